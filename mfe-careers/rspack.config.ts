import { federatedAppConfig } from 'scripts/rspack';

export default federatedAppConfig({ dir: import.meta.dirname, name: 'mfe_careers', devPort: 3002 });

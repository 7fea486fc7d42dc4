import { federatedAppConfig } from 'scripts/rspack';

export default federatedAppConfig({ dir: import.meta.dirname, name: 'mfe_marketing', devPort: 3001 });

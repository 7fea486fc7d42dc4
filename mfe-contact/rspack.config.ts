import { federatedAppConfig } from 'scripts/rspack';

export default federatedAppConfig({ dir: import.meta.dirname, name: 'mfe_contact', devPort: 3003 });

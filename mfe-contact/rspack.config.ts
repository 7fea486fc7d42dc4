import { federatedAppConfigs } from 'scripts/rspack';

export default federatedAppConfigs({ dir: import.meta.dirname, name: 'mfe_contact' });

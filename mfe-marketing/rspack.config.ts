import { federatedAppConfigs } from 'build-config';

export default federatedAppConfigs({ dir: import.meta.dirname, name: 'mfe_marketing' });

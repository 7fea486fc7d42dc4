import { federatedAppConfig } from 'scripts/rspack';

export default federatedAppConfig({ dir: import.meta.dirname, name: 'shell', devPort: 3000 });

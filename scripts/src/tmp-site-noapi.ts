import { startSite } from './compose';
const site = await startSite({ ports: { shell: 3300, api: 4300, remotes: { mfe_marketing: 3301, mfe_careers: 3302, mfe_contact: 3303 } }, apiEnv: false });
console.log('up', site.url);

export { CookiePolicyPage as default } from '../features/legal/legal-pages';

export { PrivacyPolicyPage as default } from '../features/legal/legal-pages';

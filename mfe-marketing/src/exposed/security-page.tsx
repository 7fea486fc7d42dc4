export { SecurityPage as default } from '../features/security/security-page';

export { TermsOfServicePage as default } from '../features/legal/legal-pages';

export { ServicePage as default } from '../features/services/service-page';

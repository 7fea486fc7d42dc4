export { CulturePage as default } from '../features/culture/culture-page';

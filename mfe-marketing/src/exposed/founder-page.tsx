export { FounderPage as default } from '../features/founder/founder-page';

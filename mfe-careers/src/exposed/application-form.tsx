/**
 * ./ApplicationForm: the apply page's form, which the shell hands `./ApplyPage` (`ApplyPageProps`):
 * rendered by the server with the page, and hydrated, with its form library and drop zone, once
 * the visitor turns to it.
 */
export { ApplicationForm as default } from '../features/application-form/components/application-form';

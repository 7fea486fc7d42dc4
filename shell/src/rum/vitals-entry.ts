/**
 * The Web Vitals reporter as a script of its own, for a static page (islands/islands.ts), which
 * loads no app to start it: its first script (early.ts) runs this at idle, in the page views the
 * sample picks. It counts the errors from then on.
 */
import { readSsrState, versionsShown } from '../ssr-state';
import { countPageErrors } from './page-errors';
import { startVitalsReporter } from './vitals-reporter';

const state = readSsrState(document);
if (state) startVitalsReporter({ route: state.route, versions: versionsShown(state), errors: countPageErrors().count });

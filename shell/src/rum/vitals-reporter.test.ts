import { RUM_ROUTES, rumBeaconSchema } from 'contracts/rum';
import { REPORTER_STARTED_MARK } from 'contracts/web-vitals';
import { matchRoutes } from 'react-router-dom';
import { pageRoutes, routes } from '../routes';
import { routePatternOf } from '../ssr/render-page';
import { countPageErrors } from './page-errors';

type Report = (metric: { name: string; value: number }) => void;
const reporters: Record<string, Report> = {};

jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => {
    reporters.LCP = report;
  },
  onCLS: (report: Report) => {
    reporters.CLS = report;
  },
  onTTFB: (report: Report) => {
    reporters.TTFB = report;
  },
  onINP: (report: Report) => {
    reporters.INP = report;
  },
}));

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

test('sends one beacon when the page is first hidden, with the last value of each vital, the route and the versions', async () => {
  const { startVitalsReporter } = await import('./vitals-reporter');
  const sent: { url: string }[] = [];
  const bodies: string[] = [];
  startVitalsReporter({
    route: '/careers/:slug',
    versions: { mfe_careers: '1.0.0-aaaaaaaaaa' },
    errors: () => 2,
    send: (url, body) => {
      sent.push({ url });
      bodies.push(body);
      return true;
    },
  });
  expect(performance.getEntriesByName(REPORTER_STARTED_MARK)).toHaveLength(1);
  reporters.TTFB!({ name: 'TTFB', value: 120 });
  reporters.LCP!({ name: 'LCP', value: 900 });
  reporters.LCP!({ name: 'LCP', value: 1400 });
  reporters.CLS!({ name: 'CLS', value: 0.02 });
  hide();
  hide();
  window.dispatchEvent(new Event('pagehide'));

  expect(sent.map(({ url }) => url)).toEqual(['/api/rum']);
  const beacon = JSON.parse(bodies[0]!);
  expect(rumBeaconSchema.parse(beacon)).toEqual({
    route: '/careers/:slug',
    versions: { mfe_careers: '1.0.0-aaaaaaaaaa' },
    ttfb: 120,
    lcp: 1400,
    cls: 0.02,
    errors: 2,
  });
});

test('counts uncaught errors and rejections, never their messages', () => {
  const target = new EventTarget();
  const errors = countPageErrors(target as unknown as Window);
  target.dispatchEvent(new Event('error'));
  target.dispatchEvent(new Event('unhandledrejection'));
  errors.add();
  expect(errors.count()).toBe(3);
});

test('every route of the route table reports a pattern the API takes', () => {
  const samplePaths = pageRoutes.map((route) => route.path.replace(/:[^/]+/g, 'x').replace('*', 'x'));
  for (const path of [...samplePaths, '/no-such-page/at/all']) {
    const pattern = routePatternOf(matchRoutes(routes, path));
    expect(RUM_ROUTES).toContain(pattern);
  }
});

/**
 * The Web Vitals reporter, loaded after hydration at idle in the page views the sample chose
 * (bootstrap.tsx), never before: Google's `web-vitals` measures LCP, INP, CLS and TTFB, and one
 * beacon goes to /api/rum when the page is first hidden (a visitor leaving, switching tab or
 * closing), with the route's pattern, the remotes' versions and the count of uncaught errors.
 * No URL, no identifier, no cookie is read (the shell's proxy drops the browser's).
 */
import type { RumBeacon } from 'contracts/rum';
import { REPORTER_STARTED_MARK, RUM_PATH } from 'contracts/web-vitals';
import { type MetricType, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';

export interface VitalsReporterOptions {
  route: RumBeacon['route'];
  versions: RumBeacon['versions'];
  errors: () => number;
  send?: (url: string, body: string) => boolean;
}

const NAMES = { LCP: 'lcp', INP: 'inp', CLS: 'cls', TTFB: 'ttfb' } as const;

export function startVitalsReporter({
  route,
  versions,
  errors,
  send = (url, body) => navigator.sendBeacon(url, body),
}: VitalsReporterOptions): void {
  const vitals: Partial<Record<(typeof NAMES)[keyof typeof NAMES], number>> = {};
  const keep = (metric: MetricType) => {
    const name = NAMES[metric.name as keyof typeof NAMES];
    if (name) vitals[name] = metric.value;
  };
  // Every change is kept, and the last value goes out once: the beacon must not wait for a later report.
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onCLS(keep, options);
  onTTFB(keep, options);
  // Any interaction the browser times (16 ms and up), not only those over web-vitals' default 40 ms.
  onINP(keep, { ...options, durationThreshold: 0 });

  let sent = false;
  const report = (leaving = false) => {
    if (sent || (!leaving && document.visibilityState !== 'hidden')) return;
    sent = true;
    const beacon: RumBeacon = { route, versions, ...vitals, errors: errors() };
    // A string goes as text/plain, which the API reads as JSON on this route only.
    send(RUM_PATH, JSON.stringify(beacon));
  };
  // Registered after web-vitals' own listeners: their final values (LCP, CLS, INP) are in by then.
  addEventListener('visibilitychange', () => report());
  addEventListener('pagehide', () => report(true));
  performance.mark(REPORTER_STARTED_MARK);
}

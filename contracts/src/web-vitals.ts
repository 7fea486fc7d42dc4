/**
 * Real-user monitoring's constants, without zod: what the shell's first scripts import (the error
 * count's cap) must not bring the schema library into every page. The schemas are in rum.ts.
 */
import { brand } from './brand';
import { STAFF_PATH } from './staff-rules';

export const RUM_PATH = '/api/rum';
/** The performance mark the reporter leaves once it observes: interactions from then on are in the beacon. */
export const REPORTER_STARTED_MARK = 'vitals-reporter-started';
/** A beacon is a few hundred bytes; anything much larger is not one of ours. */
export const RUM_BEACON_MAX_BYTES = 2048;
/** Beyond these a value is a broken measurement, not a slow visit (a minute; a CLS no page reaches). */
export const RUM_MAX_MS = 60_000;
export const RUM_MAX_CLS = 10;
/** Uncaught errors counted in one page view, at most. */
export const RUM_MAX_ERRORS = 100;

/** Google's thresholds for the 75th percentile of page views: good up to the first, poor above the second. */
export const VITALS_THRESHOLDS = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
} as const satisfies Record<string, readonly [number, number]>;
export type VitalName = keyof typeof VITALS_THRESHOLDS;
export const VITAL_NAMES = Object.keys(VITALS_THRESHOLDS) as VitalName[];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITALS_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The site's route patterns (the shell's route table, checked by its test): a beacon names one of these, never a URL. */
export const RUM_ROUTES = [
  '/',
  '/services/:serviceId',
  '/about',
  brand.founder.path,
  '/contact',
  '/careers',
  '/careers/:slug',
  '/apply/:jobId',
  '/careers/interview/:token',
  '/culture',
  '/news',
  '/news/:slug',
  '/newsletter/:action',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/security',
  '/compliance',
  '/sitemap',
  `${STAFF_PATH}/*`,
  '/*',
] as const;

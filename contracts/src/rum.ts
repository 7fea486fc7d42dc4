/**
 * Real-user monitoring: the one beacon a sampled page view sends to POST /api/rum (its Web Vitals,
 * the route's pattern, the versions of the remotes on the page and a count of uncaught errors;
 * nothing that names or follows a person), and what the staff console's Site health screen reads.
 */
import { z } from 'zod';
import { brand } from './brand';
import { releaseVersionSchema, remoteNameSchema } from './releases';
import { STAFF_PATH } from './staff-constants';

export const RUM_PATH = '/api/rum';
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
  '/culture',
  '/news',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/security',
  '/compliance',
  '/sitemap',
  `${STAFF_PATH}/*`,
  '/*',
] as const;

const milliseconds = z.number().finite().min(0).max(RUM_MAX_MS);

export const rumBeaconSchema = z.strictObject({
  route: z.enum(RUM_ROUTES as unknown as [string, ...string[]], 'Unknown route'),
  /** The version of each remote the page was rendered with. */
  versions: z.partialRecord(remoteNameSchema, releaseVersionSchema),
  lcp: milliseconds.optional(),
  inp: milliseconds.optional(),
  cls: z.number().finite().min(0).max(RUM_MAX_CLS).optional(),
  ttfb: milliseconds.optional(),
  errors: z.number().int().min(0).max(RUM_MAX_ERRORS),
});
export type RumBeacon = z.infer<typeof rumBeaconSchema>;

/** The 75th percentile of each vital over some page views (absent: none of them measured it), and how many. */
export const vitalsSummarySchema = z.object({
  count: z.number().int(),
  lcp: z.number().optional(),
  inp: z.number().optional(),
  cls: z.number().optional(),
  ttfb: z.number().optional(),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;

/** The periods the Site health screen compares, in days. */
export const SITE_HEALTH_PERIODS = [1, 7, 28] as const;

export const siteHealthSchema = z.object({
  generatedAt: z.iso.datetime(),
  /** Per period (1, 7, 28 days): each route's p75 vitals. */
  periods: z.array(
    z.object({
      days: z.number().int(),
      routes: z.array(vitalsSummarySchema.extend({ route: z.string() })),
    }),
  ),
  /** Uncaught errors over the last 28 days, by the remote versions on the pages they happened on. */
  errorsByVersion: z.array(
    z.object({ remote: z.string(), version: z.string(), pageViews: z.number().int(), errors: z.number().int() }),
  ),
  /** Each day's p75 vitals over all routes, oldest first (the chart). */
  daily: z.array(vitalsSummarySchema.extend({ day: z.string() })),
});
export type SiteHealth = z.infer<typeof siteHealthSchema>;

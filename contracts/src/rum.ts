/**
 * Real-user monitoring: the one beacon a sampled page view sends to POST /api/rum (its Web Vitals,
 * the route's pattern, the versions of the remotes on the page and a count of uncaught errors;
 * nothing that names or follows a person), and what the staff console's Site health screen reads.
 */
import { z } from 'zod';
import { releaseVersionSchema, remoteNameSchema } from './releases';
import { RUM_MAX_CLS, RUM_MAX_ERRORS, RUM_MAX_MS, RUM_ROUTES } from './web-vitals';

export * from './web-vitals';

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

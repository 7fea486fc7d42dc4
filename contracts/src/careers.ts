import { z } from 'zod';

import { JOB_SLUG_MAX, JOB_SLUG_PATTERN } from './careers-rules';

export * from './careers-rules';

export const jobSlugSchema = z.string().max(JOB_SLUG_MAX).regex(JOB_SLUG_PATTERN, 'Unknown job');

const isoDate = z.iso.date();

export const payRangeSchema = z.object({
  min: z.number().int().positive(),
  max: z.number().int().positive(),
  currency: z.string().length(3),
  period: z.enum(['year', 'month', 'hour']),
});
export type PayRange = z.infer<typeof payRangeSchema>;

export const jobSchema = z.object({
  id: z.string(),
  slug: z.string().regex(JOB_SLUG_PATTERN),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.string(),
  description: z.string(),
  posted_date: isoDate,
  closing_date: isoDate.optional(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  pay: payRangeSchema.optional(),
  /** When the job last changed (content or status): the sitemap's lastmod. Optional for older API releases. */
  updated: z.iso.datetime().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * What GET /api/careers/:slug returns: the whole job, and whether it still takes applications,
 * decided by the API's clock, so that server-rendered and hydrated pages say the same thing.
 */
export const jobDetailSchema = jobSchema.extend({ accepting_applications: z.boolean() });
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** What GET /api/careers returns for each job: the fields the careers list shows. */
export const jobListItemSchema = jobSchema.pick({
  id: true,
  slug: true,
  title: true,
  department: true,
  location: true,
  type: true,
  description: true,
  posted_date: true,
  updated: true,
});
export type JobListItem = z.infer<typeof jobListItemSchema>;
export const jobListSchema = z.array(jobListItemSchema);

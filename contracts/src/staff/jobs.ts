/** Jobs as recruiters and admins see and edit them. */

import { z } from 'zod';
import { JOB_SLUG_MAX, JOB_SLUG_PATTERN, jobSchema } from '../careers';
import { JOB_STATUSES, slugFromTitle } from '../staff-rules';
import { datetime, pageFields } from './fields';
import { pageSchema } from './lists';
import { scorecardSetupSchema } from './scorecards';

export const jobStatusSchema = z.enum(JOB_STATUSES, 'Choose draft, published or closed');

/** A job as staff see it: the public fields plus where it stands. */
export const staffJobSchema = jobSchema.extend({
  status: jobStatusSchema,
  createdAt: datetime,
  /** The last change of content or status: the sitemap's lastmod. */
  updated: datetime,
  /** Its first publication; from then on the slug never changes. */
  publishedAt: datetime.optional(),
  /** Never public. Absent on jobs from before scorecards: none to rate, none required. */
  scorecardAttributes: z.array(z.string()).optional(),
  scorecardsRequired: z.number().int().optional(),
});
export type StaffJob = z.infer<typeof staffJobSchema>;
export const staffJobPageSchema = pageSchema(staffJobSchema);

/** GET /api/staff/jobs */
export const jobQuerySchema = z.strictObject({ status: jobStatusSchema.optional(), ...pageFields });

const text = (label: string, min: number, max: number) =>
  z
    .string(`${label} must be at least ${min} characters`)
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} cannot exceed ${max} characters`);

const listOf = (label: string, min: number) =>
  z
    .array(
      z.string('Each line must be text').trim().min(1, 'Remove the empty line').max(500, 'A line cannot exceed 500 characters'),
      `${label}: a list of lines`,
    )
    .min(min, `Add at least ${min === 1 ? 'one line' : `${min} lines`} to ${label}`)
    .max(30, `${label}: at most 30 lines`);

/** A pay range as the editor sends it: whole amounts, the lower first. */
export const payRangeInputSchema = z
  .strictObject({
    min: z.number('Enter the lowest pay').int('Use a whole amount').positive('Pay must be more than 0'),
    max: z.number('Enter the highest pay').int('Use a whole amount').positive('Pay must be more than 0'),
    currency: z.string('Use a currency code such as USD').regex(/^[A-Z]{3}$/, 'Use a currency code such as USD'),
    period: z.enum(['year', 'month', 'hour'], 'Choose per year, month or hour'),
  })
  .refine((pay) => pay.min <= pay.max, { path: ['max'], message: 'The highest pay must not be below the lowest' });

/** Illinois Equal Pay Act: a posting for a job in Illinois states its pay range. */
const IN_ILLINOIS = /,\s*(IL|Illinois)\s*$/i;

/**
 * POST /api/staff/jobs and PUT /api/staff/jobs/:id: everything the job page shows. An empty
 * slug is made from the title; once the job is published its slug can no longer change (409).
 */
export const jobInputSchema = z
  .strictObject({
    slug: z
      .string()
      .trim()
      .max(JOB_SLUG_MAX, `The address cannot exceed ${JOB_SLUG_MAX} characters`)
      .refine((slug) => slug === '' || JOB_SLUG_PATTERN.test(slug), 'Use lower-case letters, digits and single hyphens')
      .default(''),
    title: text('Title', 3, 120),
    department: text('Department', 2, 60),
    location: text('Location', 2, 100),
    type: text('Employment type', 2, 40),
    description: text('Description', 20, 2_000),
    closing_date: z
      .union([z.literal(''), z.iso.date('Use a date such as 2027-01-31')], 'Use a date such as 2027-01-31')
      .optional()
      .transform((value) => value || undefined),
    responsibilities: listOf('Responsibilities', 1),
    requirements: listOf('Requirements', 1),
    benefits: listOf('Benefits', 0).default([]),
    pay: payRangeInputSchema
      .nullable()
      .optional()
      .transform((value) => value ?? undefined),
    ...scorecardSetupSchema,
  })
  .refine((job) => job.scorecardsRequired === 0 || job.scorecardAttributes.length > 0, {
    path: ['scorecardAttributes'],
    message: 'Add the attributes interviewers rate, or require no scorecards',
  })
  .refine((job) => job.slug !== '' || slugFromTitle(job.title, JOB_SLUG_MAX) !== '', {
    path: ['slug'],
    message: 'Give the job an address: its title has no letters a web address can use',
  })
  .refine((job) => job.pay !== undefined || !IN_ILLINOIS.test(job.location), {
    path: ['pay'],
    message: 'A job in Illinois must state its pay range',
  })
  .transform((job) => ({ ...job, slug: job.slug || slugFromTitle(job.title, JOB_SLUG_MAX) }));
export type JobInput = z.input<typeof jobInputSchema>;
export type JobContent = z.output<typeof jobInputSchema>;

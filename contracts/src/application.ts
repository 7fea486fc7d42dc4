import { z } from 'zod';
import {
  APPLICATION_PHONE_MIN,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  DEFAULT_YEARS,
  RESUME_MESSAGES,
  YEARS_OPTIONS,
  type YearsOfExperience,
} from './application-constants';
import { optionalHttpUrl, personName } from './fields';
import { submissionLocaleSchema } from './locales';

export * from './application-constants';

const YEARS_VALUES = YEARS_OPTIONS.map((option) => option.value) as [YearsOfExperience, ...YearsOfExperience[]];

/** The application's text fields (spec §3), whether sent as JSON or as multipart text parts. */
export const applicationFieldsSchema = z.strictObject({
  fullName: personName({
    min: 'Full name must be at least 2 characters',
    max: 'Full name cannot exceed 100 characters',
    invalid: 'Full name contains invalid characters',
  }),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  phone: z
    .string('Please enter a valid phone number')
    .trim()
    .min(APPLICATION_PHONE_MIN, 'Please enter a valid phone number')
    .max(30, 'Please enter a valid phone number')
    .regex(/^[0-9+()./ -]+$/, 'Please enter a valid phone number'),
  coverLetter: z
    .string('Cover letter must be at least 100 characters')
    .trim()
    .min(COVER_LETTER_MIN, 'Cover letter must be at least 100 characters')
    .max(COVER_LETTER_MAX, 'Cover letter cannot exceed 10000 characters'),
  resumeLink: optionalHttpUrl('Please provide a valid URL to your resume'),
  portfolioLink: optionalHttpUrl('Please provide a valid URL to your portfolio'),
  years: z.enum(YEARS_VALUES).default(DEFAULT_YEARS),
  agree: z.literal(true, 'You must agree to the terms'),
  /** The language of the page it was sent from; the confirmation is written in it. */
  locale: submissionLocaleSchema,
});

/** The JSON body of POST /api/apply/:jobId, sent when there is no file: the link is required. */
export const applicationSchema = applicationFieldsSchema.refine((fields) => fields.resumeLink !== '', {
  path: ['resumeFile'],
  message: RESUME_MESSAGES.required,
});

export type ApplicationInput = z.input<typeof applicationFieldsSchema>;
export type Application = z.output<typeof applicationFieldsSchema>;

/** A stored application as the staff API returns it (already normalised: URLs are plain text). */
export const storedApplicationSchema = applicationFieldsSchema.extend({
  resumeLink: z.string(),
  portfolioLink: z.string(),
  id: z.string(),
  jobSlug: z.string(),
  jobTitle: z.string(),
  receivedAt: z.iso.datetime(),
  resume: z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int().nonnegative() }).optional(),
});
export type StoredApplication = z.infer<typeof storedApplicationSchema>;

import { z } from 'zod';
import {
  APPLICATION_PHONE_MIN,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  DEFAULT_YEARS,
  RESUME_MESSAGES,
  YEARS_OPTIONS,
  type YearsOfExperience,
} from './application-rules';
import {
  APPLICATION_CHANNELS,
  type ApplicationSourceFields,
  applicationChannelOf,
  REFERRED_BY_INVALID_MESSAGE,
  REFERRED_BY_MAX_MESSAGE,
  REFERRER_MAX,
  SOURCE_TEXT_MAX,
} from './application-source';
import { optionalHttpUrl, personName } from './fields';
import { submissionLocaleSchema } from './locales';

export * from './application-rules';
export * from './application-source';

/** Printable text: no control or format characters (a newline, a zero-width joiner). */
const PRINTABLE = /^[^\p{C}]*$/u;

/**
 * A part of the source the candidate never sees (a `utm_*` value, the referrer): a missing, long
 * or garbled one is dropped, never a reason to refuse the application.
 */
const sourceText = z.string().trim().min(1).max(SOURCE_TEXT_MAX).regex(PRINTABLE).optional().catch(undefined);

/** Only the origin of the referring page is kept: its path and query may name the visitor. */
const referrerOrigin = z
  .string()
  .max(REFERRER_MAX)
  .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol))
  .transform((value) => new URL(value).origin)
  .optional()
  .catch(undefined);

/** The source fields an application is sent with (what the apply page saw, and the candidate's "Referred by"). */
const applicationSourceInput = {
  utmSource: sourceText,
  utmMedium: sourceText,
  utmCampaign: sourceText,
  referrer: referrerOrigin,
  referredBy: z
    .string()
    .trim()
    .max(SOURCE_TEXT_MAX, REFERRED_BY_MAX_MESSAGE)
    .regex(PRINTABLE, REFERRED_BY_INVALID_MESSAGE)
    .optional(),
};

/** Where an application came from, as stored: its channel and what it was decided from. */
export const applicationSourceSchema = z.object({
  channel: z.enum(APPLICATION_CHANNELS),
  utmSource: z.string().optional(),
  utmMedium: z.string().optional(),
  utmCampaign: z.string().optional(),
  referrer: z.string().optional(),
  referredBy: z.string().optional(),
});
export type ApplicationSource = z.infer<typeof applicationSourceSchema>;

/** The stored source of an application's source fields: the parts it has, and the channel they make. */
export function applicationSourceOf(fields: ApplicationSourceFields): ApplicationSource {
  const parts = Object.fromEntries(
    (['utmSource', 'utmMedium', 'utmCampaign', 'referrer', 'referredBy'] as const)
      .map((key) => [key, fields[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  return { channel: applicationChannelOf(parts), ...parts };
}

const YEARS_VALUES = YEARS_OPTIONS.map((option) => option.value) as [YearsOfExperience, ...YearsOfExperience[]];

/** The application's text fields, whether sent as JSON or as multipart text parts. */
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
  ...applicationSourceInput,
});

/** The JSON body of POST /api/apply/:jobId, sent when there is no file: the link is required. */
export const applicationSchema = applicationFieldsSchema.refine((fields) => fields.resumeLink !== '', {
  path: ['resumeFile'],
  message: RESUME_MESSAGES.required,
});

export type ApplicationInput = z.input<typeof applicationFieldsSchema>;
export type Application = z.output<typeof applicationFieldsSchema>;

/** A stored application as the staff API returns it (already normalised: URLs are plain text). */
export const storedApplicationSchema = applicationFieldsSchema
  .extend({
    resumeLink: z.string(),
    portfolioLink: z.string(),
    id: z.string(),
    jobSlug: z.string(),
    jobTitle: z.string(),
    receivedAt: z.iso.datetime(),
    resume: z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int().nonnegative() }).optional(),
    /** Absent on applications received before sources were recorded. */
    source: applicationSourceSchema.optional(),
  })
  .omit({ utmSource: true, utmMedium: true, utmCampaign: true, referrer: true, referredBy: true });
export type StoredApplication = z.infer<typeof storedApplicationSchema>;

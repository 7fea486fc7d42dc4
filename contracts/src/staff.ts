/**
 * The staff API's request and response bodies (`/api/staff/*`), shared by the API, which
 * validates with them, and the staff console, whose forms use them with react-hook-form, so
 * both give the same message for each field. zod only: no React here. Imported as
 * `contracts/staff`, not from the package root, so the public remotes' schema chunk does not grow.
 */
import { z } from 'zod';
import { storedApplicationSchema } from './application';
import { JOB_SLUG_MAX, JOB_SLUG_PATTERN, jobSchema } from './careers';
import { storedEnquirySchema } from './contact';
import { SERVICE_OPTIONS } from './contact-constants';
import {
  APPLICATION_SORTS,
  APPLICATION_STAGES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  JOB_STATUSES,
  NOTE_MAX,
  SEARCH_TEXT_MAX,
  STAFF_NAME_MAX,
  STAFF_PAGE_SIZE_DEFAULT,
  STAFF_PAGE_SIZE_MAX,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  slugFromTitle,
} from './staff-constants';

export * from './staff-constants';

const EMAIL_MESSAGE = 'Please enter a valid email address';
const datetime = z.iso.datetime();

export const staffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role: admin, recruiter, sales or releaser');
export const staffEmailSchema = z.string(EMAIL_MESSAGE).trim().toLowerCase().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
export const staffNameSchema = z
  .string('Please enter a name')
  .trim()
  .max(STAFF_NAME_MAX, `A name cannot exceed ${STAFF_NAME_MAX} characters`);
export const newPasswordSchema = z
  .string(`Password must be at least ${STAFF_PASSWORD_MIN} characters`)
  .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(STAFF_PASSWORD_MAX, `Password cannot exceed ${STAFF_PASSWORD_MAX} characters`);

/** An id in the path: both adapters' ids and job requisition ids fit; anything else never reaches the store. */
export const staffIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

// Sessions and passwords

/** POST /api/staff/session */
export const signInSchema = z.strictObject({
  email: staffEmailSchema,
  password: z
    .string('Please enter your password')
    .min(1, 'Please enter your password')
    .max(STAFF_PASSWORD_MAX, 'Wrong e-mail or password'),
});
export type SignIn = z.infer<typeof signInSchema>;

/** POST /api/staff/password: the signed-in person's own password. */
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z
      .string('Please enter your current password')
      .min(1, 'Please enter your current password')
      .max(STAFF_PASSWORD_MAX),
    newPassword: newPasswordSchema,
  })
  .refine((change) => change.newPassword !== change.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Signed in with a one-time password: only the password change is open until a new one is chosen. */
  mustChangePassword: z.boolean(),
  /** When the one-time password stops signing in (`ONE_TIME_PASSWORD_LIFETIME_MS` after it was made); none once replaced. */
  oneTimePasswordExpiresAt: datetime.optional(),
  createdAt: datetime,
  updatedAt: datetime,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET and POST /api/staff/session: who is signed in, and until when at the latest. */
export const staffSessionSchema = z.object({
  account: staffAccountSchema,
  /** The session ends then whatever happens. */
  expiresAt: datetime,
  /** The session ends then unless a request comes first (each request moves it on). */
  idleExpiresAt: datetime,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

// Accounts (admins)

/** POST /api/staff/accounts */
export const accountCreateSchema = z.strictObject({
  email: staffEmailSchema,
  name: staffNameSchema.default(''),
  role: staffRoleSchema,
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

/** PATCH /api/staff/accounts/:id: any of name, role and disabled. */
export const accountUpdateSchema = z
  .strictObject({ name: staffNameSchema, role: staffRoleSchema, disabled: z.boolean('Must be true or false') })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Change at least one of name, role and disabled' });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** The answer to creating an account or resetting its password: the one-time password, shown once. */
export const oneTimePasswordSchema = z.object({ account: staffAccountSchema, password: z.string() });
export type OneTimePassword = z.infer<typeof oneTimePasswordSchema>;

// Lists

const pageFields = {
  page: z.coerce.number('Page must be a whole number').int('Page must be a whole number').min(1, 'Page starts at 1').default(1),
  pageSize: z.coerce
    .number('Page size must be a whole number')
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(STAFF_PAGE_SIZE_MAX, `Page size cannot exceed ${STAFF_PAGE_SIZE_MAX}`)
    .default(STAFF_PAGE_SIZE_DEFAULT),
};
export const pageQuerySchema = z.strictObject(pageFields);

/** Every list answer: one page of items in a stable order, and how many there are in all. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

// Notes

/** POST /api/staff/enquiries/:id/notes and /api/staff/applications/:id/notes */
export const noteInputSchema = z.strictObject({
  text: z
    .string('Please write a note')
    .trim()
    .min(1, 'Please write a note')
    .max(NOTE_MAX, `A note cannot exceed ${NOTE_MAX} characters`),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

export const noteSchema = z.object({
  id: z.string(),
  at: datetime,
  author: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  text: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

// Enquiries (sales and admins)

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value) as [
  (typeof SERVICE_OPTIONS)[number]['value'],
  ...(typeof SERVICE_OPTIONS)[number]['value'][],
];
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, 'Choose new, in progress or closed');

/** A day (`2026-11-21`, the whole UTC day) or an instant with its offset (`2026-11-21T09:00:00+03:00`). */
const dayOrInstant = (message: string) => z.union([z.iso.date(message), z.iso.datetime({ offset: true, message })], message);
const searchText = z.string().trim().max(SEARCH_TEXT_MAX, `Search text cannot exceed ${SEARCH_TEXT_MAX} characters`);

/** POST /api/staff/enquiries/search: filters, order and page. `receivedFrom` and `receivedTo` both count (a day means all of it). */
export const enquiryQuerySchema = z
  .strictObject({
    service: z.enum(SERVICE_VALUES, 'Unknown service').optional(),
    status: enquiryStatusSchema.optional(),
    receivedFrom: dayOrInstant('Use a date such as 2026-11-21').optional(),
    receivedTo: dayOrInstant('Use a date such as 2026-11-21').optional(),
    q: searchText.optional(),
    sort: z.enum(ENQUIRY_SORTS, 'Sort by newest or oldest').default('newest'),
    ...pageFields,
  })
  .refine((query) => !query.receivedFrom || !query.receivedTo || rangeStart(query.receivedFrom) < rangeEnd(query.receivedTo), {
    path: ['receivedTo'],
    message: 'The end of the range must not come before its start',
  });
export type EnquiryQuery = z.infer<typeof enquiryQuerySchema>;

/** The first instant a `receivedFrom` value includes. */
export function rangeStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** The first instant after a `receivedTo` value (a day includes all of it). */
export function rangeEnd(value: string): Date {
  const end = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  return new Date(end.getTime() + (value.length === 10 ? 24 * 60 * 60 * 1000 : 1));
}

export const trackedEnquirySchema = storedEnquirySchema.extend({
  status: enquiryStatusSchema,
  notes: z.array(noteSchema),
  /** The last change by staff (status or note), or when it arrived. */
  updatedAt: datetime,
});
export type TrackedEnquiry = z.infer<typeof trackedEnquirySchema>;
/** A row of the inbox: the enquiry without its notes. */
export const enquirySummarySchema = trackedEnquirySchema.omit({ notes: true });
export const enquiryPageSchema = pageSchema(enquirySummarySchema);

/** PUT /api/staff/enquiries/:id/status */
export const enquiryStatusChangeSchema = z.strictObject({ status: enquiryStatusSchema });

// Applications (recruiters and admins)

export const applicationStageSchema = z.enum(APPLICATION_STAGES, 'Choose a stage of the pipeline');

/** POST /api/staff/applications/search: `job` is the job's slug (fixed once the job is published). */
export const applicationQuerySchema = z.strictObject({
  job: z.string().max(JOB_SLUG_MAX).regex(JOB_SLUG_PATTERN, 'Unknown job').optional(),
  stage: applicationStageSchema.optional(),
  q: searchText.optional(),
  sort: z.enum(APPLICATION_SORTS, 'Sort by newest or oldest').default('newest'),
  ...pageFields,
});
export type ApplicationQuery = z.infer<typeof applicationQuerySchema>;

export const trackedApplicationSchema = storedApplicationSchema.extend({
  stage: applicationStageSchema,
  notes: z.array(noteSchema),
  updatedAt: datetime,
});
export type TrackedApplication = z.infer<typeof trackedApplicationSchema>;
export const applicationSummarySchema = trackedApplicationSchema.omit({ notes: true, coverLetter: true });
export const applicationPageSchema = pageSchema(applicationSummarySchema);

/** PUT /api/staff/applications/:id/stage */
export const applicationStageChangeSchema = z.strictObject({ stage: applicationStageSchema });

// Jobs (recruiters and admins)

export const jobStatusSchema = z.enum(JOB_STATUSES, 'Choose draft, published or closed');

/** A job as staff see it: the public fields plus where it stands. */
export const staffJobSchema = jobSchema.extend({
  status: jobStatusSchema,
  createdAt: datetime,
  /** The last change of content or status: the sitemap's lastmod. */
  updated: datetime,
  /** Its first publication; from then on the slug never changes. */
  publishedAt: datetime.optional(),
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

// Privacy (admins)

/** POST /api/staff/privacy/lookups: the address in the body, never the URL. */
export const personQuerySchema = z.strictObject({ email: staffEmailSchema });
/** How the audit log names a person: a keyed pseudonym of their address, never the address. */
const pseudonymSchema = z.string().describe('How the audit log names this person (a keyed pseudonym of the address)');
/** Everything held about one person: their enquiries and applications, with staff notes and resume details. */
export const personDataSchema = z.object({
  email: z.string(),
  pseudonym: pseudonymSchema,
  enquiries: z.array(trackedEnquirySchema),
  applications: z.array(trackedApplicationSchema),
});
export type PersonData = z.infer<typeof personDataSchema>;

/** POST /api/staff/privacy/erasures */
export const erasureRequestSchema = z.strictObject({ email: staffEmailSchema });
export const erasureResultSchema = z.object({
  enquiries: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
  /** Copies of mails about them deleted (mails are kept as files when no SMTP server is set). */
  mailFiles: z.number().int().nonnegative(),
  pseudonym: pseudonymSchema,
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

// Audit log (admins)

export const auditActorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('staff'), id: z.string(), email: z.string(), role: staffRoleSchema }),
  z.object({ type: z.literal('command-line') }),
  // The machine token's staff API (`/api/admin/*`).
  z.object({ type: z.literal('admin-token') }),
  // The site itself: a canary it aborted, the first version of a remote it registered.
  z.object({ type: z.literal('system') }),
  // Someone not signed in: a failed sign-in, a wrong machine token.
  z.object({ type: z.literal('anonymous') }),
]);
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: datetime,
  actor: auditActorSchema,
  action: z.enum(AUDIT_ACTIONS),
  /** The record acted on; a person or a client address is named by a keyed pseudonym (`hmac:…`), never the address. */
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string() }),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

/** GET /api/staff/audit: newest first, filtered by who, what or which record. */
export const auditQuerySchema = z.strictObject({
  actor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown account')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, 'Unknown action').optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, 'Unknown record type').optional(),
  targetId: z.string().max(100, 'Unknown record').optional(),
  ...pageFields,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

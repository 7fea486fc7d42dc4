/**
 * The staff console's rules that need no zod: roles and what each may use, the statuses and
 * stages records move through, and limits. The schemas are in staff.ts; the API enforces these
 * rules and the console (mfe-staff) only hides what a role cannot use.
 */
/** Where the shell mounts the staff console (mfe-staff): pages never indexed, listed or kept by a cache. */
export const STAFF_PATH = '/staff';

/** A path of the staff console: `/staff` and anything under `/staff/`. */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`);
}

export const STAFF_ROLES = ['admin', 'recruiter', 'sales', 'releaser', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each area of the staff API and the roles that may use it; every signed-in role may manage its own session and password. */
export const STAFF_AREAS = {
  enquiries: ['admin', 'sales'],
  applications: ['admin', 'recruiter'],
  jobs: ['admin', 'recruiter'],
  privacy: ['admin'],
  audit: ['admin'],
  accounts: ['admin'],
  /** The release registry (contracts/releases): versions, canaries, rollbacks, previews. */
  releases: ['admin', 'releaser'],
  /** The newsletter's subscribers. */
  newsletter: ['admin', 'marketing'],
  /** The news stories: written, scheduled, published and archived in the console. */
  stories: ['admin', 'marketing'],
  /** The wording of the mails recruiters send candidates (recruiters read it on the candidate page). */
  candidateMailTemplates: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export function mayUse(role: StaffRole, area: StaffArea): boolean {
  return (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);
}

export const STAFF_PASSWORD_MIN = 12;
/** A one-time password (a new account's, or an admin's reset) signs in for this long; then an admin gives a new one. */
export const ONE_TIME_PASSWORD_LIFETIME_MS = 72 * 60 * 60 * 1000;
/** Long passphrases are welcome; the bound keeps one sign-in from costing the server much. */
export const STAFF_PASSWORD_MAX = 256;
export const STAFF_NAME_MAX = 100;
export const STAFF_PAGE_SIZE_DEFAULT = 20;
export const STAFF_PAGE_SIZE_MAX = 100;
export const NOTE_MAX = 5_000;
export const SEARCH_TEXT_MAX = 100;
/** A reply to an enquirer: plain text, long enough for a real answer, short enough for one mail. */
export const ENQUIRY_REPLY_MAX = 5_000;
/** The inbox's owner filter: the signed-in person's enquiries, or nobody's. */
export const ENQUIRY_OWNER_FILTERS = ['me', 'unassigned'] as const;
export const REPLY_DELIVERY_STATES = ['queued', 'sent', 'retrying'] as const;

/** An enquiry's status; `ENQUIRY_STATUS_MOVES` says where each may go next (a closed enquiry can be reopened). */
export const ENQUIRY_STATUSES = ['new', 'in progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_MOVES: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['in progress', 'closed'],
  'in progress': ['closed'],
  closed: ['in progress'],
};

/** An application's stage in the hiring pipeline, in board order; a card may move to any other column. */
export const APPLICATION_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** A job is a draft (never public), published (public, open until its closing date) or closed (public, refuses applications). */
/**
 * A scorecard rates each of a job's attributes on four points (no even middle to hide in) and ends
 * with a recommendation; `SCORECARD_STAGES` are the moves that warn while a job's required
 * scorecards are not all in.
 */
export const SCORECARD_RATINGS = [1, 2, 3, 4] as const;
export const SCORECARD_RATING_LABELS = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Excellent' } as const;
export const RECOMMENDATIONS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};
export const SCORECARD_STAGES: readonly ApplicationStage[] = ['offer', 'hired'];
export const SCORECARD_ATTRIBUTES_MAX = 8;
export const SCORECARD_ATTRIBUTE_MAX = 60;
export const SCORECARDS_REQUIRED_MAX = 10;

export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const ENQUIRY_SORTS = ['newest', 'oldest'] as const;
export const APPLICATION_SORTS = ['newest', 'oldest'] as const;

/** Every action the audit log records. */
export const AUDIT_ACTIONS = [
  'session.signed-in',
  'session.sign-in-failed',
  'session.locked-out',
  'session.signed-out',
  'account.created',
  'account.updated',
  'account.password-changed',
  'account.password-reset',
  'account.listed',
  'audit.read',
  'enquiry.listed',
  'enquiry.exported',
  'enquiry.viewed',
  'enquiry.status-changed',
  'enquiry.noted',
  'enquiry.assigned',
  'enquiry.replied',
  'application.listed',
  'application.exported',
  'application.viewed',
  'application.resume-opened',
  'application.stage-changed',
  'application.noted',
  'application.scorecard-submitted',
  'application.mailed',
  'application.mail-cancelled',
  'candidate-mail-template.updated',
  'candidate-mail-template.reset',
  'application.reported',
  'application.report-exported',
  'application.interview-proposed',
  'application.interview-booked',
  'application.interview-rescheduled',
  'application.interview-cancelled',
  'job.created',
  'job.edited',
  'job.published',
  'job.closed',
  'job.reopened',
  'story.created',
  'story.edited',
  'story.published',
  'story.scheduled',
  'story.unpublished',
  'story.archived',
  'story-photo.uploaded',
  'newsletter.listed',
  'newsletter.exported',
  'person.looked-up',
  'person.erased',
  'admin-token.refused',
  'admin-token.locked-out',
  'release.published',
  'release.gated',
  'release.canary-started',
  'release.canary-aborted',
  'release.promoted',
  'release.rolled-back',
  'release.previewed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/**
 * A `release` is named `<remote>@<version>`; a `person` and a client `address` by a keyed
 * pseudonym (`hmac:…`); a list or an export, which reads many records, by `EVERY_RECORD`.
 */
export const AUDIT_TARGET_TYPES = [
  'account',
  'enquiry',
  'application',
  'job',
  'person',
  'address',
  'release',
  'audit',
  'subscription',
  'candidate-mail-template',
  'story',
  'story-photo',
] as const;
export const EVERY_RECORD = '*';
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A URL slug from a job title (`Senior Engineer (Doha)` → `senior-engineer-doha`); '' when nothing usable is left. */
export function slugFromTitle(title: string, max = 120): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

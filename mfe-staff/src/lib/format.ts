/**
 * Dates and labels of the console. Staff data only ever renders in the browser (the server
 * renders the sign-in screen or a loading frame), so the viewer's locale and time zone apply.
 */
import type { ApplicationStage, AuditAction, EnquiryStatus, JobStatus, StaffRole } from 'contracts/staff-constants';
import { onFirstUse } from 'shared-ui';

// Each Intl format is made on first use: the sign-in screen and the loading frame never need one.
const dateTime = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const day = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }));
const count = onFirstUse(() => new Intl.NumberFormat());
const percent = onFirstUse(() => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }));

export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
/** A calendar day (`2027-01-31`), the same day wherever it is read. */
export const formatDay = (isoDay: string) => day().format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
/** A count with the viewer's digit grouping: `12,345`. */
export const formatCount = (value: number) => count().format(value);
/** A ratio as a percentage with at most one decimal: 0.0125 → `1.3%`. */
export const formatPercent = (ratio: number) => percent().format(ratio);

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  sales: 'Sales',
  releaser: 'Releaser',
};

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  'in progress': 'In progress',
  closed: 'Closed',
};

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { draft: 'Draft', published: 'Published', closed: 'Closed' };

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'session.signed-in': 'Signed in',
  'session.sign-in-failed': 'Sign-in failed',
  'session.locked-out': 'Sign-ins locked',
  'session.signed-out': 'Signed out',
  'account.created': 'Account created',
  'account.updated': 'Account changed',
  'account.password-changed': 'Password changed',
  'account.password-reset': 'Password reset',
  'account.listed': 'Accounts listed',
  'audit.read': 'Audit log read',
  'enquiry.listed': 'Enquiries listed',
  'enquiry.exported': 'Enquiries exported (CSV)',
  'enquiry.viewed': 'Enquiry opened',
  'enquiry.status-changed': 'Enquiry status changed',
  'enquiry.noted': 'Note on an enquiry',
  'enquiry.assigned': 'Enquiry assigned',
  'enquiry.replied': 'Reply mailed to an enquirer',
  'application.listed': 'Applications listed',
  'application.exported': 'Applications exported (CSV)',
  'application.viewed': 'Application opened',
  'application.resume-opened': 'Resume opened',
  'application.stage-changed': 'Application moved',
  'application.noted': 'Note on an application',
  'application.scorecard-submitted': 'Scorecard submitted',
  'job.created': 'Job created',
  'job.edited': 'Job edited',
  'job.published': 'Job published',
  'job.closed': 'Job closed',
  'job.reopened': 'Job reopened',
  'newsletter.listed': 'Newsletter subscribers listed',
  'newsletter.exported': 'Newsletter subscribers exported (CSV)',
  'person.looked-up': 'Person looked up',
  'person.erased': 'Person erased',
  'admin-token.refused': 'Machine token refused',
  'admin-token.locked-out': 'Machine token locked',
  'release.published': 'Version published',
  'release.gated': 'Release gate run',
  'release.canary-started': 'Canary started',
  'release.canary-aborted': 'Canary aborted',
  'release.promoted': 'Version made live',
  'release.rolled-back': 'Release rolled back',
  'release.previewed': 'Release preview set',
};

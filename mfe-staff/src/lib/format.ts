/**
 * Dates and labels of the console. Staff data only ever renders in the browser (the server
 * renders the sign-in screen or a loading frame), so the viewer's locale and time zone apply.
 */

import type { SentMailKind, StaffStoryState } from 'contracts/staff';
import type { ApplicationStage, AuditAction, EnquiryStatus, JobStatus, StaffRole } from 'contracts/staff-rules';
import type { StoryCategory, StoryPicture } from 'contracts/story-rules';
import { onFirstUse } from 'shared-ui';

// Each Intl format is made on first use: the sign-in screen and the loading frame never need one.
const dateTime = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const day = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }));
const dateTimeZone = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);
const count = onFirstUse(() => new Intl.NumberFormat());
const decimal = onFirstUse(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }));
const percent = onFirstUse(() => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }));

export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
/** A time in the reader's zone, named: `Tue, 24 Nov 2026, 13:00 GMT+3`. */
export const formatDateTimeWithZone = (iso: string) => dateTimeZone().format(new Date(iso));
/** A calendar day (`2027-01-31`), the same day wherever it is read. */
export const formatDay = (isoDay: string) => day().format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
/** A count with the viewer's digit grouping: `12,345`. */
export const formatCount = (value: number) => count().format(value);
/** A number of days to a tenth: `3.5 days`; `—` when there is none. */
export const formatDays = (days: number | null) =>
  days === null ? '—' : `${decimal().format(days)} ${days === 1 ? 'day' : 'days'}`;
/** A ratio as a percentage with at most one decimal: 0.0125 → `1.3%`. */
export const formatPercent = (ratio: number) => percent().format(ratio);

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  sales: 'Sales',
  releaser: 'Releaser',
  marketing: 'Marketing',
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

export const STORY_STATE_LABELS: Record<StaffStoryState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

/** The news categories as the English site names them. */
export const STORY_CATEGORY_LABELS: Record<StoryCategory, string> = {
  'company-news': 'Company News',
  'product-launch': 'Product Launch',
  partnership: 'Partnership',
  'client-success': 'Client Success',
  awards: 'Awards',
  events: 'Events',
};

/** The drawn artworks a story without a photo shows. */
export const STORY_PICTURE_LABELS: Record<StoryPicture, string> = {
  skyline: 'Skyline',
  vault: 'Vault',
  campus: 'Campus',
  portal: 'Portal',
  trophy: 'Trophy',
  stage: 'Stage',
};

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
  'application.reported': 'Hiring report read',
  'application.report-exported': 'Hiring report exported (CSV)',
  'application.viewed': 'Application opened',
  'application.resume-opened': 'Resume opened',
  'application.stage-changed': 'Application moved',
  'application.noted': 'Note on an application',
  'application.scorecard-submitted': 'Scorecard submitted',
  'application.mailed': 'Mail to a candidate',
  'application.mail-cancelled': 'Mail to a candidate cancelled',
  'candidate-mail-template.updated': 'Candidate mail template changed',
  'candidate-mail-template.reset': 'Candidate mail template reset',
  'application.interview-proposed': 'Interview times proposed',
  'application.interview-booked': 'Interview booked by the candidate',
  'application.interview-rescheduled': 'Interview rescheduled',
  'application.interview-cancelled': 'Interview cancelled',
  'job.created': 'Job created',
  'job.edited': 'Job edited',
  'job.published': 'Job published',
  'job.closed': 'Job closed',
  'job.reopened': 'Job reopened',
  'story.created': 'Story created',
  'story.edited': 'Story edited',
  'story.published': 'Story published',
  'story.scheduled': 'Story scheduled',
  'story.unpublished': 'Story back to draft',
  'story.archived': 'Story archived',
  'story-photo.uploaded': 'Story photo uploaded',
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

/** The kinds of mail to candidates, as the console names them. */
export const MAIL_KIND_LABELS: Record<SentMailKind, string> = {
  acknowledgement: 'Acknowledgement',
  'interview-invitation': 'Invitation to interview',
  rejection: 'Rejection',
  'offer-follow-up': 'Offer follow-up',
  blank: 'Own message',
};

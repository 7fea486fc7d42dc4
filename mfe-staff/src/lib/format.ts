/**
 * Dates and labels of the console. Staff data only ever renders in the browser (the server
 * renders the sign-in screen or a loading frame), so the viewer's locale and time zone apply.
 */
import type { ApplicationStage, AuditAction, EnquiryStatus, JobStatus, StaffRole } from 'contracts/staff-constants';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** A calendar day (`2027-01-31`), the same day wherever it is read. */
export const formatDay = (isoDay: string) => DATE.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', recruiter: 'Recruiter', sales: 'Sales' };

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
  'session.signed-out': 'Signed out',
  'account.created': 'Account created',
  'account.updated': 'Account changed',
  'account.password-changed': 'Password changed',
  'account.password-reset': 'Password reset',
  'enquiry.viewed': 'Enquiry opened',
  'enquiry.status-changed': 'Enquiry status changed',
  'enquiry.noted': 'Note on an enquiry',
  'application.viewed': 'Application opened',
  'application.resume-opened': 'Resume opened',
  'application.stage-changed': 'Application moved',
  'application.noted': 'Note on an application',
  'job.created': 'Job created',
  'job.edited': 'Job edited',
  'job.published': 'Job published',
  'job.closed': 'Job closed',
  'job.reopened': 'Job reopened',
  'person.looked-up': 'Person looked up',
  'person.erased': 'Person erased',
};

import { STAFF_PATH } from 'contracts/staff-rules';

/** The console's pages, under the shell's mount point (`/staff`). */
export const staffPaths = {
  home: STAFF_PATH,
  signIn: `${STAFF_PATH}/sign-in`,
  password: `${STAFF_PATH}/password`,
  enquiries: `${STAFF_PATH}/enquiries`,
  enquiry: (id: string) => `${STAFF_PATH}/enquiries/${encodeURIComponent(id)}`,
  jobs: `${STAFF_PATH}/jobs`,
  newJob: `${STAFF_PATH}/jobs/new`,
  job: (id: string) => `${STAFF_PATH}/jobs/${encodeURIComponent(id)}`,
  pipeline: (id: string) => `${STAFF_PATH}/jobs/${encodeURIComponent(id)}/pipeline`,
  application: (id: string) => `${STAFF_PATH}/applications/${encodeURIComponent(id)}`,
  stories: `${STAFF_PATH}/stories`,
  newStory: `${STAFF_PATH}/stories/new`,
  story: (id: string) => `${STAFF_PATH}/stories/${encodeURIComponent(id)}`,
  mailTemplates: `${STAFF_PATH}/mail-templates`,
  reports: `${STAFF_PATH}/reports`,
  audit: `${STAFF_PATH}/audit`,
  /** The audit log's entries about one person, by the pseudonym it names them by. */
  personAudit: (pseudonym: string) => `${STAFF_PATH}/audit?targetType=person&targetId=${encodeURIComponent(pseudonym)}`,
  accounts: `${STAFF_PATH}/accounts`,
  privacy: `${STAFF_PATH}/privacy`,
  newsletter: `${STAFF_PATH}/newsletter`,
  releases: `${STAFF_PATH}/releases`,
  siteHealth: `${STAFF_PATH}/site-health`,
} as const;

/** Where sign-in may lead back to: a page of the console. */
export function safeNext(next: string | null): string | undefined {
  // `/staff/…` only: never another site (`//evil.example`), never the sign-in page itself.
  if (!next?.startsWith(`${STAFF_PATH}/`) || next.startsWith(staffPaths.signIn)) return undefined;
  return next;
}

/** The sign-in page that leads back to `next`; `ended` says a session just ended. */
export function signInPath(next?: string, ended = false): string {
  const params = new URLSearchParams();
  if (next && safeNext(next)) params.set('next', next);
  if (ended) params.set('ended', '1');
  const query = params.toString();
  return query ? `${staffPaths.signIn}?${query}` : staffPaths.signIn;
}

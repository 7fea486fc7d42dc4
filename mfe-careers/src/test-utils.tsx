/** Careers' test data: jobs as the API answers them. The helpers every remote shares are shared-ui's. */
import type { JobDetail, JobListItem } from 'contracts';
import type { InterviewBooking } from 'contracts/interview-booking';

export function listItem(job: JobDetail): JobListItem {
  const { id, slug, title, department, location, type, description, posted_date } = job;
  return { id, slug, title, department, location, type, description, posted_date };
}

/** A job as GET /api/careers/{slug} answers it; fields overridable per test. */
export function makeJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 'REQ-1',
    slug: 'senior-cybersecurity-analyst',
    title: 'Senior Cybersecurity Analyst',
    department: 'Security',
    location: 'Chicago, IL',
    type: 'Full-time',
    description: 'Lead threat detection and incident response for government clients.',
    posted_date: '2026-11-10',
    closing_date: '2027-01-31',
    responsibilities: ['Investigate alerts'],
    requirements: ['5+ years in security operations'],
    benefits: ['Training budget'],
    pay: { min: 135_000, max: 165_000, currency: 'USD', period: 'year' },
    accepting_applications: true,
    ...overrides,
  };
}

/** The open jobs of the tests: two departments, three locations. */
export const JOBS: JobListItem[] = [
  listItem(makeJob()),
  listItem(
    makeJob({
      id: 'REQ-2',
      slug: 'penetration-tester',
      title: 'Penetration Tester',
      location: 'Doha, Qatar',
      description: 'Plan and run authorised attacks against web applications.',
      posted_date: '2026-10-28',
    }),
  ),
  listItem(
    makeJob({
      id: 'REQ-3',
      slug: 'machine-learning-engineer',
      title: 'Machine Learning Engineer',
      department: 'Engineering',
      location: 'Abu Dhabi, UAE',
      description: 'Build language models for Arabic and English public services.',
      posted_date: '2026-11-01',
    }),
  ),
];

/** The parameters a route pattern (`/careers/:slug`) reads from a path, as the router gives them to a page's prefetch. */
export function routeParams(pattern: string, pathname: string) {
  return Object.fromEntries(
    pattern
      .split('/')
      .map((part, index) => [part, pathname.split('/')[index]] as const)
      .filter(([part]) => part.startsWith(':'))
      .map(([part, value]) => [part.slice(1), value]),
  );
}

/** A candidate's interview link as the recruiter's mail holds it (base64url, long enough to be ours). */
export const INTERVIEW_TOKEN = 'aW50ZXJ2aWV3LWxpbmstZm9yLXRlc3Rz_c2lnbmVk';

/** The proposal GET /api/interviews/{token} answers: two times on one day, one the next; fields overridable per test. */
export function makeInterview(overrides: Partial<InterviewBooking> = {}): InterviewBooking {
  return {
    state: 'open',
    locale: 'en',
    candidateName: 'Layla Haddad',
    jobTitle: 'Senior Cybersecurity Analyst',
    interviewers: ['Omar Farouk', 'Dana Reyes'],
    slots: [
      { id: 'slot-1', start: '2026-12-01T09:00:00Z', end: '2026-12-01T10:00:00Z' },
      { id: 'slot-2', start: '2026-12-01T13:30:00Z', end: '2026-12-01T14:15:00Z' },
      { id: 'slot-3', start: '2026-12-02T08:00:00Z', end: '2026-12-02T09:00:00Z' },
    ],
    expiresAt: '2026-11-30T18:00:00Z',
    ...overrides,
  };
}

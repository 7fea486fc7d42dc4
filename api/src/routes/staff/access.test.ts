/** Who may call which staff route: every route of the staff API, every role, and nobody signed in. */
import { STAFF_ROLES, type StaffArea, type StaffRole } from 'contracts/staff';
import type { HTTPMethods } from 'fastify';
import { ROLE_REFUSED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, type StaffAccess } from '../../plugins/staff-gate';
import { asStaff, FROM_THE_SITE, type StaffMember, signedInStaff } from '../../test-support/staff';
import { closeTestApps, createTestApp, type TestApp } from '../../test-support/test-app';

const ROUTES: [HTTPMethods, string, StaffAccess][] = [
  ['POST', '/api/staff/session', 'public'],
  ['GET', '/api/staff/session', 'signed-in'],
  ['DELETE', '/api/staff/session', 'signed-in'],
  ['POST', '/api/staff/password', 'signed-in'],
  ['GET', '/api/staff/accounts', 'accounts'],
  ['POST', '/api/staff/accounts', 'accounts'],
  ['PATCH', '/api/staff/accounts/:id', 'accounts'],
  ['POST', '/api/staff/accounts/:id/password-reset', 'accounts'],
  ['POST', '/api/staff/enquiries/search', 'enquiries'],
  ['GET', '/api/staff/enquiries/:id', 'enquiries'],
  ['PUT', '/api/staff/enquiries/:id/status', 'enquiries'],
  ['POST', '/api/staff/enquiries/:id/notes', 'enquiries'],
  ['GET', '/api/staff/enquiries/owners', 'enquiries'],
  ['PUT', '/api/staff/enquiries/:id/owner', 'enquiries'],
  ['POST', '/api/staff/enquiries/:id/replies', 'enquiries'],
  ['POST', '/api/staff/applications/search', 'applications'],
  ['GET', '/api/staff/applications/:id', 'applications'],
  ['GET', '/api/staff/applications/:id/resume', 'applications'],
  ['GET', '/api/staff/applications/:id/scorecards', 'applications'],
  ['POST', '/api/staff/applications/:id/scorecards', 'applications'],
  ['PUT', '/api/staff/applications/:id/stage', 'applications'],
  ['POST', '/api/staff/applications/:id/notes', 'applications'],
  ['GET', '/api/staff/applications/:id/mails', 'applications'],
  ['POST', '/api/staff/applications/:id/mails', 'applications'],
  ['POST', '/api/staff/applications/:id/mails/draft', 'applications'],
  ['POST', '/api/staff/applications/:id/mails/:mailId/cancel', 'applications'],
  ['GET', '/api/staff/candidate-mail-templates', 'applications'],
  ['PUT', '/api/staff/candidate-mail-templates/:kind', 'candidateMailTemplates'],
  ['DELETE', '/api/staff/candidate-mail-templates/:kind', 'candidateMailTemplates'],
  ['GET', '/api/staff/applications/interviewers', 'applications'],
  ['GET', '/api/staff/applications/:id/interviews', 'applications'],
  ['POST', '/api/staff/applications/:id/interviews', 'applications'],
  ['POST', '/api/staff/applications/:id/interviews/:interviewId/reschedule', 'applications'],
  ['POST', '/api/staff/applications/:id/interviews/:interviewId/cancel', 'applications'],
  ['GET', '/api/staff/jobs', 'jobs'],
  ['POST', '/api/staff/jobs', 'jobs'],
  ['GET', '/api/staff/jobs/:id', 'jobs'],
  ['PUT', '/api/staff/jobs/:id', 'jobs'],
  ['POST', '/api/staff/jobs/:id/publish', 'jobs'],
  ['POST', '/api/staff/jobs/:id/close', 'jobs'],
  ['POST', '/api/staff/jobs/:id/reopen', 'jobs'],
  ['POST', '/api/staff/privacy/lookups', 'privacy'],
  ['POST', '/api/staff/privacy/erasures', 'privacy'],
  ['GET', '/api/staff/audit', 'audit'],
  ['GET', '/api/staff/reports/hiring', 'applications'],
  ['GET', '/api/staff/reports/hiring.csv', 'applications'],
  ['GET', '/api/staff/releases', 'releases'],
  ['GET', '/api/staff/releases/:remote/history', 'releases'],
  ['GET', '/api/staff/site-health', 'releases'],
  ['POST', '/api/staff/releases/:remote/versions', 'releases'],
  ['POST', '/api/staff/releases/:remote/gate', 'releases'],
  ['POST', '/api/staff/releases/:remote/canary', 'releases'],
  ['POST', '/api/staff/releases/:remote/promote', 'releases'],
  ['POST', '/api/staff/releases/:remote/abort', 'releases'],
  ['POST', '/api/staff/releases/:remote/rollback', 'releases'],
  ['POST', '/api/staff/releases/preview', 'releases'],
  ['GET', '/api/staff/stories', 'stories'],
  ['POST', '/api/staff/stories', 'stories'],
  ['GET', '/api/staff/stories/:id', 'stories'],
  ['PUT', '/api/staff/stories/:id', 'stories'],
  ['POST', '/api/staff/stories/:id/state', 'stories'],
  ['POST', '/api/staff/stories/photos', 'stories'],
  ['GET', '/api/staff/newsletter/subscriptions', 'newsletter'],
  ['GET', '/api/staff/newsletter/subscriptions.csv', 'newsletter'],
];

/** The roles that may use each area (contracts' STAFF_AREAS, written out here so a change to it shows in this test). */
const ALLOWED: Record<StaffArea, StaffRole[]> = {
  enquiries: ['admin', 'sales'],
  applications: ['admin', 'recruiter'],
  jobs: ['admin', 'recruiter'],
  privacy: ['admin'],
  audit: ['admin'],
  accounts: ['admin'],
  releases: ['admin', 'releaser'],
  newsletter: ['admin', 'marketing'],
  stories: ['admin', 'marketing'],
  candidateMailTemplates: ['admin'],
};

const SIGNED_IN_ROUTES = ROUTES.filter(([, , access]) => access !== 'public');
const AREA_ROUTES = ROUTES.filter((route): route is [HTTPMethods, string, StaffArea] => route[2] in ALLOWED);
const hasBody = (method: HTTPMethods) => method !== 'GET' && method !== 'DELETE';
const urlOf = (url: string) =>
  url
    .replace(':id', 'some-id')
    .replace(':interviewId', 'some-interview')
    .replace(':remote', 'mfe_careers')
    .replace(':mailId', 'some-mail')
    .replace(':kind', 'rejection');

let testApp: TestApp;
let staff: Record<StaffRole, StaffMember>;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = Object.fromEntries(
    await Promise.all(STAFF_ROLES.map(async (role) => [role, await signedInStaff(testApp.app, testApp.store, role)] as const)),
  ) as Record<StaffRole, StaffMember>;
});
afterAll(closeTestApps);

it('lists every staff route the API has, with the access it declares', () => {
  const declared = testApp.app.staffRoutes.map(({ method, url, access }) => [method, url, access]);
  expect(new Set(declared.map((route) => JSON.stringify(route)))).toEqual(new Set(ROUTES.map((route) => JSON.stringify(route))));
});

it.each(SIGNED_IN_ROUTES)('%s %s answers 401 without a session, never cached', async (method, url) => {
  const response = await testApp.app.inject({
    method,
    url: urlOf(url),
    headers: FROM_THE_SITE,
    ...(hasBody(method) ? { payload: {} } : {}),
  });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE });
  expect(response.headers['cache-control']).toBe('no-store');
});

it('asks for a session on a staff path with a method it does not take (405 only once signed in)', async () => {
  const signedOut = await testApp.app.inject({ method: 'PATCH', url: '/api/staff/session', headers: FROM_THE_SITE, payload: {} });
  expect(signedOut.statusCode).toBe(401);
  const signedIn = await testApp.app.inject(asStaff(staff.sales, { method: 'PATCH', url: '/api/staff/session', payload: {} }));
  expect(signedIn.statusCode).toBe(405);
});

const refusals = AREA_ROUTES.flatMap(([method, url, area]) =>
  STAFF_ROLES.filter((role) => !ALLOWED[area].includes(role)).map((role) => [method, url, role] as const),
);
it.each(refusals)('%s %s answers 403 to a %s, never cached', async (method, url, role) => {
  const response = await testApp.app.inject(
    asStaff(staff[role], { method, url: urlOf(url), ...(hasBody(method) ? { payload: {} } : {}) }),
  );
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: ROLE_REFUSED_MESSAGE });
  expect(response.headers['cache-control']).toBe('no-store');
});

const admissions = AREA_ROUTES.flatMap(([method, url, area]) => ALLOWED[area].map((role) => [method, url, role] as const));
it.each(admissions)('%s %s lets a %s through (what it answers then is its own tests’ business)', async (method, url, role) => {
  const response = await testApp.app.inject(
    asStaff(staff[role], { method, url: urlOf(url), ...(hasBody(method) ? { payload: {} } : {}) }),
  );
  expect([401, 403]).not.toContain(response.statusCode);
  expect(response.headers['cache-control']).toBe('no-store');
});

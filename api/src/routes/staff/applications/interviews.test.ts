import { applicationFieldsSchema } from 'contracts';
import { interviewerListSchema, interviewListSchema, interviewSchema, personDataSchema } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { validApplication } from '../../../test-support/submissions';
import { closeTestApps, createTestApp, TEST_NOW, TEST_SITE_ORIGIN } from '../../../test-support/test-app';

afterEach(closeTestApps);

const HOUR_MS = 60 * 60 * 1000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR_MS).toISOString();

async function setup(locale: 'en' | 'ar' = 'en') {
  const testApp = await createTestApp();
  const { app, store } = testApp;
  const recruiter = await signedInStaff(app, store, 'recruiter', { name: 'Nour', email: 'nour@company.example' });
  const sam = await signedInStaff(app, store, 'sales', { name: 'Sam Lee', email: 'sam@company.example' });
  const apply = () =>
    store.applications.create(
      {
        ...applicationFieldsSchema.parse({ ...validApplication(), locale }),
        jobSlug: 'senior-cybersecurity-analyst',
        jobTitle: 'Analyst',
      },
      undefined,
      () => [],
    );
  const application = await apply();
  const call = (options: InjectOptions) => app.inject(asStaff(recruiter, options));
  const base = (id = application.id) => `/api/staff/applications/${id}/interviews`;
  const propose = (payload: object, id = application.id) => call({ method: 'POST', url: base(id), payload });
  return { ...testApp, recruiter, sam, application, apply, call, base, propose };
}

describe('/api/staff/applications/:id/interviews', () => {
  it('offers every enabled staff account as an interviewer, by name', async () => {
    const { call, store, sam } = await setup();
    await store.staffAccounts.update(sam.account.id, { disabled: true }, new Date());
    const answer = interviewerListSchema.parse(
      (await call({ method: 'GET', url: '/api/staff/applications/interviewers' })).json(),
    );
    expect(answer.items.map(({ name }) => name)).toEqual(['Nour']);
  });

  it('proposes times for an interviewer, lists them with the candidate link, and audits it', async () => {
    const { propose, call, base, sam, store } = await setup('ar');
    const answer = await propose({ interviewerIds: [sam.account.id], durationMinutes: 45, slots: [at(24), at(48)] });
    expect(answer.statusCode).toBe(201);
    const interview = interviewSchema.parse(answer.json());
    expect(interview).toMatchObject({ state: 'open', sequence: 0, durationMinutes: 45, interviewers: [{ name: 'Sam Lee' }] });
    expect(interview.slots.map(({ start, end }) => [start, end])).toEqual([
      [at(24), at(24.75)],
      [at(48), at(48.75)],
    ]);
    expect(interview.link).toMatch(new RegExp(`^${TEST_SITE_ORIGIN}/ar/careers/interview/[A-Za-z0-9_.-]+$`));
    const list = interviewListSchema.parse((await call({ method: 'GET', url: base() })).json());
    expect(list.items.map(({ id }) => id)).toEqual([interview.id]);
    const audit = await store.auditLog.list({ action: 'application.interview-proposed' }, { page: 1, pageSize: 5 });
    expect(audit.items[0]?.details).toMatchObject({ interviewId: interview.id });
  });

  it('refuses times in the past, off the quarter hour, and interviewers who are not staff', async () => {
    const { propose, sam } = await setup();
    const past = await propose({ interviewerIds: [sam.account.id], durationMinutes: 30, slots: [at(-1), at(2)] });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ 'slots.0': 'Choose a time in the future' });
    const offGrid = await propose({ interviewerIds: [sam.account.id], durationMinutes: 30, slots: ['2026-11-25T10:05:00Z'] });
    expect(offGrid.json().errors['slots.0']).toMatch(/quarter hour/);
    const stranger = await propose({ interviewerIds: ['nobody'], durationMinutes: 30, slots: [at(2)] });
    expect(stranger.json().errors).toEqual({ interviewerIds: 'Choose interviewers among the enabled staff accounts' });
  });

  it('refuses a time at which an interviewer is already booked, naming the slot and the interviewer', async () => {
    const { propose, sam, apply, store, clock } = await setup();
    const first = interviewSchema.parse(
      (await propose({ interviewerIds: [sam.account.id], durationMinutes: 60, slots: [at(24)] })).json(),
    );
    await store.interviews.book(first.id, first.slots[0]?.id ?? '', clock.now, () => []);
    const other = await apply();
    const answer = await propose({ interviewerIds: [sam.account.id], durationMinutes: 30, slots: [at(48), at(24.5)] }, other.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ 'slots.1': 'Sam Lee is already booked at Sunday, 22 November 2026, 12:30–13:00 UTC' });
  });

  it('reschedules a booked interview: open again, same UID, next SEQUENCE, its old time free', async () => {
    const { propose, call, base, sam, store, clock } = await setup();
    const first = interviewSchema.parse(
      (await propose({ interviewerIds: [sam.account.id], durationMinutes: 60, slots: [at(24)] })).json(),
    );
    await store.interviews.book(first.id, first.slots[0]?.id ?? '', clock.now, () => []);
    const answer = await call({ method: 'POST', url: `${base()}/${first.id}/reschedule`, payload: { slots: [at(24), at(30)] } });
    expect(answer.statusCode).toBe(200);
    const rescheduled = interviewSchema.parse(answer.json());
    expect(rescheduled).toMatchObject({ state: 'open', uid: first.uid, sequence: 1 });
    expect(rescheduled.booked).toBeUndefined();
    expect(rescheduled.link).not.toBe(first.link);
  });

  it('cancels a booked interview and mails METHOD:CANCEL to the candidate and the interviewer', async () => {
    const { propose, call, base, sam, store, clock } = await setup();
    const first = interviewSchema.parse(
      (await propose({ interviewerIds: [sam.account.id], durationMinutes: 60, slots: [at(24)] })).json(),
    );
    await store.interviews.book(first.id, first.slots[0]?.id ?? '', clock.now, () => []);
    const answer = await call({ method: 'POST', url: `${base()}/${first.id}/cancel` });
    expect(interviewSchema.parse(answer.json())).toMatchObject({ state: 'cancelled', sequence: 1 });
    const mails = await store.outbox.due(new Date(clock.now.getTime() + HOUR_MS), 10);
    expect(mails.map(({ mail }) => [mail.to, mail.calendar?.method])).toEqual([
      [expect.stringContaining('@'), 'CANCEL'],
      ['sam@company.example', 'CANCEL'],
    ]);
    expect((await call({ method: 'POST', url: `${base()}/${first.id}/cancel` })).statusCode).toBe(409);
  });

  it("answers 404 for another application's interview", async () => {
    const { propose, call, base, sam, apply } = await setup();
    const first = interviewSchema.parse(
      (await propose({ interviewerIds: [sam.account.id], durationMinutes: 60, slots: [at(24)] })).json(),
    );
    const other = await apply();
    expect((await call({ method: 'POST', url: `${base(other.id)}/${first.id}/cancel` })).statusCode).toBe(404);
  });

  it("puts the interviews in the person's data and erases them with the application", async () => {
    const { propose, sam, app, store, application, clock } = await setup();
    const admin = await signedInStaff(app, store, 'admin');
    const first = interviewSchema.parse(
      (await propose({ interviewerIds: [sam.account.id], durationMinutes: 60, slots: [at(24)] })).json(),
    );
    await store.interviews.book(first.id, first.slots[0]?.id ?? '', clock.now, () => []);
    const asAdmin = (options: InjectOptions) => app.inject(asStaff(admin, options));
    const held = personDataSchema.parse(
      (await asAdmin({ method: 'POST', url: '/api/staff/privacy/lookups', payload: { email: application.email } })).json(),
    );
    expect(held.applications[0]?.interviews.map(({ id }) => id)).toEqual([first.id]);
    await asAdmin({ method: 'POST', url: '/api/staff/privacy/erasures', payload: { email: application.email } });
    expect(await store.interviews.findById(first.id)).toBeUndefined();
    await expect(store.interviews.clashes([sam.account.id], first.slots)).resolves.toEqual([]);
  });
});

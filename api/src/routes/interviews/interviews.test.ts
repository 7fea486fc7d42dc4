import { applicationFieldsSchema } from 'contracts';
import { interviewBookingSchema } from 'contracts/interview-booking';
import { interviewSchema } from 'contracts/staff';
import { asStaff, signedInStaff } from '../../test-support/staff';
import { validApplication } from '../../test-support/submissions';
import { closeTestApps, createTestApp, TEST_NOW } from '../../test-support/test-app';

afterEach(closeTestApps);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR_MS).toISOString();

async function setup() {
  const testApp = await createTestApp();
  const { app, store } = testApp;
  const recruiter = await signedInStaff(app, store, 'recruiter', { name: 'Nour', email: 'nour@company.example' });
  const sam = await signedInStaff(app, store, 'sales', { name: 'Sam Lee', email: 'sam@company.example' });
  const application = await store.applications.create(
    {
      ...applicationFieldsSchema.parse({ ...validApplication(), locale: 'ar' }),
      jobSlug: 'senior-cybersecurity-analyst',
      jobTitle: 'Analyst',
    },
    undefined,
    () => [],
  );
  const answer = await app.inject(
    asStaff(recruiter, {
      method: 'POST',
      url: `/api/staff/applications/${application.id}/interviews`,
      payload: { interviewerIds: [sam.account.id], durationMinutes: 60, slots: [at(24), at(48)] },
    }),
  );
  const interview = interviewSchema.parse(answer.json());
  const url = `/api/interviews/${interview.link.split('/').at(-1)}`;
  const read = () => app.inject({ method: 'GET', url });
  const book = (slotId: string) => app.inject({ method: 'POST', url, payload: { slotId } });
  return { ...testApp, application, interview, url, read, book };
}

describe('/api/interviews/:token', () => {
  it('shows the candidate the times offered, in their language, and nothing else', async () => {
    const { read, interview, application } = await setup();
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(interviewBookingSchema.parse(answer.json())).toEqual({
      state: 'open',
      locale: 'ar',
      candidateName: application.fullName,
      jobTitle: 'Analyst',
      interviewers: ['Sam Lee'],
      slots: interview.slots,
      expiresAt: interview.linkExpiresAt,
    });
  });

  it('books a time, mails both sides the same event, and then shows it booked', async () => {
    const { book, read, interview, store, clock } = await setup();
    const answer = await book(interview.slots[1]?.id ?? '');
    expect(answer.statusCode).toBe(200);
    expect(interviewBookingSchema.parse(answer.json())).toMatchObject({ state: 'booked', booked: interview.slots[1], slots: [] });
    expect(interviewBookingSchema.parse((await read()).json()).state).toBe('booked');
    const mails = await store.outbox.due(new Date(clock.now.getTime() + HOUR_MS), 10);
    expect(mails.map(({ mail }) => mail.calendar?.method)).toEqual(['REQUEST', 'REQUEST']);
    const uids = mails.map(({ mail }) => /UID:(.+)/.exec(mail.calendar?.content ?? '')?.[1]?.trim());
    expect(new Set(uids)).toEqual(new Set([interview.uid]));
    expect((await book(interview.slots[0]?.id ?? '')).statusCode).toBe(409);
  });

  it('books once when two choices arrive at once', async () => {
    const { book, interview } = await setup();
    const answers = await Promise.all([book(interview.slots[0]?.id ?? ''), book(interview.slots[0]?.id ?? '')]);
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for a link that is not ours, 400 for a time not offered', async () => {
    const { app, url, book } = await setup();
    const forged = `${url.slice(0, -4)}AAAA`;
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: forged, payload: { slotId: 'x' } })).statusCode).toBe(404);
    const unknown = await book('nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ slotId: 'Choose one of the times offered' });
  });

  it('answers 410 once the link has expired or the interview is cancelled', async () => {
    const { book, read, interview, clock, store } = await setup();
    clock.now = new Date(TEST_NOW.getTime() + 15 * DAY_MS);
    expect(interviewBookingSchema.parse((await read()).json()).state).toBe('expired');
    expect((await book(interview.slots[0]?.id ?? '')).statusCode).toBe(410);
    clock.now = TEST_NOW;
    await store.interviews.cancel(interview.id, TEST_NOW, () => []);
    expect((await book(interview.slots[0]?.id ?? '')).statusCode).toBe(410);
  });
});

import { applicationFieldsSchema } from 'contracts';
import { auditPageSchema, personDataSchema, scorecardViewSchema } from 'contracts/staff';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { validApplication } from '../../../test-support/submissions';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';
import { NO_SCORECARD_MESSAGE, SCORECARD_TAKEN_MESSAGE } from './scorecards';

afterEach(closeTestApps);

const JOB_SLUG = 'senior-cybersecurity-analyst';
const ATTRIBUTES = ['Incident response', 'Communication'];
type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const CARD = { ratings: { 'Incident response': 4, Communication: 3 }, recommendation: 'yes', notes: 'Calm under pressure.' };

async function setup({ required = 2, attributes = ATTRIBUTES } = {}) {
  const testApp = await createTestApp();
  const { app, store, clock } = testApp;
  const job = await store.jobs.findBySlug(JOB_SLUG);
  await store.jobs.update(job!.id, {}, { scorecardAttributes: attributes, scorecardsRequired: required });
  const application = await store.applications.create(
    { ...applicationFieldsSchema.parse(validApplication()), jobSlug: JOB_SLUG, jobTitle: 'Senior Cybersecurity Analyst' },
    undefined,
    () => [],
  );
  await store.applications.moveStage(application.id, 'applied', 'interview', clock.now);
  const interviewer = async (role: 'recruiter' | 'admin' | 'sales', name: string) => {
    const member = await signedInStaff(app, store, role, { name, email: `${name.toLowerCase()}@company.example` });
    const call: Caller = (options) => app.inject(asStaff(member, options));
    return call;
  };
  const url = `/api/staff/applications/${application.id}/scorecards`;
  const submit = (as: Caller, payload: object = CARD) => as({ method: 'POST', url, payload });
  const read = async (as: Caller) => scorecardViewSchema.parse((await as({ method: 'GET', url })).json());
  const move = (as: Caller, payload: object) =>
    as({ method: 'PUT', url: `/api/staff/applications/${application.id}/stage`, payload });
  return { ...testApp, application, interviewer, submit, read, move };
}

describe('/api/staff/applications/:id/scorecards', () => {
  it("keeps each interviewer from the others' scorecards until they have submitted their own", async () => {
    const { interviewer, submit, read } = await setup();
    const huda = await interviewer('recruiter', 'Huda');
    const omar = await interviewer('admin', 'Omar');

    expect(await read(huda)).toEqual({ attributes: ATTRIBUTES, required: 2, submittedBy: [], scorecards: null });
    expect((await submit(huda)).statusCode).toBe(201);
    const seenByOmar = await read(omar);
    expect(seenByOmar.submittedBy.map((entry) => entry.name)).toEqual(['Huda']);
    expect(seenByOmar.scorecards).toBeNull();

    const answer = await submit(omar, { ...CARD, recommendation: 'strong-no', notes: 'Vague on detection.' });
    expect(answer.statusCode).toBe(201);
    const after = scorecardViewSchema.parse(answer.json());
    expect(after.scorecards?.map((card) => [card.author.name, card.recommendation])).toEqual([
      ['Huda', 'yes'],
      ['Omar', 'strong-no'],
    ]);
  });

  it('takes one scorecard per interviewer, a rating for every attribute and nothing else', async () => {
    const { interviewer, submit } = await setup();
    const huda = await interviewer('recruiter', 'Huda');
    const missing = await submit(huda, { ...CARD, ratings: { 'Incident response': 4 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'ratings.Communication': 'Rate Communication' });
    const extra = await submit(huda, { ...CARD, ratings: { ...CARD.ratings, Typing: 2 } });
    expect(extra.json().errors).toEqual({ 'ratings.Typing': 'Typing is not an attribute of this job' });
    expect((await submit(huda, { ...CARD, ratings: { ...CARD.ratings, Communication: 5 } })).statusCode).toBe(400);

    expect((await submit(huda)).statusCode).toBe(201);
    const again = await submit(huda);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SCORECARD_TAKEN_MESSAGE);
  });

  it('refuses a scorecard for a job without attributes, and anyone outside hiring', async () => {
    const { interviewer, submit } = await setup({ required: 0, attributes: [] });
    const answer = await submit(await interviewer('recruiter', 'Huda'));
    expect([answer.statusCode, answer.json().message]).toEqual([409, NO_SCORECARD_MESSAGE]);
    expect((await submit(await interviewer('sales', 'Sami'))).statusCode).toBe(403);
  });

  it('asks to confirm an offer made before the required scorecards are in', async () => {
    const { interviewer, submit, move, store, application } = await setup();
    const huda = await interviewer('recruiter', 'Huda');
    await submit(huda);

    const warned = await move(huda, { stage: 'offer' });
    expect(warned.statusCode).toBe(409);
    expect(warned.json().errors).toEqual({ confirmMissingScorecards: '1 of 2 required scorecards are in. Move anyway?' });
    expect((await store.applications.findTracked(application.id))?.stage).toBe('interview');

    expect((await move(huda, { stage: 'offer', confirmMissingScorecards: true })).statusCode).toBe(200);
    expect((await move(huda, { stage: 'hired' })).statusCode).toBe(200);
    const admin = await interviewer('admin', 'Omar');
    const audit = auditPageSchema.parse((await admin({ method: 'GET', url: '/api/staff/audit' })).json());
    expect(audit.items.map((entry) => entry.action)).toContain('application.scorecard-submitted');
  });

  it("keeps a job's scorecard off the public site", async () => {
    const { app } = await setup();
    const job = await app.inject({ method: 'GET', url: `/api/careers/${JOB_SLUG}` });
    expect(job.statusCode).toBe(200);
    expect(job.body).not.toMatch(/scorecard/i);
    expect((await app.inject({ method: 'GET', url: '/api/careers' })).body).not.toMatch(/scorecard/i);
  });

  it('lets the move through once every required scorecard is in', async () => {
    const { interviewer, submit, move } = await setup({ required: 1 });
    const huda = await interviewer('recruiter', 'Huda');
    await submit(huda);
    expect((await move(huda, { stage: 'offer' })).statusCode).toBe(200);
  });

  it("is in the person's data, and erased with the application", async () => {
    const { interviewer, submit, read, application } = await setup();
    const admin = await interviewer('admin', 'Omar');
    await submit(admin);
    const lookup = await admin({ method: 'POST', url: '/api/staff/privacy/lookups', payload: { email: application.email } });
    const held = personDataSchema.parse(lookup.json());
    expect(held.applications[0]?.scorecards.map((card) => card.notes)).toEqual([CARD.notes]);

    await admin({ method: 'POST', url: '/api/staff/privacy/erasures', payload: { email: application.email } });
    expect((await admin({ method: 'GET', url: `/api/staff/applications/${application.id}/scorecards` })).statusCode).toBe(404);
    await expect(read(admin)).rejects.toThrow();
  });
});

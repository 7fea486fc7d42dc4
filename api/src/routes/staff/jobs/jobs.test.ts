import { jobDetailSchema, jobListSchema } from 'contracts';
import { type JobInput, staffJobPageSchema, staffJobSchema } from 'contracts/staff';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { asStaff, signedInStaff, signIn } from '../../../test-support/staff';
import { validApplication } from '../../../test-support/submissions';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';
import { CLOSING_DATE_PASSED_MESSAGE, JOB_NOT_FOUND_MESSAGE, SLUG_FIXED_MESSAGE, SLUG_TAKEN_MESSAGE } from './index';

afterEach(closeTestApps);

const MINUTE_MS = 60_000;

const jobInput = (overrides: Partial<JobInput> = {}): JobInput => ({
  title: 'Threat Intelligence Analyst',
  department: 'Security',
  location: 'Doha, Qatar',
  type: 'Full-time',
  description: 'Track the actors who target public-sector clients in the Gulf and turn it into detections.',
  closing_date: '2027-03-31',
  responsibilities: ['Write intelligence reports for clients', 'Turn findings into detection rules'],
  requirements: ['3+ years in threat intelligence'],
  benefits: ['Housing allowance'],
  ...overrides,
});

async function setup() {
  const testApp = await createTestApp();
  const { app, store } = testApp;
  const recruiter = await signedInStaff(app, store, 'recruiter');
  const send = (options: InjectOptions) => app.inject(asStaff(recruiter, options));
  const createDraft = async (overrides: Partial<JobInput> = {}) => {
    const response = await send({ method: 'POST', url: '/api/staff/jobs', payload: jobInput(overrides) });
    if (response.statusCode !== 201) throw new Error(`draft not created: ${response.body}`);
    return staffJobSchema.parse(response.json());
  };
  const act = (id: string, action: 'publish' | 'close' | 'reopen') =>
    send({ method: 'POST', url: `/api/staff/jobs/${id}/${action}` });
  return { ...testApp, recruiter, send, createDraft, act };
}

/** What visitors see of a job: in the list, its page, whether they may apply. */
async function publicView(app: FastifyInstance, slug: string) {
  const list = jobListSchema.parse((await app.inject({ method: 'GET', url: '/api/careers' })).json());
  const page = await app.inject({ method: 'GET', url: `/api/careers/${slug}` });
  const apply = await app.inject({ method: 'POST', url: `/api/apply/${slug}`, payload: validApplication() });
  return {
    listed: list.some((job) => job.slug === slug),
    page: page.statusCode,
    accepting: page.statusCode === 200 ? jobDetailSchema.parse(page.json()).accepting_applications : undefined,
    apply: apply.statusCode,
  };
}

describe('a job from draft to closed, as visitors see it', () => {
  it('a draft is nowhere on the public site: not listed, its page and its application form unknown', async () => {
    const { app, createDraft } = await setup();
    const draft = await createDraft();
    expect(draft).toMatchObject({
      status: 'draft',
      slug: 'threat-intelligence-analyst',
      id: expect.stringMatching(/^REQ-2026-[0-9A-F]{6}$/),
    });
    expect(draft).not.toHaveProperty('publishedAt');
    expect(await publicView(app, draft.slug)).toEqual({ listed: false, page: 404, accepting: undefined, apply: 404 });
  });

  it('publishing lists it, opens its page and applications, dates it that day and changes the list ETag', async () => {
    const { app, createDraft, act, clock } = await setup();
    const draft = await createDraft();
    const before = await app.inject({ method: 'GET', url: '/api/careers' });
    clock.now = new Date(clock.now.getTime() + MINUTE_MS);
    const published = staffJobSchema.parse((await act(draft.id, 'publish')).json());
    expect(published).toMatchObject({
      status: 'published',
      posted_date: clock.now.toISOString().slice(0, 10),
      publishedAt: clock.now.toISOString(),
      updated: clock.now.toISOString(),
    });
    expect(await publicView(app, draft.slug)).toEqual({ listed: true, page: 200, accepting: true, apply: 201 });
    const after = await app.inject({
      method: 'GET',
      url: '/api/careers',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(jobListSchema.parse(after.json()).find((job) => job.slug === draft.slug)?.updated).toBe(clock.now.toISOString());
  });

  it('closing leaves the list, keeps its page saying it is closed, and refuses applications with 410; reopening undoes it', async () => {
    const { app, createDraft, act, clock } = await setup();
    const draft = await createDraft();
    await act(draft.id, 'publish');
    clock.now = new Date(clock.now.getTime() + MINUTE_MS);
    const closed = staffJobSchema.parse((await act(draft.id, 'close')).json());
    expect(closed).toMatchObject({ status: 'closed', updated: clock.now.toISOString() });
    expect(await publicView(app, draft.slug)).toEqual({ listed: false, page: 200, accepting: false, apply: 410 });

    const reopened = staffJobSchema.parse((await act(draft.id, 'reopen')).json());
    expect(reopened).toMatchObject({ status: 'published', publishedAt: closed.publishedAt, posted_date: closed.posted_date });
    expect(await publicView(app, draft.slug)).toEqual({ listed: true, page: 200, accepting: true, apply: 201 });
  });

  it('the audit log has each step, by whom', async () => {
    const { createDraft, act, store, recruiter } = await setup();
    const draft = await createDraft();
    await act(draft.id, 'publish');
    await act(draft.id, 'close');
    await act(draft.id, 'reopen');
    const entries = (await store.auditLog.list({ targetId: draft.id }, { page: 1, pageSize: 10 })).items;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['job.closed', 'job.created', 'job.published', 'job.reopened']);
    expect(entries.every((entry) => entry.actor.type === 'staff' && entry.actor.id === recruiter.account.id)).toBe(true);
  });

  it.each([
    ['publish', 'published'],
    ['close', 'draft'],
    ['reopen', 'draft'],
  ] as const)('refuses to %s a job that is %s with 409', async (action, status) => {
    const { createDraft, act, store } = await setup();
    const draft = await createDraft();
    if (status === 'published') await act(draft.id, 'publish');
    const response = await act(draft.id, action);
    expect(response.statusCode).toBe(409);
    expect((await store.jobs.findById(draft.id))?.status).toBe(status);
  });

  it('lets one of two simultaneous publications through', async () => {
    const { createDraft, act } = await setup();
    const draft = await createDraft();
    const responses = await Promise.all([act(draft.id, 'publish'), act(draft.id, 'publish')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('will not publish or reopen a job whose closing date has passed', async () => {
    const { app, createDraft, act, clock, recruiter } = await setup();
    const today = clock.now.toISOString().slice(0, 10);
    const closing = await createDraft({ closing_date: today });
    const late = await createDraft({ title: 'Late Draft Job', closing_date: today });
    await act(closing.id, 'publish');
    await act(closing.id, 'close');
    clock.now = new Date(`${today}T23:59:59.999Z`);
    clock.now = new Date(clock.now.getTime() + 1);
    // A new day, and a new session (the first has outlived its idle timeout).
    const again = { cookie: await signIn(app, recruiter.account.email) };
    const send = (options: InjectOptions) => app.inject(asStaff(again, options));
    for (const [id, action] of [
      [closing.id, 'reopen'],
      [late.id, 'publish'],
    ] as const) {
      const refused = await send({ method: 'POST', url: `/api/staff/jobs/${id}/${action}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: CLOSING_DATE_PASSED_MESSAGE,
        errors: { closing_date: CLOSING_DATE_PASSED_MESSAGE },
      });
    }
    await send({ method: 'PUT', url: `/api/staff/jobs/${closing.id}`, payload: jobInput({ closing_date: '2027-02-28' }) });
    expect((await send({ method: 'POST', url: `/api/staff/jobs/${closing.id}/reopen` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown job', async () => {
    const { act, send } = await setup();
    expect((await act('REQ-NONE', 'publish')).statusCode).toBe(404);
    const response = await send({ method: 'GET', url: '/api/staff/jobs/REQ-NONE' });
    expect(response.json()).toEqual({ message: JOB_NOT_FOUND_MESSAGE });
  });
});

describe('editing a job', () => {
  it('replaces its content, removes a pay range or closing date left out, and lists what changed in the audit log', async () => {
    const { createDraft, send, store } = await setup();
    const draft = await createDraft({ pay: { min: 90_000, max: 120_000, currency: 'USD', period: 'year' } });
    const response = await send({
      method: 'PUT',
      url: `/api/staff/jobs/${draft.id}`,
      payload: jobInput({ title: 'Senior Threat Intelligence Analyst', slug: draft.slug, closing_date: '' }),
    });
    expect(response.statusCode).toBe(200);
    const edited = staffJobSchema.parse(response.json());
    expect(edited).toMatchObject({ title: 'Senior Threat Intelligence Analyst', slug: draft.slug });
    expect(edited).not.toHaveProperty('pay');
    expect(edited).not.toHaveProperty('closing_date');
    const [entry] = (await store.auditLog.list({ action: 'job.edited' }, { page: 1, pageSize: 5 })).items;
    expect(entry?.details).toEqual({ changed: 'title, closing_date, pay' });
  });

  it('changes the slug of a draft, and never of a job once published, even after it closed', async () => {
    const { createDraft, act, send } = await setup();
    const draft = await createDraft();
    const renamed = await send({
      method: 'PUT',
      url: `/api/staff/jobs/${draft.id}`,
      payload: jobInput({ slug: 'threat-intel-analyst' }),
    });
    expect(renamed.json().slug).toBe('threat-intel-analyst');
    await act(draft.id, 'publish');
    await act(draft.id, 'close');
    const refused = await send({
      method: 'PUT',
      url: `/api/staff/jobs/${draft.id}`,
      payload: jobInput({ slug: 'another-address' }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SLUG_FIXED_MESSAGE, errors: { slug: SLUG_FIXED_MESSAGE } });
    // Leaving the slug out derives it from the title, which here is a change too.
    const derived = await send({ method: 'PUT', url: `/api/staff/jobs/${draft.id}`, payload: jobInput() });
    expect(derived.statusCode).toBe(409);
  });

  it('refuses a slug another job has, a seeded job included', async () => {
    const { createDraft, send } = await setup();
    const taken = await send({ method: 'POST', url: '/api/staff/jobs', payload: jobInput({ slug: 'penetration-tester' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ slug: SLUG_TAKEN_MESSAGE });
    const draft = await createDraft();
    const clash = await send({
      method: 'PUT',
      url: `/api/staff/jobs/${draft.id}`,
      payload: jobInput({ slug: 'devops-engineer' }),
    });
    expect(clash.statusCode).toBe(409);
  });

  it('lists jobs newest created first, of one status or all, page by page', async () => {
    const { createDraft, act, send, clock } = await setup();
    const first = await createDraft({ title: 'First Draft Job' });
    clock.now = new Date(clock.now.getTime() + MINUTE_MS);
    const second = await createDraft({ title: 'Second Draft Job' });
    await act(first.id, 'publish');
    const drafts = staffJobPageSchema.parse((await send({ method: 'GET', url: '/api/staff/jobs?status=draft' })).json());
    expect(drafts.items.map((job) => job.id)).toEqual([second.id]);
    const all = staffJobPageSchema.parse((await send({ method: 'GET', url: '/api/staff/jobs?pageSize=2' })).json());
    expect(all.items.map((job) => job.id)).toEqual([second.id, first.id]);
    expect(all.total).toBe(14);
    const bad = await send({ method: 'GET', url: '/api/staff/jobs?status=archived' });
    expect(bad.json().errors).toEqual({ status: 'Choose draft, published or closed' });
  });
});

describe('job validation', () => {
  it.each<[string, Partial<JobInput> | Record<string, unknown>, Record<string, string>]>([
    ['a short title', { title: 'QA' }, { title: 'Title must be at least 3 characters' }],
    ['no description', { description: undefined }, { description: 'Description must be at least 20 characters' }],
    ['a bad slug', { slug: 'Threat Intel!' }, { slug: 'Use lower-case letters, digits and single hyphens' }],
    [
      'a title without letters for a slug',
      { title: 'محلل استخبارات' },
      { slug: 'Give the job an address: its title has no letters a web address can use' },
    ],
    ['a bad closing date', { closing_date: '31/03/2027' }, { closing_date: 'Use a date such as 2027-01-31' }],
    ['no responsibilities', { responsibilities: [] }, { responsibilities: 'Add at least one line to Responsibilities' }],
    ['an empty requirement line', { requirements: ['Python', '  '] }, { 'requirements.1': 'Remove the empty line' }],
    [
      'a pay range upside down',
      { pay: { min: 120_000, max: 90_000, currency: 'USD', period: 'year' } },
      { 'pay.max': 'The highest pay must not be below the lowest' },
    ],
    [
      'a pay currency in words',
      { pay: { min: 1, max: 2, currency: 'dollars', period: 'year' } },
      { 'pay.currency': 'Use a currency code such as USD' },
    ],
    ['a Chicago job without pay', { location: 'Chicago, IL' }, { pay: 'A job in Illinois must state its pay range' }],
    ['an unknown field', { salary: 100 }, { salary: 'Unknown field' }],
  ])('answers 400 naming the field for %s', async (_case, overrides, errors) => {
    const { send } = await setup();
    const response = await send({ method: 'POST', url: '/api/staff/jobs', payload: { ...jobInput(), ...overrides } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('validates an edit the same way', async () => {
    const { createDraft, send } = await setup();
    const draft = await createDraft();
    const response = await send({ method: 'PUT', url: `/api/staff/jobs/${draft.id}`, payload: jobInput({ type: '' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ type: 'Employment type must be at least 2 characters' });
  });
});

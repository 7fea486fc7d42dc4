import { Readable } from 'node:stream';
import { type Application, applicationFieldsSchema } from 'contracts';
import { applicationPageSchema, trackedApplicationSchema } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { docxBytes, pdfBytes } from '../../../test-support/fixtures';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { validApplication } from '../../../test-support/submissions';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';
import { APPLICATION_NOT_FOUND_MESSAGE, PDF_CONTENT_SECURITY_POLICY, RESUME_NOT_FOUND_MESSAGE } from './index';

afterEach(closeTestApps);

const MINUTE_MS = 60_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function setup() {
  const testApp = await createTestApp();
  const { app, store, clock } = testApp;
  const recruiter = await signedInStaff(app, store, 'recruiter');
  const send = (options: InjectOptions) => app.inject(asStaff(recruiter, options));
  const addApplication = async (
    overrides: Partial<Application> & { jobSlug?: string } = {},
    resume?: { fileName: string; contentType: string; bytes: Buffer },
  ) => {
    const { jobSlug = 'senior-cybersecurity-analyst', ...fields } = overrides;
    const application = await store.applications.create(
      { ...applicationFieldsSchema.parse(validApplication(fields)), jobSlug, jobTitle: 'A job' },
      resume && { fileName: resume.fileName, contentType: resume.contentType, stream: Readable.from([resume.bytes]) },
      () => [],
    );
    clock.now = new Date(clock.now.getTime() + MINUTE_MS);
    return application;
  };
  /** The applications' search, its filters written as a query string for short (they travel in the body). */
  const search = (query: string) =>
    send({ method: 'POST', url: '/api/staff/applications/search', payload: Object.fromEntries(new URLSearchParams(query)) });
  return { ...testApp, recruiter, send, search, addApplication };
}

const listIds = (body: unknown) => applicationPageSchema.parse(body).items.map((item) => item.id);

describe('POST /api/staff/applications/search', () => {
  it("lists one job's applications newest first, by stage and by name, without notes or cover letters", async () => {
    const { search, addApplication, store, clock } = await setup();
    const omar = await addApplication();
    const sara = await addApplication({ fullName: 'Sara Nasser', email: 'sara@candidate.example' });
    const other = await addApplication({ jobSlug: 'penetration-tester' });
    await store.applications.moveStage(sara.id, 'applied', 'interview', clock.now);
    const ids = async (query: string) => listIds((await search(query)).json());

    expect(await ids('')).toEqual([other.id, sara.id, omar.id]);
    expect(await ids('job=senior-cybersecurity-analyst')).toEqual([sara.id, omar.id]);
    expect(await ids('job=senior-cybersecurity-analyst&stage=interview')).toEqual([sara.id]);
    expect(await ids('q=nasser')).toEqual([sara.id]);
    expect(await ids('sort=oldest&pageSize=2')).toEqual([omar.id, sara.id]);
    const response = await search('');
    expect(response.json().items[0]).not.toHaveProperty('coverLetter');
    expect(response.json().items[0]).not.toHaveProperty('notes');
    expect(response.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
  });

  it("writes one audit entry for a recruiter's list of candidates, not one per card", async () => {
    const { search, addApplication, store, recruiter } = await setup();
    for (let index = 0; index < 12; index += 1) await addApplication();
    await search('job=senior-cybersecurity-analyst&pageSize=100');
    const entries = (await store.auditLog.list({ action: 'application.listed' }, { page: 1, pageSize: 100 })).items;
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: recruiter.account.id }),
        target: { type: 'application', id: '*' },
        details: { job: 'senior-cybersecurity-analyst', sort: 'newest', page: 1, pageSize: 100, rows: 12, total: 12 },
      }),
    ]);
    expect((await store.auditLog.list({}, { page: 1, pageSize: 100 })).total).toBe(2);
  });

  it.each([
    ['job=Not%20A%20Slug', { job: 'Unknown job' }],
    ['stage=archived', { stage: 'Choose a stage of the pipeline' }],
    ['sort=name', { sort: 'Sort by newest or oldest' }],
    ['source=myspace', { source: 'Unknown source' }],
    ['pageSize=0', { pageSize: 'Page size must be at least 1' }],
    ['id=1', { id: 'Unknown field' }],
  ])('answers 400 naming the field for %s', async (query, errors) => {
    const { search } = await setup();
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });
});

describe('where applications came from', () => {
  it('finds applications by their channel, and gives the source in the list and in the application', async () => {
    const { send, search, addApplication } = await setup();
    const linkedIn = await addApplication({ utmSource: 'linkedin', utmCampaign: 'spring-hiring' });
    await addApplication({ email: 'sara@candidate.example' });
    const found = (await search('source=linkedin')).json();
    expect(found.items.map((item: { id: string; source: unknown }) => [item.id, item.source])).toEqual([
      [linkedIn.id, { channel: 'linkedin', utmSource: 'linkedin', utmCampaign: 'spring-hiring' }],
    ]);
    expect((await search('source=direct')).json().total).toBe(1);
    const shown = (await send({ method: 'GET', url: `/api/staff/applications/${linkedIn.id}` })).json();
    expect(shown.source).toEqual({ channel: 'linkedin', utmSource: 'linkedin', utmCampaign: 'spring-hiring' });
  });
});

describe('GET /api/staff/applications/:id', () => {
  it('gives the language the application came in, in the list and in the application', async () => {
    const { send, search, addApplication } = await setup();
    const arabic = await addApplication({ locale: 'ar' });
    await addApplication();
    expect((await search('')).json().items.map((item: { locale: string }) => item.locale)).toEqual(['en', 'ar']);
    expect((await send({ method: 'GET', url: `/api/staff/applications/${arabic.id}` })).json()).toMatchObject({ locale: 'ar' });
  });

  it('shows the application with its stage and notes and records who looked', async () => {
    const { send, addApplication, store } = await setup();
    const application = await addApplication();
    const response = await send({ method: 'GET', url: `/api/staff/applications/${application.id}` });
    expect(trackedApplicationSchema.parse(response.json())).toEqual({
      ...application,
      stage: 'applied',
      notes: [],
      updatedAt: application.receivedAt,
    });
    expect((await store.auditLog.list({ action: 'application.viewed' }, { page: 1, pageSize: 5 })).items).toEqual([
      expect.objectContaining({ target: { type: 'application', id: application.id } }),
    ]);
  });

  it('answers 404 for an unknown application', async () => {
    const { send } = await setup();
    const response = await send({ method: 'GET', url: `/api/staff/applications/${UNKNOWN_ID}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: APPLICATION_NOT_FOUND_MESSAGE });
  });
});

describe('GET /api/staff/applications/:id/resume', () => {
  it('streams a PDF inline, for the browser to show, framable by the staff console only', async () => {
    const { send, addApplication, store } = await setup();
    const bytes = pdfBytes();
    const application = await addApplication({}, { fileName: 'Omar Saleh CV.pdf', contentType: 'application/pdf', bytes });
    const response = await send({ method: 'GET', url: `/api/staff/applications/${application.id}/resume` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Omar Saleh CV.pdf"');
    expect(response.headers['content-security-policy']).toBe(PDF_CONTENT_SECURITY_POLICY);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await store.auditLog.list({ action: 'application.resume-opened' }, { page: 1, pageSize: 5 })).total).toBe(1);
  });

  it('sends a Word document as an attachment, its name kept in UTF-8, never framed', async () => {
    const { send, addApplication } = await setup();
    const bytes = docxBytes();
    const application = await addApplication({}, { fileName: 'سيرة ذاتية.docx', contentType: DOCX_TYPE, bytes });
    const response = await send({ method: 'GET', url: `/api/staff/applications/${application.id}/resume` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe(DOCX_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=resume.docx; filename*=UTF-8''${encodeURIComponent('سيرة ذاتية')}.docx`,
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers 404 when the candidate sent a link instead of a file', async () => {
    const { send, addApplication } = await setup();
    const application = await addApplication();
    const response = await send({ method: 'GET', url: `/api/staff/applications/${application.id}/resume` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: RESUME_NOT_FOUND_MESSAGE });
  });
});

describe('PUT /api/staff/applications/:id/stage', () => {
  it('moves an application to any other stage of the pipeline, forwards and back, each move in the audit log', async () => {
    const { send, addApplication, store } = await setup();
    const application = await addApplication();
    for (const stage of ['interview', 'screening', 'offer', 'hired', 'rejected'] as const) {
      const response = await send({ method: 'PUT', url: `/api/staff/applications/${application.id}/stage`, payload: { stage } });
      expect(response.statusCode).toBe(200);
      expect(trackedApplicationSchema.parse(response.json()).stage).toBe(stage);
    }
    const moves = (await store.auditLog.list({ action: 'application.stage-changed' }, { page: 1, pageSize: 10 })).items;
    expect(moves).toHaveLength(5);
    expect(moves.map((entry) => entry.details)).toContainEqual({ from: 'applied', to: 'interview' });
  });

  it('refuses a move to the stage it is at with 409', async () => {
    const { send, addApplication } = await setup();
    const application = await addApplication();
    const response = await send({
      method: 'PUT',
      url: `/api/staff/applications/${application.id}/stage`,
      payload: { stage: 'applied' },
    });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    [{ stage: 'shortlisted' }, { stage: 'Choose a stage of the pipeline' }],
    [{}, { stage: 'Choose a stage of the pipeline' }],
    [{ stage: 'offer', salary: 1 }, { salary: 'Unknown field' }],
  ])('answers 400 naming the field for %j', async (payload, errors) => {
    const { send, addApplication } = await setup();
    const application = await addApplication();
    const response = await send({ method: 'PUT', url: `/api/staff/applications/${application.id}/stage`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('answers 404 for an unknown application', async () => {
    const { send } = await setup();
    const response = await send({
      method: 'PUT',
      url: `/api/staff/applications/${UNKNOWN_ID}/stage`,
      payload: { stage: 'offer' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/staff/applications/:id/notes', () => {
  it('adds a note and records it in the audit log', async () => {
    const { send, addApplication, store, recruiter } = await setup();
    const application = await addApplication();
    const response = await send({
      method: 'POST',
      url: `/api/staff/applications/${application.id}/notes`,
      payload: { text: 'Strong on DFIR.' },
    });
    expect(response.statusCode).toBe(201);
    expect(trackedApplicationSchema.parse(response.json()).notes).toEqual([
      expect.objectContaining({ text: 'Strong on DFIR.', author: expect.objectContaining({ id: recruiter.account.id }) }),
    ]);
    expect((await store.auditLog.list({ action: 'application.noted' }, { page: 1, pageSize: 5 })).total).toBe(1);
  });

  it('answers 400 for an empty note and 404 for an unknown application', async () => {
    const { send, addApplication } = await setup();
    const application = await addApplication();
    const empty = await send({ method: 'POST', url: `/api/staff/applications/${application.id}/notes`, payload: { text: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ text: 'Please write a note' });
    const unknown = await send({ method: 'POST', url: `/api/staff/applications/${UNKNOWN_ID}/notes`, payload: { text: 'x' } });
    expect(unknown.statusCode).toBe(404);
  });
});

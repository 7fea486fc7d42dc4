import { applicationFieldsSchema } from 'contracts';
import {
  candidateMailDraftSchema,
  candidateMailSchema,
  candidateMailsSchema,
  personDataSchema,
  trackedApplicationSchema,
} from 'contracts/staff';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { InterviewPlaceholderSource } from '../../../mail/interview-placeholders';
import { startMailWorker } from '../../../mail/worker';
import type { OutgoingMail } from '../../../store/outbox-entry';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { validApplication } from '../../../test-support/submissions';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';
import { MAIL_ALREADY_SENT_MESSAGE, MAIL_BEING_SENT_MESSAGE } from './candidate-mail';

afterEach(closeTestApps);

const MINUTE_MS = 60_000;
/** Shorter than a staff session's idle timeout, so the recruiter is still signed in after it. */
const DELAY_MINUTES = 20;
type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

async function setup({
  locale = 'en',
  interviewPlaceholders,
}: {
  locale?: 'en' | 'ar';
  interviewPlaceholders?: InterviewPlaceholderSource;
} = {}) {
  const testApp = await createTestApp({
    rejectionMailDelayMs: DELAY_MINUTES * MINUTE_MS,
    ...(interviewPlaceholders ? { interviewPlaceholders } : {}),
  });
  const { app, store, clock } = testApp;
  const application = await store.applications.create(
    {
      ...applicationFieldsSchema.parse(validApplication({ locale })),
      jobSlug: 'senior-cybersecurity-analyst',
      jobTitle: 'Senior Cybersecurity Analyst',
    },
    undefined,
    () => [],
  );
  const member = async (role: 'recruiter' | 'admin' | 'sales' | 'releaser') => {
    const signed = await signedInStaff(app, store, role, { name: `Huda ${role}`, email: `huda.${role}@company.example` });
    const call: Caller = (options) => app.inject(asStaff(signed, options));
    return call;
  };
  const recruiter = await member('recruiter');
  const url = `/api/staff/applications/${application.id}`;
  const send = (payload: object, as = recruiter) => as({ method: 'POST', url: `${url}/mails`, payload });
  const draft = (kind: string, as = recruiter) => as({ method: 'POST', url: `${url}/mails/draft`, payload: { kind } });
  const cancel = (mailId: string, as = recruiter) => as({ method: 'POST', url: `${url}/mails/${mailId}/cancel` });
  const move = (payload: object, as = recruiter) => as({ method: 'PUT', url: `${url}/stage`, payload });
  const sentMails: OutgoingMail[] = [];
  const worker = startMailWorker({
    outbox: store.outbox,
    transport: { send: async (mail) => void sentMails.push(mail), close: async () => {} },
    logger: silent,
    intervalMs: 60 * MINUTE_MS,
    clock: () => clock.now,
  });
  const later = (minutes: number) => {
    clock.now = new Date(clock.now.getTime() + minutes * MINUTE_MS);
  };
  const audit = async () =>
    (await store.auditLog.list({ targetId: application.id }, { page: 1, pageSize: 50 })).items.map((entry) => ({
      action: entry.action,
      details: entry.details,
    }));
  return { ...testApp, application, member, recruiter, send, draft, cancel, move, worker, sentMails, later, audit };
}

describe('POST /api/staff/applications/:id/mails', () => {
  it('mails the candidate through the outbox, Reply-To the recruiter, kept on the application and audited without the text', async () => {
    const { send, store, application, worker, sentMails, audit } = await setup();
    const answer = await send({
      kind: 'blank',
      subject: 'Hello {{candidateName}}',
      text: 'Dear {{candidateName}},\n\nAbout {{jobTitle}}.',
    });
    expect(answer.statusCode).toBe(201);
    const sent = candidateMailSchema.parse(answer.json());
    expect(sent).toMatchObject({
      kind: 'blank',
      locale: 'en',
      subject: `Hello ${application.fullName}`,
      text: `Dear ${application.fullName},\n\nAbout Senior Cybersecurity Analyst.`,
      author: { email: 'huda.recruiter@company.example' },
      delivery: { state: 'queued' },
    });
    await worker.runOnce();
    await worker.stop();
    expect(sentMails).toHaveLength(1);
    expect(sentMails[0]).toMatchObject({
      to: application.email,
      replyTo: 'huda.recruiter@company.example',
      subject: sent.subject,
    });
    expect(sentMails[0]?.text).toContain('About Senior Cybersecurity Analyst.');
    expect(sentMails[0]?.text).toContain('Huda recruiter');
    expect((await store.applications.findCandidateMails(application.id))?.[0]?.delivery.state).toBe('sent');
    const entries = await audit();
    expect(entries).toContainEqual({
      action: 'application.mailed',
      details: { mailId: sent.id, kind: 'blank', sendAt: sent.sendAt },
    });
    expect(JSON.stringify(entries)).not.toContain('About');
  });

  it('writes in the language of the application', async () => {
    const { draft, send, worker, sentMails } = await setup({ locale: 'ar' });
    const drafted = candidateMailDraftSchema.parse((await draft('acknowledgement')).json());
    expect(drafted.locale).toBe('ar');
    expect(drafted.subject).toBe('طلبكم لوظيفة Senior Cybersecurity Analyst');
    expect((await send({ kind: 'acknowledgement', subject: drafted.subject, text: drafted.text })).statusCode).toBe(201);
    await worker.runOnce();
    await worker.stop();
    expect(sentMails[0]?.html).toContain('dir="rtl"');
    expect(sentMails[0]?.text).toContain('مع خالص التحية والتقدير');
  });

  it("drafts from an admin's edit of the template rather than the default", async () => {
    const { draft, store, clock } = await setup();
    const wording = { subject: 'Edited {{jobTitle}}', body: 'Hello {{candidateName}}' };
    const updatedBy = { id: 'admin-1', email: 'admin@company.example', name: 'Admin' };
    await store.candidateMailTemplates.save({
      kind: 'rejection',
      en: wording,
      ar: wording,
      updatedAt: clock.now.toISOString(),
      updatedBy,
    });
    const drafted = candidateMailDraftSchema.parse((await draft('rejection')).json());
    expect(drafted).toMatchObject({ subject: 'Edited Senior Cybersecurity Analyst', text: expect.stringMatching(/^Hello /) });
  });

  it('refuses a template whose interview values are missing, and fills them once the interviews give them', async () => {
    const missing = await setup();
    const refused = await missing.draft('interview-invitation');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Propose interview times before sending this mail/);
    const typed = await missing.send({ kind: 'blank', subject: 'Times', text: 'Pick one: {{schedulingLink}}' });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().errors.text).toMatch(/Propose interview times/);
    expect(await missing.store.applications.findCandidateMails(missing.application.id)).toEqual([]);

    const given = await setup({
      interviewPlaceholders: async () => ({ interviewer: 'Sara Ali', schedulingLink: 'https://example.test/interviews/abc' }),
    });
    const drafted = candidateMailDraftSchema.parse((await given.draft('interview-invitation')).json());
    expect(drafted.text).toContain('with Sara Ali');
    expect(drafted.text).toContain('https://example.test/interviews/abc');
  });

  it('refuses an unknown or malformed placeholder with a field error naming it', async () => {
    const { send } = await setup();
    const unknown = await send({ kind: 'blank', subject: 'Hi', text: 'Dear {{firstName}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.text).toMatch(/Unknown placeholder \{\{firstName\}\}/);
    const malformed = await send({ kind: 'blank', subject: 'Hi {{candidateName}', text: 'Hello' });
    expect(malformed.json().errors.subject).toMatch(/Malformed placeholder/);
  });

  it('lets recruiters and admins write, refuses sales with 403', async () => {
    const { member, send, draft } = await setup();
    expect((await send({ kind: 'blank', subject: 'S', text: 'T' }, await member('admin'))).statusCode).toBe(201);
    const sales = await member('sales');
    expect((await send({ kind: 'blank', subject: 'S', text: 'T' }, sales)).statusCode).toBe(403);
    expect((await draft('rejection', sales)).statusCode).toBe(403);
  });
});

describe('a rejection waits its delay and can be cancelled', () => {
  it('holds the rejection, and a cancelled one is never sent', async () => {
    const { send, cancel, worker, sentMails, later, audit, recruiter, application } = await setup();
    const sent = candidateMailSchema.parse(
      (await send({ kind: 'rejection', subject: 'Sorry', text: 'Dear {{candidateName}}' })).json(),
    );
    expect(sent.delivery.state).toBe('scheduled');
    expect(new Date(sent.sendAt).getTime() - new Date(sent.at).getTime()).toBe(DELAY_MINUTES * MINUTE_MS);
    await worker.runOnce();
    expect(sentMails).toEqual([]);

    later(5);
    const cancelled = await cancel(sent.id);
    expect(cancelled.statusCode).toBe(200);
    expect(candidateMailSchema.parse(cancelled.json()).delivery.state).toBe('cancelled');
    later(DELAY_MINUTES);
    await worker.runOnce();
    await worker.stop();
    expect(sentMails).toEqual([]);
    const listed = candidateMailsSchema.parse(
      (await recruiter({ method: 'GET', url: `/api/staff/applications/${application.id}/mails` })).json(),
    );
    expect(listed.items.map((item) => item.delivery.state)).toEqual(['cancelled']);
    expect(await audit()).toContainEqual({ action: 'application.mail-cancelled', details: { mailId: sent.id } });
  });

  it('sends the rejection once its delay is over, and refuses to cancel it then', async () => {
    const { send, cancel, worker, sentMails, later, store, application, clock } = await setup();
    const sent = candidateMailSchema.parse(
      (await send({ kind: 'rejection', subject: 'Sorry', text: 'Dear {{candidateName}}' })).json(),
    );
    later(DELAY_MINUTES);
    await worker.runOnce();
    await worker.stop();
    expect(sentMails.map((mail) => mail.subject)).toEqual(['Sorry']);
    const refused = await cancel(sent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MAIL_ALREADY_SENT_MESSAGE);
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const now = clock.now.toISOString();
    await store.applications.addCandidateMail(
      application.id,
      { ...sent, id: 'held', at: now, sendAt: now },
      { to: 'x@y.example', subject: 'x', text: 'x', html: 'x' },
    );
    await store.outbox.claim(`${application.id}.1`, 'other-sender', clock.now, new Date(clock.now.getTime() + MINUTE_MS));
    expect((await cancel('held')).json().message).toBe(MAIL_BEING_SENT_MESSAGE);
  });
});

describe('PUT /api/staff/applications/:id/stage with sendMail', () => {
  it("sends the stage's template with the move, and a move without it sends nothing", async () => {
    const { move, store, application } = await setup();
    const moved = await move({ stage: 'screening', sendMail: true });
    expect(moved.statusCode).toBe(200);
    expect(trackedApplicationSchema.parse(moved.json()).stage).toBe('screening');
    const mails = (await store.applications.findCandidateMails(application.id)) ?? [];
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['acknowledgement', 'Your application for Senior Cybersecurity Analyst'],
    ]);
    expect((await move({ stage: 'rejected' })).statusCode).toBe(200);
    expect(await store.applications.findCandidateMails(application.id)).toHaveLength(1);
  });

  it('holds a rejection sent by the move for its delay', async () => {
    const { move, store, application } = await setup();
    expect((await move({ stage: 'rejected', sendMail: true })).statusCode).toBe(200);
    const [mail] = (await store.applications.findCandidateMails(application.id)) ?? [];
    expect(mail).toMatchObject({ kind: 'rejection', delivery: { state: 'scheduled' } });
  });

  it('refuses the move, leaving the stage, when its template misses an interview value', async () => {
    const { move, store, application } = await setup();
    const refused = await move({ stage: 'interview', sendMail: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.sendMail).toMatch(/^Propose interview times/);
    expect((await store.applications.findTracked(application.id))?.stage).toBe('applied');
    expect(await store.applications.findCandidateMails(application.id)).toEqual([]);
  });
});

describe('privacy', () => {
  it("lists the mails in the person's data, and erasure removes them", async () => {
    const { send, member, application, store } = await setup();
    await send({ kind: 'blank', subject: 'Hello', text: 'Kept for the export' });
    const admin = await member('admin');
    const lookup = await admin({ method: 'POST', url: '/api/staff/privacy/lookups', payload: { email: application.email } });
    const data = personDataSchema.parse(lookup.json());
    expect(data.applications[0]?.candidateMails.map((mail) => mail.text)).toEqual(['Kept for the export']);
    await admin({ method: 'POST', url: '/api/staff/privacy/erasures', payload: { email: application.email } });
    expect(await store.applications.findCandidateMails(application.id)).toBeUndefined();
  });
});

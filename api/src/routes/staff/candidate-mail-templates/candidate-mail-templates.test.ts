import { candidateMailTemplateSchema, candidateMailTemplatesSchema } from 'contracts/staff';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEFAULT_CANDIDATE_MAIL_TEMPLATES } from '../../../mail/candidate-mail';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';

afterEach(closeTestApps);

const URL = '/api/staff/candidate-mail-templates';
type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;
const WORDING = {
  en: { subject: 'About {{jobTitle}}', body: 'Dear {{candidateName}},\n\nWe are sorry.' },
  ar: { subject: 'بشأن {{jobTitle}}', body: 'السيد/السيدة {{candidateName}}،\n\nنعتذر.' },
};

async function setup() {
  const testApp = await createTestApp();
  const { app, store } = testApp;
  const as = async (role: 'admin' | 'recruiter' | 'sales') => {
    const member = await signedInStaff(app, store, role);
    const call: Caller = (options) => app.inject(asStaff(member, options));
    return call;
  };
  return { ...testApp, admin: await as('admin'), as };
}

describe('/api/staff/candidate-mail-templates', () => {
  it('lists every kind with its default wording until an admin edits it', async () => {
    const { admin } = await setup();
    const { items } = candidateMailTemplatesSchema.parse((await admin({ method: 'GET', url: URL })).json());
    expect(items.map((item) => [item.kind, item.edited])).toEqual([
      ['acknowledgement', false],
      ['interview-invitation', false],
      ['rejection', false],
      ['offer-follow-up', false],
    ]);
    expect(items[2]).toMatchObject(DEFAULT_CANDIDATE_MAIL_TEMPLATES.rejection);
  });

  it('saves an edit, resets it to the default, and audits both', async () => {
    const { admin, store, clock } = await setup();
    const saved = await admin({ method: 'PUT', url: `${URL}/rejection`, payload: WORDING });
    expect(saved.statusCode).toBe(200);
    expect(candidateMailTemplateSchema.parse(saved.json())).toMatchObject({
      kind: 'rejection',
      ...WORDING,
      edited: true,
      updatedAt: clock.now.toISOString(),
    });
    clock.now = new Date(clock.now.getTime() + 60_000);
    const reset = await admin({ method: 'DELETE', url: `${URL}/rejection` });
    expect(candidateMailTemplateSchema.parse(reset.json())).toMatchObject({
      ...DEFAULT_CANDIDATE_MAIL_TEMPLATES.rejection,
      edited: false,
    });
    const audit = (await store.auditLog.list({ targetType: 'candidate-mail-template' }, { page: 1, pageSize: 10 })).items;
    expect(audit.map((entry) => [entry.action, entry.target.id])).toEqual([
      ['candidate-mail-template.reset', 'rejection'],
      ['candidate-mail-template.updated', 'rejection'],
    ]);
  });

  it('refuses an unknown or malformed placeholder with a field error naming it, keeping the wording', async () => {
    const { admin, store } = await setup();
    const refused = await admin({
      method: 'PUT',
      url: `${URL}/acknowledgement`,
      payload: {
        ...WORDING,
        ar: { ...WORDING.ar, body: 'مرحبا {{candidate}}' },
        en: { ...WORDING.en, subject: 'Hi {{jobTitle}' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'en.subject': expect.stringMatching(/^Malformed placeholder/),
      'ar.body': expect.stringMatching(/^Unknown placeholder \{\{candidate\}\}/),
    });
    expect(await store.candidateMailTemplates.list()).toEqual([]);
  });

  it('lets recruiters read the templates but not change them', async () => {
    const { as } = await setup();
    const recruiter = await as('recruiter');
    expect((await recruiter({ method: 'GET', url: URL })).statusCode).toBe(200);
    expect((await recruiter({ method: 'PUT', url: `${URL}/rejection`, payload: WORDING })).statusCode).toBe(403);
    expect((await recruiter({ method: 'DELETE', url: `${URL}/rejection` })).statusCode).toBe(403);
    expect((await (await as('sales'))({ method: 'GET', url: URL })).statusCode).toBe(403);
  });
});

/**
 * /api/staff/candidate-mail-templates: the wording of each kind of candidate mail in English and
 * Arabic. Recruiters read it (the candidate page drafts from it); admins replace it (`PUT`, its
 * placeholders checked by the schema) or put the default back (`DELETE`). Both are audited.
 */
import {
  type CandidateMailKind,
  type CandidateMailTemplate,
  candidateMailKindParamsSchema,
  candidateMailTemplateInputSchema,
  candidateMailTemplateSchema,
  candidateMailTemplatesSchema,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templatesInUse } from '../../../mail/candidate-mail';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { Store } from '../../../store/store';
import { STAFF_ERRORS } from '../common';

export interface CandidateMailTemplateRoutesOptions {
  clock: () => Date;
}

const readConfig = { staff: 'applications' } as const;
const editConfig = { staff: 'candidateMailTemplates' } as const;

async function templateInUse(store: Store, kind: CandidateMailKind): Promise<CandidateMailTemplate> {
  const template = templatesInUse(await store.candidateMailTemplates.list()).find((item) => item.kind === kind);
  if (!template) throw new Error(`No template of kind ${kind}`);
  return template;
}

const candidateMailTemplateRoutes: FastifyPluginAsyncZod<CandidateMailTemplateRoutesOptions> = async (app, { clock }) => {
  app.get(
    '/',
    { schema: { response: { 200: candidateMailTemplatesSchema, ...STAFF_ERRORS } }, config: readConfig },
    async () => ({ items: templatesInUse(await app.store.candidateMailTemplates.list()) }),
  );

  app.put(
    '/:kind',
    {
      schema: {
        description:
          'Replaces the wording of one kind of candidate mail in both languages; unknown or malformed placeholders are refused.',
        params: candidateMailKindParamsSchema,
        body: candidateMailTemplateInputSchema,
        response: { 200: candidateMailTemplateSchema, ...STAFF_ERRORS },
      },
      config: editConfig,
    },
    async (request) => {
      const now = clock();
      const { account } = signedIn(request);
      const { kind } = request.params;
      const updatedBy = { id: account.id, email: account.email, name: account.name };
      await app.store.candidateMailTemplates.save({ kind, ...request.body, updatedAt: now.toISOString(), updatedBy });
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'candidate-mail-template.updated',
        target: { type: 'candidate-mail-template', id: kind },
      });
      return templateInUse(app.store, kind);
    },
  );

  app.delete(
    '/:kind',
    {
      schema: {
        description: 'Puts the default wording of one kind of candidate mail back.',
        params: candidateMailKindParamsSchema,
        response: { 200: candidateMailTemplateSchema, ...STAFF_ERRORS },
      },
      config: editConfig,
    },
    async (request) => {
      const now = clock();
      const { kind } = request.params;
      await app.store.candidateMailTemplates.remove(kind);
      await recordAudit(app.store, now, {
        actor: staffActor(signedIn(request).account),
        action: 'candidate-mail-template.reset',
        target: { type: 'candidate-mail-template', id: kind },
      });
      return templateInUse(app.store, kind);
    },
  );
};

export default candidateMailTemplateRoutes;

/** /api/staff/audit: admins read the audit log, newest first, by who, what or which record. */
import { auditPageSchema, auditQuerySchema } from 'contracts/staff';
import { EVERY_RECORD } from 'contracts/staff-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import { listAuditDetails, pageOf, STAFF_ERRORS } from '../common';

/** Reading the log is in the log too: who read it, with which filters, and how much. */
const staffAuditRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, { clock }) => {
  app.get(
    '/',
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, ...STAFF_ERRORS } },
      config: { staff: 'audit' },
    },
    async (request) => {
      const { actor, action, targetType, targetId, page, pageSize } = request.query;
      const result = await app.store.auditLog.list(
        {
          ...(actor ? { actorId: actor } : {}),
          ...(action ? { action } : {}),
          ...(targetType ? { targetType } : {}),
          ...(targetId ? { targetId } : {}),
        },
        { page, pageSize },
      );
      await recordAudit(app.store, clock(), {
        actor: staffActor(signedIn(request).account),
        action: 'audit.read',
        target: { type: 'audit', id: EVERY_RECORD },
        details: listAuditDetails(request.query, result, app.pseudonyms),
      });
      return pageOf(result, request.query);
    },
  );
};

export default staffAuditRoutes;

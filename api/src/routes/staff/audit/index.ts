/** /api/staff/audit: admins read the audit log, newest first, by who, what or which record. */
import { auditPageSchema, auditQuerySchema } from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, STAFF_ERRORS } from '../common';

const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return pageOf(result, request.query);
    },
  );
};

export default staffAuditRoutes;

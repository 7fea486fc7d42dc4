/**
 * /api/admin/releases: the release registry for release pipelines (the release CLI), behind the
 * machine token with the same guard and lockout as the rest of /api/admin. No preview here.
 */
import { errorBodySchema } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardWithAdminToken } from '../../../plugins/admin-token';
import { ADMIN_TOKEN_CHANGER } from '../../../releases/history';
import type { ReleaseRegistry } from '../../../releases/registry';
import { registerRegistryRoutes } from '../../releases/registry-routes';

export interface AdminReleaseRoutesOptions {
  adminToken: string | undefined;
  registry: ReleaseRegistry;
}

const ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
} as const;

const adminReleaseRoutes: FastifyPluginAsyncZod<AdminReleaseRoutesOptions> = async (app, { adminToken, registry }) => {
  if (!guardWithAdminToken(app, adminToken)) return;
  registerRegistryRoutes(app, { registry, config: {}, errors: ERRORS, changerOf: () => ADMIN_TOKEN_CHANGER });
};

export default adminReleaseRoutes;

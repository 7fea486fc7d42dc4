/**
 * /api/staff/releases: the release registry for admins and releasers (the staff console's
 * Releases screen), and the preview cookie that shows this browser chosen versions.
 */
import { previewRequestSchema, RELEASE_PREVIEW_COOKIE, RELEASE_PREVIEW_MAX_AGE_S } from 'contracts/releases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../plugins/staff-gate';
import type { ReleaseRegistry } from '../../../releases/registry';
import { staffActor } from '../../../staff/audit';
import { registerRegistryRoutes } from '../../releases/registry-routes';
import { STAFF_ERRORS } from '../common';

export interface StaffReleaseRoutesOptions {
  registry: ReleaseRegistry;
}

const config = { staff: 'releases' } as const;
/**
 * Lax, unlike the session cookie: the preview must reach the pages a releaser opens from a link.
 * Secure for the `__Host-` prefix (browsers count http://localhost as secure).
 */
const PREVIEW_COOKIE_ATTRIBUTES = { path: '/', secure: true, httpOnly: true, sameSite: 'lax' } as const;

const staffReleaseRoutes: FastifyPluginAsyncZod<StaffReleaseRoutesOptions> = async (app, { registry }) => {
  registerRegistryRoutes(app, {
    registry,
    config,
    errors: STAFF_ERRORS,
    changerOf: (request) => staffActor(signedIn(request).account),
  });

  app.post(
    '/preview',
    {
      schema: {
        description:
          'Sets the preview cookie: this browser sees the named published versions (for an hour); an empty map ends the preview.',
        body: previewRequestSchema,
        response: { 204: z.null().describe('Cookie set or cleared'), ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      const token = await registry.preview(request.body.versions, staffActor(signedIn(request).account));
      if (token)
        reply.setCookie(RELEASE_PREVIEW_COOKIE, token, { ...PREVIEW_COOKIE_ATTRIBUTES, maxAge: RELEASE_PREVIEW_MAX_AGE_S });
      else reply.setCookie(RELEASE_PREVIEW_COOKIE, '', { ...PREVIEW_COOKIE_ATTRIBUTES, maxAge: 0 });
      return reply.code(204).send(null);
    },
  );
};

export default staffReleaseRoutes;

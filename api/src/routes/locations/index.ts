import { locationListSchema } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/locations: the offices with every field of spec §3. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: locationListSchema } } }, () => app.store.locations.list());
};

export default locationRoutes;

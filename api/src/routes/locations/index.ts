import { locationListSchema } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/locations: the offices with every field the site shows of them. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: locationListSchema } } }, () => app.store.locations.list());
};

export default locationRoutes;

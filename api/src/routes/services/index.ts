import { serviceListSchema } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/services: the four service lines. */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: serviceListSchema } } }, () => app.store.services.list());
};

export default serviceRoutes;

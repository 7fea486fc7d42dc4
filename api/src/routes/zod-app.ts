import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A Fastify app whose routes take zod schemas: what a route module's functions register on. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

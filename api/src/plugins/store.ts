import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
  }
}

/** Routes reach storage only through `fastify.store`, the port; never a driver. */
export function decorateStore(app: FastifyInstance, store: Store): void {
  app.decorate('store', store);
}

import type { FastifyInstance } from 'fastify';
import { type Pseudonyms, pseudonymsWith } from '../staff/pseudonyms';
import type { Store } from '../store/store';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    /** How the audit log names people and client addresses (keyed: staff/pseudonyms.ts). */
    pseudonyms: Pseudonyms;
  }
}

/** Routes reach storage only through `fastify.store`, the port; never a driver. */
export function decorateStore(app: FastifyInstance, store: Store, pseudonymKey: string): void {
  app.decorate('store', store);
  app.decorate('pseudonyms', pseudonymsWith(pseudonymKey));
}

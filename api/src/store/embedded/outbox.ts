/** The outbox on nedb: the entries live in their submissions' documents (../outbox-records). */
import type Datastore from '@seald-io/nedb';
import type { OutboxEntry } from '../outbox-entry';
import { dueEntries, dueQuery, type OutboxEntryQuery, outboxWrites, parseOutboxEntryId } from '../outbox-records';
import type { Store } from '../store';
import type { EmbeddedFiles } from './datastores';

/** The datastores whose documents carry outbox entries. */
const OUTBOX_DATASTORES = ['enquiries', 'applications', 'interviews', 'newsletterSubscriptions'] as const;

export function embeddedOutbox({ db, updateOne }: EmbeddedFiles): Store['outbox'] {
  /** Updates outbox entry `id` where `query` still matches it; the entry as updated, if it did. */
  async function updateOutboxEntry(id: string, query: OutboxEntryQuery, update: (index: number) => object) {
    const parsed = parseOutboxEntryId(id);
    if (!parsed) return undefined;
    for (const name of OUTBOX_DATASTORES) {
      const updated = await updateOne<{ outbox: OutboxEntry[] }>(
        name,
        query(parsed.submissionId, parsed.index),
        update(parsed.index),
      );
      if (updated) return updated.outbox[parsed.index];
    }
    return undefined;
  }

  return {
    async due(now, limit) {
      const documents = await Promise.all(
        OUTBOX_DATASTORES.map((name) => (db[name] as Datastore<{ outbox: OutboxEntry[] }>).findAsync(dueQuery(now))),
      );
      return dueEntries(documents.flat(), now, limit);
    },
    ...outboxWrites(updateOutboxEntry),
  };
}

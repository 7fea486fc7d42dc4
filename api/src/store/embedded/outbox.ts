/** The outbox on nedb: the entries live in their submissions' documents (../outbox-records). */
import type Datastore from '@seald-io/nedb';
import type { OutboxEntry } from '../../mail/mail';
import { dueEntries, dueQuery, type OutboxEntryQuery, outboxWrites, parseOutboxEntryId } from '../outbox-records';
import type { Store } from '../store';
import type { EmbeddedFiles } from './datastores';

export function embeddedOutbox({ db, fsync }: EmbeddedFiles): Store['outbox'] {
  /** Updates outbox entry `id` where `query` still matches it; the entry as updated, if it did. */
  async function updateOutboxEntry(id: string, query: OutboxEntryQuery, update: (index: number) => object) {
    const parsed = parseOutboxEntryId(id);
    if (!parsed) return undefined;
    for (const name of ['enquiries', 'applications'] as const) {
      const datastore = db[name] as unknown as Datastore<{ _id: string; outbox: OutboxEntry[] }>;
      const { numAffected, affectedDocuments } = await datastore.updateAsync(
        query(parsed.submissionId, parsed.index),
        update(parsed.index),
        { returnUpdatedDocs: true },
      );
      if (numAffected > 0) {
        await fsync(name);
        return (affectedDocuments as { outbox: OutboxEntry[] } | null)?.outbox[parsed.index];
      }
    }
    return undefined;
  }

  return {
    async due(now, limit) {
      const [enquiries, applications] = await Promise.all([
        db.enquiries.findAsync(dueQuery(now)),
        db.applications.findAsync(dueQuery(now)),
      ]);
      return dueEntries([...enquiries, ...applications], now, limit);
    },
    ...outboxWrites(updateOutboxEntry),
  };
}

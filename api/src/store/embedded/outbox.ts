/** The outbox on nedb: the entries live in their submissions' documents (../outbox-records). */
import type { OutboxEntry } from '../../mail/mail';
import { dueEntries, dueQuery, type OutboxEntryQuery, outboxWrites, parseOutboxEntryId } from '../outbox-records';
import type { Store } from '../store';
import type { EmbeddedFiles } from './datastores';

export function embeddedOutbox({ db, updateOne }: EmbeddedFiles): Store['outbox'] {
  /** Updates outbox entry `id` where `query` still matches it; the entry as updated, if it did. */
  async function updateOutboxEntry(id: string, query: OutboxEntryQuery, update: (index: number) => object) {
    const parsed = parseOutboxEntryId(id);
    if (!parsed) return undefined;
    for (const name of ['enquiries', 'applications', 'interviews'] as const) {
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
      const [enquiries, applications, interviews] = await Promise.all([
        db.enquiries.findAsync(dueQuery(now)),
        db.applications.findAsync(dueQuery(now)),
        db.interviews.findAsync(dueQuery(now)),
      ]);
      return dueEntries([...enquiries, ...applications, ...interviews], now, limit);
    },
    ...outboxWrites(updateOutboxEntry),
  };
}

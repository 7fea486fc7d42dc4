/** The outbox on MongoDB: the entries live in their submissions' documents (../outbox-records). */

import type { Db } from 'mongodb';
import { NEWSLETTER_COLLECTION } from '../newsletter-records';
import type { OutboxEntry } from '../outbox-entry';
import { dueEntries, dueQuery, type OutboxEntryQuery, outboxWrites, parseOutboxEntryId } from '../outbox-records';
import type { Store } from '../store';
import { asFilter } from './collections';

type WithOutbox = { _id: string; outbox: OutboxEntry[] };

export function mongoOutbox(db: Db): Store['outbox'] {
  const submissions = ['enquiries', 'applications', 'interviews', NEWSLETTER_COLLECTION].map((name) =>
    db.collection<WithOutbox>(name),
  );

  /** Updates outbox entry `id` where `query` still matches it (one atomic find-and-update); the entry as updated. */
  async function updateOutboxEntry(id: string, query: OutboxEntryQuery, update: (index: number) => object) {
    const parsed = parseOutboxEntryId(id);
    if (!parsed) return undefined;
    for (const collection of submissions) {
      const document = await collection.findOneAndUpdate(
        asFilter<WithOutbox>(query(parsed.submissionId, parsed.index)),
        update(parsed.index),
        { returnDocument: 'after', projection: { outbox: 1 } },
      );
      if (document) return document.outbox[parsed.index];
    }
    return undefined;
  }

  return {
    async due(now, limit) {
      const documents = await Promise.all(
        // No sort: the outbox index hands documents over by due time; dueEntries orders the entries.
        submissions.map((collection) => collection.find(dueQuery(now)).limit(limit).toArray()),
      );
      return dueEntries(documents.flat(), now, limit);
    },
    ...outboxWrites(updateOutboxEntry),
  };
}

/**
 * Interviews and interviewers' busy blocks on MongoDB (../interview-records): a block's `_id` is its
 * interviewer and quarter hour, so the unique `_id` index refuses a second booking of it on any
 * instance; an interview's booking and its mails are one conditional update of its document.
 */
import type { Db } from 'mongodb';
import type { BusyBlockDocument, InterviewDocument, InterviewRepository } from '../interview-records';
import { interviewRepository } from '../interview-repository';
import { asFilter, createIndexes, type IndexSpec, refuseDuplicates } from './collections';

export const INTERVIEW_INDEXES: Record<'interviews' | 'interviewBusy', IndexSpec[]> = {
  interviews: [{ key: { applicationId: 1 } }, { key: { 'outbox.nextAttemptAt': 1 } }],
  interviewBusy: [{ key: { interviewId: 1 } }, { key: { attempt: 1 } }],
};

export async function mongoInterviews(db: Db): Promise<InterviewRepository> {
  await createIndexes(db, INTERVIEW_INDEXES);
  const interviews = db.collection<InterviewDocument>('interviews');
  const busy = db.collection<BusyBlockDocument>('interviewBusy');
  return interviewRepository({
    async insert(document) {
      await interviews.insertOne(document);
    },
    find: (query) => interviews.find(asFilter<InterviewDocument>(query)).toArray(),
    async update(query, update) {
      const document = await interviews.findOneAndUpdate(asFilter<InterviewDocument>(query), update, {
        returnDocument: 'after',
      });
      return document ?? undefined;
    },
    async remove(query) {
      await interviews.deleteMany(asFilter<InterviewDocument>(query));
    },
    // Ordered: the first held block stops the insert; the caller takes back what went in before it.
    async insertBlocks(blocks) {
      await refuseDuplicates(() => busy.insertMany(blocks, { ordered: true }));
    },
    findBlocks: (query) => busy.find(asFilter<BusyBlockDocument>(query)).toArray(),
    async removeBlocks(query) {
      await busy.deleteMany(asFilter<BusyBlockDocument>(query));
    },
  });
}

/** Interviews and interviewers' busy blocks on nedb datastores, each write fsynced (../interview-records). */
import type { InterviewDocument, InterviewRepository } from '../interview-records';
import { interviewRepository } from '../interview-repository';
import type { EmbeddedFiles } from './datastores';

export function embeddedInterviews({ db, durably, updateOne }: EmbeddedFiles): InterviewRepository {
  return interviewRepository({
    async insert(document) {
      await durably('interviews', () => db.interviews.insertAsync(document));
    },
    find: (query) => db.interviews.findAsync(query),
    update: (query, update) => updateOne<InterviewDocument>('interviews', query, update),
    async remove(query) {
      await durably('interviews', () => db.interviews.removeAsync(query, { multi: true }));
    },
    // nedb inserts an array whole or not at all: a held block refuses every one.
    async insertBlocks(blocks) {
      await durably('interviewBusy', () => db.interviewBusy.insertAsync(blocks));
    },
    findBlocks: (query) => db.interviewBusy.findAsync(query),
    async removeBlocks(query) {
      await durably('interviewBusy', () => db.interviewBusy.removeAsync(query, { multi: true }));
    },
  });
}

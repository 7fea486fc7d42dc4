/**
 * The MongoDB adapter (official driver): one collection per resource, unique slugs, resumes
 * and story photos in GridFS. Writes use majority/journaled acknowledgement, so a resolved create is durable.
 * Each repository has its module (jobs.ts, submissions.ts, staff.ts, outbox.ts, audit.ts, ...),
 * the mirror of the embedded one, with the same documents and queries (the records modules);
 * this one connects and puts the store together.
 */
import { type Db, MongoClient } from 'mongodb';
import { AUDIT_NEWEST_FIRST } from '../audit-records';
import { IN_ORDER_GIVEN, JOBS_NEWEST_CREATED, JOBS_NEWEST_FIRST } from '../job-records';
import { SUBSCRIPTIONS_NEWEST_FIRST } from '../newsletter-records';
import { ACCOUNTS_BY_EMAIL } from '../staff-records';
import type { Store } from '../store';
import { STORIES_LATEST_CHANGED, STORIES_NEWEST_FIRST, STORIES_OLDEST_FIRST } from '../story-records';
import { SUBMISSION_SORTS } from '../submission-queries';
import { AUDIT_INDEXES, mongoAudit } from './audit';
import { mongoCandidateMailTemplates } from './candidate-mail-templates';
import { CATALOG_INDEXES, mongoCatalog } from './catalog';
import { INTERVIEW_INDEXES, mongoInterviews } from './interviews';
import { JOB_INDEXES, mongoJobs } from './jobs';
import { mongoNewsletter, NEWSLETTER_INDEXES } from './newsletter';
import { mongoOutbox } from './outbox';
import { mongoReleases } from './releases';
import { mongoRum } from './rum';
import { mongoStaff, STAFF_INDEXES } from './staff';
import { mongoStories, STORY_INDEXES } from './stories';
import { mongoStoryPhotos } from './story-photos';
import { mongoSubmissions, SUBMISSION_INDEXES } from './submissions';

export const DEFAULT_DATABASE_NAME = 'consultancy';
/** How long start-up and /api/ready wait for a server before calling MongoDB unreachable. */
export const SERVER_SELECTION_TIMEOUT_MS = 5_000;

/** Every sort the adapter asks for; each is served by an index (mongo-store.test.ts checks both ways). */
export const SORTS = {
  inOrderGiven: IN_ORDER_GIVEN,
  jobsNewestFirst: JOBS_NEWEST_FIRST,
  jobsNewestCreated: JOBS_NEWEST_CREATED,
  submissionsNewestFirst: SUBMISSION_SORTS.newest,
  submissionsOldestFirst: SUBMISSION_SORTS.oldest,
  accountsByEmail: ACCOUNTS_BY_EMAIL,
  auditNewestFirst: AUDIT_NEWEST_FIRST,
  subscriptionsNewestFirst: SUBSCRIPTIONS_NEWEST_FIRST,
  storiesNewestFirst: STORIES_NEWEST_FIRST,
  storiesOldestFirst: STORIES_OLDEST_FIRST,
  storiesLatestChanged: STORIES_LATEST_CHANGED,
} as const;

/** The indexes of each collection the repositories create: unique keys, the sorts above, the outbox and retention filters. */
export const INDEXES = {
  ...CATALOG_INDEXES,
  ...JOB_INDEXES,
  ...SUBMISSION_INDEXES,
  ...STAFF_INDEXES,
  ...AUDIT_INDEXES,
  ...NEWSLETTER_INDEXES,
  ...STORY_INDEXES,
  ...INTERVIEW_INDEXES,
};

export interface MongoStoreOptions {
  uri: string;
  clock?: () => Date;
}

export async function openMongoStore({ uri, clock = () => new Date() }: MongoStoreOptions): Promise<Store> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    writeConcern: { w: 'majority', journal: true },
    // A field set to undefined is left out, as nedb's JSON lines leave it out.
    ignoreUndefined: true,
  });
  await client.connect();
  const db: Db = client.db(databaseName(uri));

  return {
    async ping() {
      try {
        await db.command({ ping: 1 });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
    ...(await mongoCatalog(db)),
    jobs: await mongoJobs(db),
    ...(await mongoSubmissions(db, clock)),
    ...(await mongoStaff(db)),
    auditLog: await mongoAudit(db),
    candidateMailTemplates: mongoCandidateMailTemplates(db),
    outbox: mongoOutbox(db),
    newsletter: await mongoNewsletter(db),
    stories: await mongoStories(db),
    storyPhotos: mongoStoryPhotos(db),
    interviews: await mongoInterviews(db),
    releases: await mongoReleases(db),
    rum: await mongoRum(db),
  };
}

/** The database named in the URI's path, or DEFAULT_DATABASE_NAME when it names none. */
export function databaseName(uri: string): string {
  const name = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri)?.[1];
  return name ? decodeURIComponent(name) : DEFAULT_DATABASE_NAME;
}

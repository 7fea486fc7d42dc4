/**
 * The embedded adapter: @seald-io/nedb datastores as files under DATA_DIR/db, resume files
 * under DATA_DIR/resumes and story photos under DATA_DIR/story-photos, for a single machine without MongoDB. Each repository has its
 * module (jobs.ts, submissions.ts, staff.ts, outbox.ts, audit.ts, ...); this one opens the
 * files, holds the data dir's lock and puts the store together.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Store } from '../store';
import { embeddedAudit } from './audit';
import { embeddedCandidateMailTemplates } from './candidate-mail-templates';
import { embeddedCatalog } from './catalog';
import { lockDataDir } from './data-dir-lock';
import { DATASTORE_NAMES, type EmbeddedFiles, openDatastores } from './datastores';
import { PRIVATE_DIR_MODE } from './durable-files';
import { embeddedInterviews } from './interviews';
import { embeddedJobs } from './jobs';
import { embeddedNewsletter } from './newsletter';
import { embeddedOutbox } from './outbox';
import { embeddedReleases } from './releases';
import { embeddedRum } from './rum';
import { embeddedStaff } from './staff';
import { embeddedStories } from './stories';
import { embeddedStoryPhotos } from './story-photos';
import { embeddedSubmissions } from './submissions';

export const DB_DIR_NAME = 'db';
export const RESUMES_DIR_NAME = 'resumes';
export const STORY_PHOTOS_DIR_NAME = 'story-photos';

export interface EmbeddedStoreOptions {
  dataDir: string;
  clock?: () => Date;
  /** Told about repairs made while opening (a partial last line dropped). */
  onWarning?: (message: string) => void;
}

export async function openEmbeddedStore({ dataDir, clock = () => new Date(), onWarning }: EmbeddedStoreOptions): Promise<Store> {
  const dbDir = path.join(dataDir, DB_DIR_NAME);
  const resumesDir = path.join(dataDir, RESUMES_DIR_NAME);
  const storyPhotosDir = path.join(dataDir, STORY_PHOTOS_DIR_NAME);
  for (const dir of [dbDir, resumesDir, storyPhotosDir]) await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const unlock = await lockDataDir(dbDir);

  let files: EmbeddedFiles;
  try {
    files = await openDatastores(dbDir, onWarning);
  } catch (error) {
    await unlock();
    throw error;
  }

  let closed = false;
  return {
    async ping() {
      return !closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const name of DATASTORE_NAMES) files.db[name].stopAutocompaction();
      await unlock();
    },
    ...(await embeddedCatalog(files)),
    jobs: await embeddedJobs(files),
    ...(await embeddedSubmissions(files, resumesDir, clock)),
    ...(await embeddedStaff(files)),
    auditLog: embeddedAudit(files),
    candidateMailTemplates: embeddedCandidateMailTemplates(files),
    outbox: embeddedOutbox(files),
    newsletter: await embeddedNewsletter(files),
    stories: await embeddedStories(files),
    storyPhotos: embeddedStoryPhotos(storyPhotosDir),
    interviews: embeddedInterviews(files),
    releases: embeddedReleases(files.db, files.durably),
    rum: embeddedRum(files.db),
  };
}

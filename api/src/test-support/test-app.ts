/**
 * Builds the real app on a fresh temp DATA_DIR with the embedded store, seeded, and a clock the
 * test controls. Every app built here is closed and its directory removed by `closeTestApps`.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp, UPLOAD_TMP_DIR_NAME } from '../app';
import { seedStore } from '../seed/seed';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { Store } from '../store/store';

/** The day these tests live in (spec content is dated relative to it). */
export const TEST_NOW = new Date('2026-11-21T12:00:00.000Z');
export const TEST_SITE_ORIGIN = 'http://localhost:3000';
export const TEST_COMPANY_INBOX = 'inbox@company.example';
/** The key of the audit log's pseudonyms in tests. */
export const TEST_PSEUDONYM_KEY = 'test-pseudonym-key-0123456789abcdef';
/** The secret the shells share with the API (RELEASE_REPORT_KEY) in tests. */
export const TEST_RELEASE_REPORT_KEY = 'test-release-report-key-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  dataDir: string;
  clock: { now: Date };
  /** Files waiting in the upload temp dir (should be none between requests). */
  pendingUploads(): Promise<string[]>;
}

type Overrides = Partial<Omit<AppOptions, 'store' | 'dataDir'>> & { dataDir?: string };

const opened: { app: FastifyInstance; store: Store; dataDir: string; keep: boolean }[] = [];

export async function createTestApp(overrides: Overrides = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'api-test-')));
  const clock = { now: TEST_NOW };
  const store = await openEmbeddedStore({ dataDir, clock: () => clock.now });
  await seedStore(store);
  const app = await buildApp({
    siteOrigins: [TEST_SITE_ORIGIN],
    mail: { companyInbox: TEST_COMPANY_INBOX, companyName: 'Test Company' },
    clock: () => clock.now,
    pseudonymKey: TEST_PSEUDONYM_KEY,
    releaseReportKey: TEST_RELEASE_REPORT_KEY,
    ...overrides,
    store,
    dataDir,
  });
  opened.push({ app, store, dataDir, keep: overrides.dataDir !== undefined });
  return {
    app,
    store,
    dataDir,
    clock,
    pendingUploads: () => readdir(path.join(dataDir, UPLOAD_TMP_DIR_NAME)),
  };
}

/** Closes an app and its store (the data dir stays, for reopening). */
export async function closeTestApp({ app, store }: { app: FastifyInstance; store: Store }): Promise<void> {
  await app.close();
  await store.close();
}

export async function closeTestApps(): Promise<void> {
  for (const { app, store, dataDir, keep } of opened.splice(0).reverse()) {
    await app.close();
    await store.close();
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }
}

export async function makeTempDir(prefix = 'api-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

import { spawnSync } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ContactEnquiry } from 'contracts';
import { jobs } from '../../seed/jobs';
import { releasesContract } from '../releases.contract';
import { rumContract } from '../rum.contract';
import type { Store } from '../store';
import { type StoreUnderTest, storeContract } from '../store.contract';
import { storyFixture } from '../stories.contract';
import { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';
import { DB_DIR_NAME, type EmbeddedStoreOptions, openEmbeddedStore, RESUMES_DIR_NAME } from './embedded-store';

/** nedb's file layer, which every datastore appends through (read at each call, so a spy on it stands in for the disk). */
const nedbStorage = require('@seald-io/nedb/lib/storage') as {
  appendFileAsync: (file: string, data: string, encoding?: string) => Promise<void>;
};

async function openTempStore(): Promise<StoreUnderTest> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-embedded-'));
  const clock = { now: new Date() };
  const store = await openEmbeddedStore({ dataDir, clock: () => clock.now });
  return {
    store,
    clock,
    async dispose() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

storeContract('embedded (nedb)', openTempStore);
releasesContract('embedded (nedb)', openTempStore);
rumContract('embedded (nedb)', openTempStore);

const enquiry: ContactEnquiry = {
  name: 'Layla Al-Mansouri',
  email: 'layla@ministry.example',
  company: '',
  website: '',
  phone: '',
  signal: '',
  service: 'encryption',
  message: 'Please call me about key management.',
  privacy: true,
  botcheck: '',
  locale: 'en',
};

const application = {
  fullName: 'Omar Saleh',
  email: 'omar@candidate.example',
  phone: '+971 50 555 0199',
  coverLetter: 'x'.repeat(120),
  resumeLink: '',
  portfolioLink: '',
  years: '1-3',
  agree: true,
  locale: 'en',
  jobSlug: 'penetration-tester',
  jobTitle: 'Penetration Tester',
} as const;

describe('embedded store on disk', () => {
  let dataDir: string;
  /** Stores a test opened, closed after it even when it fails (an open store's timers would keep jest running). */
  let opened: Store[] = [];
  const open = async (options: EmbeddedStoreOptions) => {
    const store = await openEmbeddedStore(options);
    opened.push(store);
    return store;
  };
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-embedded-disk-'));
  });
  afterEach(async () => {
    await Promise.all(opened.map((store) => store.close()));
    opened = [];
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds a submission and its queued mails again after reopening the data dir', async () => {
    const first = await openEmbeddedStore({ dataDir });
    const stored = await first.enquiries.create(enquiry, () => [
      { to: enquiry.email, subject: 'Thanks', text: 'Thanks', html: '<p>Thanks</p>' },
    ]);
    await first.close();

    const reopened = await openEmbeddedStore({ dataDir });
    expect((await reopened.enquiries.list({ page: 1, pageSize: 5 })).items).toEqual([stored]);
    expect((await reopened.outbox.due(new Date(Date.now() + 1000), 5)).map((entry) => entry.mail.subject)).toEqual(['Thanks']);
    await reopened.close();
  });

  it('has written the submission to its file by the time create resolves', async () => {
    const store = await openEmbeddedStore({ dataDir });
    const stored = await store.enquiries.create(enquiry, () => []);
    const file = await readFile(path.join(dataDir, DB_DIR_NAME, 'enquiries.db'), 'utf8');
    expect(file).toContain(stored.id);
    await store.close();
  });

  it('drops a partial last line left by a crash mid-write and keeps everything before it', async () => {
    const first = await openEmbeddedStore({ dataDir });
    const stored = await first.enquiries.create(enquiry, () => []);
    await first.close();
    await appendFile(path.join(dataDir, DB_DIR_NAME, 'enquiries.db'), '{"_id":"half-writ');

    const warnings: string[] = [];
    const reopened = await openEmbeddedStore({ dataDir, onWarning: (message) => warnings.push(message) });
    expect((await reopened.enquiries.list({ page: 1, pageSize: 5 })).items).toEqual([stored]);
    expect(warnings).toHaveLength(1);
    await reopened.close();
  });

  it('keeps a record appended after a cut write, and says what it repaired', async () => {
    const first = await open({ dataDir });
    const before = await first.enquiries.create(enquiry, () => []);
    await first.close();
    const file = path.join(dataDir, DB_DIR_NAME, 'enquiries.db');
    const lines = (await readFile(file, 'utf8')).split('\n');
    const last = lines.findIndex((line) => line.includes(before.id));
    // An older store let an append that failed half-way leave its bytes, and glued the next one to them.
    lines[last] = `{"_id":"refused","name":"Cut sh${lines[last]}`;
    await writeFile(file, `${lines.join('\n')}{"_id":"crashed-mid-wr`);

    const warnings: string[] = [];
    const reopened = await open({ dataDir, onWarning: (message) => warnings.push(message) });
    expect((await reopened.enquiries.list({ page: 1, pageSize: 5 })).items).toEqual([before]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /enquiries\.db: line \d+, a cut write with a whole record after it: the record kept.*; line \d+, a cut write alone/,
      ),
    ]);
    await reopened.close();
    expect(await readFile(file, 'utf8')).not.toMatch(/refused|crashed/);
  });

  it('undoes every write the disk refuses: nothing listed, mailed or on disk; every acknowledged one kept', async () => {
    const warnings: string[] = [];
    const store = await open({ dataDir, onWarning: (message) => warnings.push(message) });
    const thanks = (to: string) => [{ to, subject: 'We received your enquiry', text: 'Thanks', html: '<p>Thanks</p>' }];
    const send = (name: string) => store.enquiries.create({ ...enquiry, name }, () => thanks(`${name}@sender.example`));
    const before = await send('Before');
    // A full disk: half of each line reaches the file, then the write fails.
    const diskFull = jest.spyOn(nedbStorage, 'appendFileAsync').mockImplementation(async (file, data) => {
      await appendFile(file, data.slice(0, data.length / 2));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    for (const name of ['Refused1', 'Refused2', 'Refused3']) await expect(send(name)).rejects.toThrow(/ENOSPC/);
    diskFull.mockRestore();
    const after = await send('After');

    const acknowledged = ['After', 'Before'];
    const names = async (opened: typeof store) =>
      (await opened.enquiries.list({ page: 1, pageSize: 10 })).items.map((item) => item.name);
    const mailed = async (opened: typeof store) =>
      (await opened.outbox.due(new Date(Date.now() + 1000), 10)).map((entry) => entry.mail.to).sort();
    expect(await names(store)).toEqual(acknowledged);
    expect(await mailed(store)).toEqual(['After@sender.example', 'Before@sender.example']);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/enquiries\.db: a write failed \(ENOSPC.*\) and was undone/);
    await store.close();

    const reopened = await open({ dataDir, onWarning: (message) => warnings.push(message) });
    expect(await names(reopened)).toEqual(acknowledged);
    expect(await mailed(reopened)).toEqual(['After@sender.example', 'Before@sender.example']);
    expect(warnings).toHaveLength(3);
    await reopened.close();
    const file = await readFile(path.join(dataDir, DB_DIR_NAME, 'enquiries.db'), 'utf8');
    expect([file.includes(before.id), file.includes(after.id), file.includes('Refused')]).toEqual([true, true, false]);
  });

  it('leaves no trace of an erased person in the data files', async () => {
    const store = await openEmbeddedStore({ dataDir });
    await store.enquiries.create(enquiry, () => []);
    await store.applications.create({ ...application, email: enquiry.email }, undefined, () => []);
    await store.newsletter.subscribe({ email: enquiry.email, locale: 'en', at: new Date() }, () => []);
    await store.eraseByEmail(enquiry.email);
    await store.newsletter.eraseByEmail(enquiry.email);
    await store.close();

    for (const file of ['enquiries.db', 'applications.db', 'newsletterSubscriptions.db']) {
      expect(await readFile(path.join(dataDir, DB_DIR_NAME, file), 'utf8')).not.toContain(enquiry.email);
    }
  });

  it('keeps resume files private to the service account', async () => {
    const store = await openEmbeddedStore({ dataDir });
    const stored = await store.applications.create(
      application,
      { fileName: 'cv.pdf', contentType: 'application/pdf', stream: Readable.from([Buffer.from('%PDF-1.7')]) },
      () => [],
    );
    const resumesDir = path.join(dataDir, RESUMES_DIR_NAME);
    expect(await readdir(resumesDir)).toEqual([stored.id]);
    const { stat } = await import('node:fs/promises');
    expect((await stat(path.join(resumesDir, stored.id))).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it('leaves no partial resume file when the resume stream fails midway', async () => {
    const store = await openEmbeddedStore({ dataDir });
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF-1.7 first half');
        throw new Error('connection reset');
      })(),
    );
    try {
      await expect(
        store.applications.create(application, { fileName: 'cv.pdf', contentType: 'application/pdf', stream: failing }, () => []),
      ).rejects.toThrow('connection reset');
      expect(await readdir(path.join(dataDir, RESUMES_DIR_NAME))).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('embedded store: one process per data dir', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-embedded-lock-'));
    lockFile = path.join(dataDir, DB_DIR_NAME, LOCK_FILE_NAME);
    await mkdir(path.dirname(lockFile), { recursive: true });
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to open while another running process holds the data dir, naming it', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: process.ppid, host: hostname() }));
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(`process ${process.ppid}`);
  });

  it('refuses a lock held from another host, whose processes it cannot see', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: process.pid, host: `not-${hostname()}` }));
    await expect(openEmbeddedStore({ dataDir })).rejects.toThrow(DataDirLockedError);
  });

  it('takes over the lock of a process that has ended, and gives it back on close', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lockFile, JSON.stringify({ pid: ended, host: hostname() }));
    const store = await openEmbeddedStore({ dataDir });
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    await store.close();
    await expect(readFile(lockFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('embedded store: data from before the staff console', () => {
  it('gives stories from before staff wrote them a creation date, and the published ones their first publication', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-embedded-legacy-stories-'));
    const dbDir = path.join(dataDir, DB_DIR_NAME);
    await mkdir(dbDir, { recursive: true });
    const { createdAt: _createdAt, ...published } = storyFixture('published-before', 3);
    const { createdAt: _draftCreatedAt, ...draft } = storyFixture('draft-before', 2, { state: 'draft' });
    const lines = [published, draft].map((story) => JSON.stringify({ _id: story.id, ...story }));
    await writeFile(path.join(dbDir, 'stories.db'), `${lines.join('\n')}\n`);

    const store = await openEmbeddedStore({ dataDir });
    try {
      expect(await store.stories.findById(published.id)).toEqual({
        ...published,
        createdAt: published.publishedAt,
        firstPublishedAt: published.publishedAt,
      });
      expect(await store.stories.findById(draft.id)).toEqual({ ...draft, createdAt: draft.publishedAt });
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reads old enquiries as new, old applications as applied, both as sent in English, and old jobs as published on the day posted', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-embedded-legacy-'));
    const dbDir = path.join(dataDir, DB_DIR_NAME);
    await mkdir(dbDir, { recursive: true });
    const receivedAt = '2026-01-05T10:00:00.000Z';
    const { botcheck: _botcheck, locale: _enquiryLocale, ...fields } = enquiry;
    const { locale: _applicationLocale, ...applicationFields } = application;
    await writeFile(
      path.join(dbDir, 'enquiries.db'),
      `${JSON.stringify({ _id: '11111111-1111-4111-8111-111111111111', ...fields, receivedAt, outbox: [] })}\n`,
    );
    await writeFile(
      path.join(dbDir, 'applications.db'),
      `${JSON.stringify({ _id: '22222222-2222-4222-8222-222222222222', ...applicationFields, receivedAt, outbox: [] })}\n`,
    );
    await writeFile(path.join(dbDir, 'jobs.db'), `${JSON.stringify({ _id: 'job-1', ...jobs[0], order: 0 })}\n`);

    const store = await openEmbeddedStore({ dataDir });
    try {
      expect(await store.enquiries.search({ status: 'new' }, { page: 1, pageSize: 5, sort: 'newest' })).toMatchObject({
        total: 1,
        items: [{ status: 'new', notes: [], updatedAt: receivedAt, locale: 'en' }],
      });
      expect(await store.applications.search({ stage: 'applied' }, { page: 1, pageSize: 5, sort: 'newest' })).toMatchObject({
        total: 1,
        items: [{ locale: 'en' }],
      });
      const day = `${jobs[0]!.posted_date}T00:00:00.000Z`;
      expect(await store.jobs.findBySlug(jobs[0]!.slug)).toEqual({
        ...jobs[0],
        status: 'published',
        createdAt: day,
        updated: day,
        publishedAt: day,
      });
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('gives applications kept before stage histories one: applied when received, at their stage since their last change', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-embedded-legacy-'));
    const dbDir = path.join(dataDir, DB_DIR_NAME);
    await mkdir(dbDir, { recursive: true });
    const receivedAt = '2026-01-05T10:00:00.000Z';
    const updatedAt = '2026-01-20T08:00:00.000Z';
    const { locale: _locale, ...fields } = application;
    const lines = [
      { _id: '33333333-3333-4333-8333-333333333333', ...fields, receivedAt, outbox: [] },
      { _id: '44444444-4444-4444-8444-444444444444', ...fields, receivedAt, updatedAt, stage: 'interview', outbox: [] },
    ];
    await writeFile(path.join(dbDir, 'applications.db'), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));

    const store = await openEmbeddedStore({ dataDir });
    try {
      const histories: unknown[] = [];
      const period = { receivedFrom: new Date('2026-01-01T00:00:00Z'), receivedBefore: new Date('2026-02-01T00:00:00Z') };
      await store.applications.visitHistories(period, ({ id, stageHistory }) => histories.push({ id, stageHistory }));
      expect(histories).toEqual([
        {
          id: lines[1]!._id,
          stageHistory: [
            { stage: 'applied', at: receivedAt },
            { stage: 'interview', at: updatedAt },
          ],
        },
        { id: lines[0]!._id, stageHistory: [{ stage: 'applied', at: receivedAt }] },
      ]);
      // Given its history at open, a move adds to it: the stage it was at before is kept.
      const movedAt = new Date('2026-01-25T08:00:00.000Z');
      await store.applications.moveStage(lines[1]!._id, 'interview', 'offer', movedAt);
      const moved: unknown[] = [];
      await store.applications.visitHistories(period, ({ stageHistory }) => moved.push(stageHistory));
      expect(moved[0]).toEqual([
        { stage: 'applied', at: receivedAt },
        { stage: 'interview', at: updatedAt },
        { stage: 'offer', at: movedAt.toISOString() },
      ]);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ContactEnquiry } from 'contracts';
import { storeContract } from '../store.contract';
import { DB_DIR_NAME, openEmbeddedStore, RESUMES_DIR_NAME } from './embedded-store';

storeContract('embedded (nedb)', async () => {
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
});

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
  jobSlug: 'penetration-tester',
  jobTitle: 'Penetration Tester',
} as const;

describe('embedded store on disk', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-embedded-disk-'));
  });
  afterEach(async () => {
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

  it('leaves no trace of an erased person in the data files', async () => {
    const store = await openEmbeddedStore({ dataDir });
    await store.enquiries.create(enquiry, () => []);
    await store.applications.create({ ...application, email: enquiry.email }, undefined, () => []);
    await store.eraseByEmail(enquiry.email);
    await store.close();

    for (const file of ['enquiries.db', 'applications.db']) {
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

/**
 * The behaviour every store adapter must have. Each adapter's test calls `storeContract` with
 * a factory for a fresh, empty store; the same expectations then hold for nedb and MongoDB.
 */
import { Readable } from 'node:stream';
import {
  type Application,
  type ContactEnquiry,
  type Job,
  RESUME_MAX_BYTES,
  storedApplicationSchema,
  storedEnquirySchema,
} from 'contracts';
import type { OutgoingMail } from '../mail/mail';
import { jobs } from '../seed/jobs';
import { locations } from '../seed/locations';
import { services } from '../seed/services';
import type { Store } from './store';

export interface StoreUnderTest {
  store: Store;
  clock: { now: Date };
  /** Closes the store and removes whatever it created. */
  dispose(): Promise<void>;
}

const START = new Date('2026-11-21T09:00:00.000Z');
const MINUTE_MS = 60_000;

const enquiry: ContactEnquiry = {
  name: 'Layla Al-Mansouri',
  email: 'layla@ministry.example',
  company: 'Ministry of Digital Services',
  website: 'https://ministry.example',
  phone: '+974 4400 1234',
  signal: '',
  service: 'e-government',
  message: 'We would like to discuss a citizen portal for permits.',
  privacy: true,
  botcheck: '',
};

const application: Application & { jobSlug: string; jobTitle: string } = {
  fullName: 'Omar Saleh',
  email: 'omar@candidate.example',
  phone: '+971 50 555 0199',
  coverLetter: 'Six years of incident response for a national CERT. '.repeat(3).trim(),
  resumeLink: '',
  portfolioLink: '',
  years: '5-10',
  agree: true,
  jobSlug: 'senior-cybersecurity-analyst',
  jobTitle: 'Senior Cybersecurity Analyst',
};

const mailTo = (to: string): OutgoingMail => ({ to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' });
const twoMails = (email: string) => [mailTo(email), mailTo('inbox@company.example')];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Registers the suite for one adapter; with `skipReason` its tests are listed as skipped, with the reason in their name. */
export function storeContract(
  adapter: string,
  open: () => Promise<StoreUnderTest>,
  { skipReason }: { skipReason?: string } = {},
): void {
  (skipReason ? describe.skip : describe)(`${adapter} store contract${skipReason ? ` (${skipReason})` : ''}`, () => {
    let subject: StoreUnderTest;
    let store: Store;
    const advance = (minutes = 1) => {
      subject.clock.now = new Date(subject.clock.now.getTime() + minutes * MINUTE_MS);
    };

    beforeEach(async () => {
      subject = await open();
      subject.clock.now = START;
      store = subject.store;
    });
    afterEach(async () => {
      await subject.dispose();
    });

    it('answers ping while open', async () => {
      await expect(store.ping()).resolves.toBe(true);
    });

    it('keeps locations and services in the order given, and upserting again adds no duplicates', async () => {
      await store.locations.upsertMany(locations);
      await store.services.upsertMany(services);
      await store.locations.upsertMany(locations);
      await store.services.upsertMany(services);
      expect(await store.locations.list()).toEqual(locations);
      expect(await store.services.list()).toEqual(services);
    });

    it('replaces a location by slug on upsert', async () => {
      await store.locations.upsertMany(locations);
      const [first, ...rest] = locations;
      await store.locations.upsertMany([{ ...first!, hours: 'By appointment' }, ...rest]);
      const listed = await store.locations.list();
      expect(listed).toHaveLength(locations.length);
      expect(listed[0]?.hours).toBe('By appointment');
    });

    it('lists jobs newest first (posted_date, then slug) and finds one by slug', async () => {
      await store.jobs.upsertMany(jobs);
      await store.jobs.upsertMany(jobs);
      const listed = await store.jobs.list();
      const expected = [...jobs].sort((a, b) => b.posted_date.localeCompare(a.posted_date) || a.slug.localeCompare(b.slug));
      expect(listed).toEqual(expected);
      expect(await store.jobs.findBySlug('senior-cybersecurity-analyst')).toEqual(
        jobs.find((job) => job.slug === 'senior-cybersecurity-analyst'),
      );
      expect(await store.jobs.findBySlug('no-such-job')).toBeUndefined();
    });

    it('stores an enquiry with an id and the time it arrived, without the honeypot field', async () => {
      const stored = await store.enquiries.create(enquiry, (saved) => twoMails(saved.email));
      expect(storedEnquirySchema.parse(stored)).toEqual(stored);
      expect(stored).toMatchObject({ name: enquiry.name, receivedAt: START.toISOString() });
      expect(stored).not.toHaveProperty('botcheck');
      const { items, total } = await store.enquiries.list({ page: 1, pageSize: 10 });
      expect(total).toBe(1);
      expect(items).toEqual([stored]);
    });

    it('renders the mails from the stored record and queues them with it', async () => {
      let seen: unknown;
      const stored = await store.enquiries.create(enquiry, (saved) => {
        seen = saved;
        return twoMails(saved.email);
      });
      expect(seen).toEqual(stored);
      const due = await store.outbox.due(START, 10);
      expect(due.map((entry) => entry.mail.to)).toEqual([enquiry.email, 'inbox@company.example']);
      expect(due.every((entry) => entry.attempts === 0 && entry.sentAt === undefined)).toBe(true);
      expect(due.every((entry) => entry.createdAt.getTime() === START.getTime())).toBe(true);
    });

    it('stores nothing when rendering the mails fails', async () => {
      await expect(
        store.enquiries.create(enquiry, () => {
          throw new Error('template broke');
        }),
      ).rejects.toThrow('template broke');
      expect((await store.enquiries.list({ page: 1, pageSize: 10 })).total).toBe(0);
      expect(await store.outbox.due(START, 10)).toEqual([]);
    });

    it('pages enquiries newest first with the total', async () => {
      const names = ['Aisha Rahman', 'Bilal Haddad', 'Carla Mendes'];
      for (const name of names) {
        await store.enquiries.create({ ...enquiry, name }, () => []);
        advance();
      }
      const first = await store.enquiries.list({ page: 1, pageSize: 2 });
      const second = await store.enquiries.list({ page: 2, pageSize: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((item) => item.name)).toEqual(['Carla Mendes', 'Bilal Haddad']);
      expect(second.items.map((item) => item.name)).toEqual(['Aisha Rahman']);
    });

    it('stores an application without a resume', async () => {
      const stored = await store.applications.create(application, undefined, (saved) => twoMails(saved.email));
      expect(storedApplicationSchema.parse(stored)).toEqual(stored);
      expect(stored.resume).toBeUndefined();
      expect(await store.applications.findById(stored.id)).toEqual(stored);
      expect(await store.applications.openResume(stored.id)).toBeUndefined();
      expect(await store.outbox.due(START, 10)).toHaveLength(2);
    });

    it('stores a resume with its application and gives back the same bytes', async () => {
      const bytes = Buffer.from('%PDF-1.4\n% a small resume\n%%EOF\n');
      const stored = await store.applications.create(
        application,
        { fileName: 'Omar Saleh CV.pdf', contentType: 'application/pdf', stream: Readable.from([bytes]) },
        () => [],
      );
      expect(stored.resume).toEqual({ fileName: 'Omar Saleh CV.pdf', contentType: 'application/pdf', size: bytes.length });
      const resume = await store.applications.openResume(stored.id);
      expect(resume).toMatchObject({ fileName: 'Omar Saleh CV.pdf', contentType: 'application/pdf', size: bytes.length });
      expect(await readAll(resume!.stream)).toEqual(bytes);
    });

    it('streams a resume of the largest size in and out, chunk by chunk, byte for byte', async () => {
      const chunk = Buffer.alloc(64 * 1024, 7);
      const chunks = Array.from({ length: RESUME_MAX_BYTES / chunk.length }, (_, index) => Buffer.from(chunk.fill(index % 251)));
      const stored = await store.applications.create(
        application,
        { fileName: 'large.pdf', contentType: 'application/pdf', stream: Readable.from(chunks) },
        () => [],
      );
      expect(stored.resume?.size).toBe(RESUME_MAX_BYTES);
      const resume = await store.applications.openResume(stored.id);
      expect((await readAll(resume!.stream)).equals(Buffer.concat(chunks))).toBe(true);
    });

    it('stores nothing when the resume stream fails', async () => {
      const failing = new Readable({
        read() {
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(
        store.applications.create(application, { fileName: 'cv.pdf', contentType: 'application/pdf', stream: failing }, () => []),
      ).rejects.toThrow('connection reset');
      expect((await store.applications.list({ page: 1, pageSize: 10 })).total).toBe(0);
    });

    it('lists applications newest first and finds none for an unknown id', async () => {
      const first = await store.applications.create(application, undefined, () => []);
      advance();
      const second = await store.applications.create({ ...application, fullName: 'Sara Nasser' }, undefined, () => []);
      const { items, total } = await store.applications.list({ page: 1, pageSize: 10 });
      expect(total).toBe(2);
      expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
      expect(await store.applications.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('hands out due mails oldest first, up to the limit', async () => {
      await store.enquiries.create(enquiry, () => [mailTo('first@example.com')]);
      advance();
      await store.applications.create(application, undefined, () => [mailTo('second@example.com')]);
      advance();
      await store.enquiries.create(enquiry, () => [mailTo('third@example.com')]);
      const due = await store.outbox.due(subject.clock.now, 2);
      expect(due.map((entry) => entry.mail.to)).toEqual(['first@example.com', 'second@example.com']);
    });

    it('no longer hands out a mail once it is marked sent', async () => {
      await store.enquiries.create(enquiry, (saved) => twoMails(saved.email));
      const [first] = await store.outbox.due(START, 10);
      await store.outbox.markSent(first!.id, START);
      const due = await store.outbox.due(START, 10);
      expect(due.map((entry) => entry.id)).not.toContain(first!.id);
      expect(due).toHaveLength(1);
    });

    it('reschedules a failed mail with the error and one more attempt', async () => {
      await store.applications.create(application, undefined, () => [mailTo('candidate@example.com')]);
      const [entry] = await store.outbox.due(START, 10);
      await store.outbox.claim(entry!.id, 'sender-a', START, new Date(START.getTime() + MINUTE_MS));
      const retryAt = new Date(START.getTime() + 5 * MINUTE_MS);
      await store.outbox.markFailed(entry!.id, 'sender-a', 'SMTP 451 try again later', retryAt);
      expect(await store.outbox.due(START, 10)).toEqual([]);
      const [retried] = await store.outbox.due(retryAt, 10);
      expect(retried).toMatchObject({ id: entry!.id, attempts: 1, lastError: 'SMTP 451 try again later' });
      expect(retried!.nextAttemptAt.getTime()).toBe(retryAt.getTime());
      expect(retried!.leaseUntil).toBeUndefined();
    });

    it('lets one sender claim a due mail, and another only once the lease has run out', async () => {
      await store.enquiries.create(enquiry, () => [mailTo('first@example.com')]);
      const [entry] = await store.outbox.due(START, 10);
      const leaseUntil = new Date(START.getTime() + 2 * MINUTE_MS);

      const claims = await Promise.all([
        store.outbox.claim(entry!.id, 'sender-a', START, leaseUntil),
        store.outbox.claim(entry!.id, 'sender-b', START, leaseUntil),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(claims.find(Boolean)).toMatchObject({ id: entry!.id, attempts: 0, leaseUntil });
      expect(await store.outbox.due(START, 10)).toEqual([]);
      advance(1);
      expect(await store.outbox.claim(entry!.id, 'sender-c', subject.clock.now, leaseUntil)).toBeUndefined();

      advance(1);
      expect((await store.outbox.due(subject.clock.now, 10)).map((due) => due.id)).toEqual([entry!.id]);
      expect(
        await store.outbox.claim(entry!.id, 'sender-c', subject.clock.now, new Date(subject.clock.now.getTime() + MINUTE_MS)),
      ).toMatchObject({ id: entry!.id, leaseOwner: 'sender-c' });
    });

    it('never hands out a sent mail again, and a late failure report of a lost lease changes nothing', async () => {
      await store.enquiries.create(enquiry, () => [mailTo('first@example.com')]);
      const [entry] = await store.outbox.due(START, 10);
      await store.outbox.claim(entry!.id, 'sender-a', START, new Date(START.getTime() + MINUTE_MS));
      await store.outbox.markSent(entry!.id, START);
      await store.outbox.markFailed(entry!.id, 'sender-b', 'too late', START);
      expect(await store.outbox.claim(entry!.id, 'sender-b', START, new Date(START.getTime() + MINUTE_MS))).toBeUndefined();
      expect(await store.outbox.due(new Date(START.getTime() + 60 * MINUTE_MS), 10)).toEqual([]);
    });

    it('ignores outbox ids it never issued', async () => {
      await expect(store.outbox.markSent('not-an-entry', START)).resolves.toBeUndefined();
      await expect(
        store.outbox.markFailed('00000000-0000-4000-8000-000000000000.0', 'sender-a', 'x', START),
      ).resolves.toBeUndefined();
      await expect(store.outbox.claim('not-an-entry', 'sender-a', START, START)).resolves.toBeUndefined();
    });

    it('counts in fixed windows, each key on its own, and starts a new window once one has ended', async () => {
      const windowMs = 10 * MINUTE_MS;
      expect(await store.counters.peek('client-a', START)).toBeUndefined();
      expect(await store.counters.increment('client-a', windowMs, START)).toEqual({
        count: 1,
        resetAt: new Date(START.getTime() + windowMs),
      });
      advance(1);
      expect(await store.counters.increment('client-a', windowMs, subject.clock.now)).toEqual({
        count: 2,
        resetAt: new Date(START.getTime() + windowMs),
      });
      expect(await store.counters.increment('client-b', windowMs, subject.clock.now)).toMatchObject({ count: 1 });
      expect(await store.counters.peek('client-a', subject.clock.now)).toMatchObject({ count: 2 });

      advance(10);
      expect(await store.counters.peek('client-a', subject.clock.now)).toBeUndefined();
      expect(await store.counters.increment('client-a', windowMs, subject.clock.now)).toEqual({
        count: 1,
        resetAt: new Date(subject.clock.now.getTime() + windowMs),
      });
    });

    it('takes back one count within the running window, never below zero, and nothing once it has ended', async () => {
      await store.counters.increment('client-a', MINUTE_MS, START);
      await store.counters.increment('client-a', MINUTE_MS, START);
      await store.counters.decrement('client-a', START);
      expect(await store.counters.peek('client-a', START)).toMatchObject({ count: 1 });
      await store.counters.decrement('client-a', START);
      await store.counters.decrement('client-a', START);
      expect(await store.counters.peek('client-a', START)).toMatchObject({ count: 0 });
      await store.counters.decrement('never-counted', START);
      expect(await store.counters.peek('never-counted', START)).toBeUndefined();
    });

    it('counts every one of many increments made at once', async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => store.counters.increment('burst', MINUTE_MS, START)));
      expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
    });

    it("erases one person's enquiries and applications, resume and queued mails included, whatever the letter case", async () => {
      const resume = { fileName: 'cv.pdf', contentType: 'application/pdf', stream: Readable.from([Buffer.from('%PDF-1.4 x')]) };
      const enquired = await store.enquiries.create(enquiry, (saved) => twoMails(saved.email));
      const applied = await store.applications.create({ ...application, email: 'Layla@Ministry.example' }, resume, () => []);
      const other = await store.enquiries.create({ ...enquiry, email: 'someone.else@ministry.example' }, () => []);
      const otherApplication = await store.applications.create(application, undefined, () => []);

      expect(await store.eraseByEmail('LAYLA@ministry.example')).toEqual({
        enquiries: [enquired.id],
        applications: [applied.id],
      });

      expect((await store.enquiries.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([other.id]);
      expect((await store.applications.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([
        otherApplication.id,
      ]);
      expect(await store.applications.openResume(applied.id)).toBeUndefined();
      expect((await store.outbox.due(START, 10)).map((entry) => entry.mail.to)).not.toContain(enquiry.email);
      expect(await store.eraseByEmail('nobody@ministry.example')).toEqual({ enquiries: [], applications: [] });
    });

    it('takes an address literally when erasing (no pattern matching)', async () => {
      await store.enquiries.create(enquiry, () => []);
      expect(await store.eraseByEmail('.*@ministry.example')).toEqual({ enquiries: [], applications: [] });
      expect((await store.enquiries.list({ page: 1, pageSize: 10 })).total).toBe(1);
    });

    it('deletes applications received before the retention cutoff, with their resumes, and keeps the rest', async () => {
      const resume = { fileName: 'cv.pdf', contentType: 'application/pdf', stream: Readable.from([Buffer.from('%PDF-1.4 x')]) };
      const old = await store.applications.create(application, resume, () => []);
      advance(60);
      const recent = await store.applications.create(application, undefined, () => []);

      expect(await store.applications.deleteReceivedBefore(new Date(START.getTime() + 30 * MINUTE_MS))).toEqual([old.id]);
      expect((await store.applications.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([recent.id]);
      expect(await store.applications.openResume(old.id)).toBeUndefined();
      expect(await store.applications.deleteReceivedBefore(START)).toEqual([]);
    });

    it('does not let one job shadow another with the same title', async () => {
      const twin: Job = { ...jobs[0]!, id: 'REQ-TWIN', slug: 'senior-cybersecurity-analyst-riyadh' };
      await store.jobs.upsertMany([jobs[0]!, twin]);
      expect((await store.jobs.list()).map((job) => job.slug).sort()).toEqual([jobs[0]!.slug, twin.slug].sort());
    });
  });
}

/**
 * The behaviour every store adapter must have. Each adapter's test calls `storeContract` with
 * a factory for a fresh, empty store; the same expectations then hold for nedb and MongoDB.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  type Application,
  type ContactEnquiry,
  type Job,
  RESUME_MAX_BYTES,
  storedApplicationSchema,
  storedEnquirySchema,
} from 'contracts';
import type { AuditEntry, Note, StaffJob } from 'contracts/staff';
import type { OutgoingMail } from '../mail/mail';
import { jobs } from '../seed/jobs';
import { locations } from '../seed/locations';
import { seededJob } from '../seed/seed';
import { services } from '../seed/services';
import { DuplicateKeyError, type StaffAccountRecord, type StaffSessionRecord, type Store } from './store';

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
  locale: 'en',
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
  locale: 'en',
  jobSlug: 'senior-cybersecurity-analyst',
  jobTitle: 'Senior Cybersecurity Analyst',
};

const mailTo = (to: string): OutgoingMail => ({ to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' });
const twoMails = (email: string) => [mailTo(email), mailTo('inbox@company.example')];

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

    it('lists jobs newest first (posted_date, then slug) and finds one by slug or id', async () => {
      const seeded = jobs.map(seededJob);
      for (const job of seeded) await store.jobs.create(job);
      const listed = await store.jobs.list();
      const expected = [...seeded].sort((a, b) => b.posted_date.localeCompare(a.posted_date) || a.slug.localeCompare(b.slug));
      expect(listed).toEqual(expected);
      const analyst = seeded.find((job) => job.slug === 'senior-cybersecurity-analyst');
      expect(await store.jobs.findBySlug('senior-cybersecurity-analyst')).toEqual(analyst);
      expect(await store.jobs.findById(analyst!.id)).toEqual(analyst);
      expect(await store.jobs.findBySlug('no-such-job')).toBeUndefined();
      expect(await store.jobs.findById('REQ-NONE')).toBeUndefined();
      expect(await store.jobs.count()).toBe(seeded.length);
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

    it('keeps the language an enquiry came in, in every read staff make', async () => {
      let rendered: unknown;
      const arabic = await store.enquiries.create({ ...enquiry, locale: 'ar' }, (saved) => {
        rendered = saved.locale;
        return [];
      });
      advance();
      const english = await store.enquiries.create(enquiry, () => []);
      expect([rendered, arabic.locale, english.locale]).toEqual(['ar', 'ar', 'en']);
      expect((await store.enquiries.list({ page: 1, pageSize: 10 })).items.map((item) => item.locale)).toEqual(['en', 'ar']);
      const found = await store.enquiries.search({}, { page: 1, pageSize: 10, sort: 'oldest' });
      expect(found.items.map((item) => item.locale)).toEqual(['ar', 'en']);
      expect(await store.enquiries.findTracked(arabic.id)).toMatchObject({ locale: 'ar' });
      expect((await store.findByEmail(enquiry.email)).enquiries.map((item) => item.locale).sort()).toEqual(['ar', 'en']);
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

    it('keeps the language an application came in, in every read staff make', async () => {
      const arabic = await store.applications.create({ ...application, locale: 'ar' }, undefined, () => []);
      advance();
      const english = await store.applications.create(application, undefined, () => []);
      expect([arabic.locale, english.locale]).toEqual(['ar', 'en']);
      expect(await store.applications.findById(arabic.id)).toMatchObject({ locale: 'ar' });
      expect(await store.applications.findTracked(arabic.id)).toMatchObject({ locale: 'ar' });
      expect((await store.applications.list({ page: 1, pageSize: 10 })).items.map((item) => item.locale)).toEqual(['en', 'ar']);
      const found = await store.applications.search({ jobSlug: application.jobSlug }, { page: 1, pageSize: 10, sort: 'newest' });
      expect(found.items.map((item) => item.locale)).toEqual(['en', 'ar']);
      expect((await store.findByEmail(application.email)).applications.map((item) => item.locale).sort()).toEqual(['ar', 'en']);
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
      expect(await buffer(resume!.stream)).toEqual(bytes);
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
      expect((await buffer(resume!.stream)).equals(Buffer.concat(chunks))).toBe(true);
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

    it('clears every window whose key starts with a prefix, and no other', async () => {
      await store.counters.increment('sign-in:sara@x.example from 203.0.113.7', MINUTE_MS, START);
      await store.counters.increment('sign-in:sara@x.example from 2001:db8::/64', MINUTE_MS, START);
      await store.counters.increment('sign-in:sara@x.example.org from 203.0.113.7', MINUTE_MS, START);
      await store.counters.clear('sign-in:sara@x.example from ');
      expect(await store.counters.peek('sign-in:sara@x.example from 203.0.113.7', START)).toBeUndefined();
      expect(await store.counters.peek('sign-in:sara@x.example from 2001:db8::/64', START)).toBeUndefined();
      expect(await store.counters.peek('sign-in:sara@x.example.org from 203.0.113.7', START)).toMatchObject({ count: 1 });
      expect(await store.counters.increment('sign-in:sara@x.example from 203.0.113.7', MINUTE_MS, START)).toMatchObject({
        count: 1,
      });
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
      await store.jobs.create(seededJob(jobs[0]!));
      await store.jobs.create(seededJob(twin));
      expect((await store.jobs.list()).map((job) => job.slug).sort()).toEqual([jobs[0]!.slug, twin.slug].sort());
    });

    describe('jobs as staff edit them', () => {
      const draft = (overrides: Partial<StaffJob> = {}): StaffJob => ({
        ...seededJob(jobs[0]!),
        id: 'REQ-DRAFT-1',
        slug: 'draft-one',
        status: 'draft',
        publishedAt: undefined,
        createdAt: START.toISOString(),
        updated: START.toISOString(),
        ...overrides,
      });
      const withoutUndefined = (job: StaffJob) => JSON.parse(JSON.stringify(job)) as StaffJob;

      it('refuses a second job with a slug or an id already taken', async () => {
        await store.jobs.create(draft());
        await expect(store.jobs.create(draft({ id: 'REQ-DRAFT-2' }))).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(store.jobs.create(draft({ slug: 'draft-two' }))).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await store.jobs.count()).toBe(1);
      });

      it('pages jobs most recently created first, of one status or all', async () => {
        for (const [index, status] of (['draft', 'published', 'closed', 'draft'] as const).entries()) {
          await store.jobs.create(
            draft({ id: `REQ-${index}`, slug: `job-${index}`, status, createdAt: subject.clock.now.toISOString() }),
          );
          if (index !== 2) advance(); // jobs 2 and 3 share a creation time: the id breaks the tie
        }
        const all = await store.jobs.page({}, { page: 1, pageSize: 3 });
        expect(all.total).toBe(4);
        expect(all.items.map((job) => job.id)).toEqual(['REQ-2', 'REQ-3', 'REQ-1']);
        expect((await store.jobs.page({}, { page: 2, pageSize: 3 })).items.map((job) => job.id)).toEqual(['REQ-0']);
        const drafts = await store.jobs.page({ status: 'draft' }, { page: 1, pageSize: 10 });
        expect(drafts).toMatchObject({ total: 2 });
        expect(drafts.items.map((job) => job.id)).toEqual(['REQ-3', 'REQ-0']);
      });

      it('changes a job only while it is as expected, removing fields set to undefined', async () => {
        await store.jobs.create(draft({ closing_date: '2027-01-31' }));
        const published = await store.jobs.update(
          'REQ-DRAFT-1',
          { status: ['draft'] },
          { status: 'published', publishedAt: START.toISOString(), closing_date: undefined },
        );
        expect(published).toMatchObject({ status: 'published', publishedAt: START.toISOString() });
        expect(published).not.toHaveProperty('closing_date');
        expect(withoutUndefined(published!)).toEqual(await store.jobs.findById('REQ-DRAFT-1'));
        expect(await store.jobs.update('REQ-DRAFT-1', { status: ['draft'] }, { status: 'published' })).toBeUndefined();
        expect(await store.jobs.update('REQ-DRAFT-1', { neverPublished: true }, { slug: 'renamed' })).toBeUndefined();
        expect(await store.jobs.update('REQ-NONE', {}, { title: 'Nobody' })).toBeUndefined();
        expect((await store.jobs.findById('REQ-DRAFT-1'))?.slug).toBe('draft-one');
      });

      it('lets exactly one of two simultaneous publications through', async () => {
        await store.jobs.create(draft());
        const results = await Promise.all(
          ['a', 'b'].map((who) => store.jobs.update('REQ-DRAFT-1', { status: ['draft'] }, { status: 'published', title: who })),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it('refuses to give a job a slug another job has', async () => {
        await store.jobs.create(draft());
        await store.jobs.create(draft({ id: 'REQ-DRAFT-2', slug: 'draft-two' }));
        await expect(store.jobs.update('REQ-DRAFT-2', { neverPublished: true }, { slug: 'draft-one' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect((await store.jobs.findById('REQ-DRAFT-2'))?.slug).toBe('draft-two');
      });
    });

    describe('submissions as staff track them', () => {
      const note = (text: string, at = subject.clock.now): Note => ({
        id: `note-${text}`,
        at: at.toISOString(),
        author: { id: 'staff-1', email: 'sara@company.example', name: 'Sara' },
        text,
      });

      it('starts an enquiry as new, with no notes, last changed when it arrived', async () => {
        const stored = await store.enquiries.create(enquiry, () => []);
        expect(await store.enquiries.findTracked(stored.id)).toEqual({
          ...stored,
          status: 'new',
          notes: [],
          updatedAt: stored.receivedAt,
        });
        expect(await store.enquiries.findTracked('00000000-0000-4000-8000-000000000000')).toBeUndefined();
      });

      it('finds enquiries by service, status, time received and text, newest or oldest first', async () => {
        const aisha = await store.enquiries.create({ ...enquiry, name: 'Aisha Rahman', service: 'encryption' }, () => []);
        advance(60);
        const bilal = await store.enquiries.create(
          { ...enquiry, name: 'Bilal Haddad', company: 'Port Authority', message: 'Key rotation (HSM) for 40 sites.' },
          () => [],
        );
        advance(60);
        const carla = await store.enquiries.create({ ...enquiry, name: 'Carla Mendes', email: 'carla@bank.example' }, () => []);
        await store.enquiries.moveStatus(bilal.id, 'new', 'in progress', subject.clock.now);
        const ids = async (filter: Parameters<Store['enquiries']['search']>[0], sort: 'newest' | 'oldest' = 'newest') =>
          (await store.enquiries.search(filter, { page: 1, pageSize: 10, sort })).items.map((item) => item.id);

        expect(await ids({})).toEqual([carla.id, bilal.id, aisha.id]);
        expect(await ids({}, 'oldest')).toEqual([aisha.id, bilal.id, carla.id]);
        expect(await ids({ service: 'encryption' })).toEqual([aisha.id]);
        expect(await ids({ status: 'new' })).toEqual([carla.id, aisha.id]);
        expect(await ids({ status: 'in progress' })).toEqual([bilal.id]);
        expect(await ids({ receivedFrom: new Date(bilal.receivedAt) })).toEqual([carla.id, bilal.id]);
        expect(await ids({ receivedBefore: new Date(bilal.receivedAt) })).toEqual([aisha.id]);
        expect(await ids({ text: 'PORT authority' })).toEqual([bilal.id]);
        expect(await ids({ text: 'CARLA@bank' })).toEqual([carla.id]);
        expect(await ids({ text: '(HSM)' })).toEqual([bilal.id]);
        expect(await ids({ text: '.*' })).toEqual([]);
        expect((await store.enquiries.search({ status: 'new' }, { page: 1, pageSize: 1, sort: 'newest' })).total).toBe(2);
      });

      it('pages enquiries that arrived at the same moment in one stable order', async () => {
        const created = [];
        for (let index = 0; index < 7; index += 1) created.push(await store.enquiries.create(enquiry, () => []));
        for (const sort of ['newest', 'oldest'] as const) {
          const pages = [];
          for (let page = 1; page <= 3; page += 1) {
            pages.push(...(await store.enquiries.search({}, { page, pageSize: 3, sort })).items.map((item) => item.id));
          }
          expect(pages).toHaveLength(7);
          expect(new Set(pages)).toEqual(new Set(created.map((item) => item.id)));
          const again = (await store.enquiries.search({}, { page: 1, pageSize: 7, sort })).items.map((item) => item.id);
          expect(again).toEqual(pages);
        }
      });

      it('moves an enquiry on only from the status it is in, one of two simultaneous moves winning', async () => {
        const stored = await store.enquiries.create(enquiry, () => []);
        advance();
        const moves = await Promise.all([
          store.enquiries.moveStatus(stored.id, 'new', 'in progress', subject.clock.now),
          store.enquiries.moveStatus(stored.id, 'new', 'closed', subject.clock.now),
        ]);
        expect(moves.filter(Boolean)).toHaveLength(1);
        const moved = moves.find(Boolean)!;
        expect(moved.updatedAt).toBe(subject.clock.now.toISOString());
        expect(await store.enquiries.findTracked(stored.id)).toEqual(moved);
        expect(await store.enquiries.moveStatus('00000000-0000-4000-8000-000000000000', 'new', 'closed', START)).toBeUndefined();
      });

      it('keeps notes on an enquiry in the order written', async () => {
        const stored = await store.enquiries.create(enquiry, () => []);
        advance();
        await store.enquiries.addNote(stored.id, note('first'));
        advance();
        const tracked = await store.enquiries.addNote(stored.id, note('second'));
        expect(tracked?.notes.map((item) => item.text)).toEqual(['first', 'second']);
        expect(tracked?.updatedAt).toBe(subject.clock.now.toISOString());
        expect(await store.enquiries.findTracked(stored.id)).toEqual(tracked);
        expect(await store.enquiries.addNote('00000000-0000-4000-8000-000000000000', note('lost'))).toBeUndefined();
        // The machine-token list stays as it was: no staff fields.
        expect((await store.enquiries.list({ page: 1, pageSize: 1 })).items[0]).toEqual(stored);
      });

      it('finds applications by job, stage and text, moves them between stages and keeps notes', async () => {
        const omar = await store.applications.create(application, undefined, () => []);
        advance();
        const sara = await store.applications.create(
          { ...application, fullName: 'Sara Nasser', email: 'sara@candidate.example', jobSlug: 'penetration-tester' },
          undefined,
          () => [],
        );
        const ids = async (filter: Parameters<Store['applications']['search']>[0]) =>
          (await store.applications.search(filter, { page: 1, pageSize: 10, sort: 'newest' })).items.map((item) => item.id);
        expect(await ids({})).toEqual([sara.id, omar.id]);
        expect(await ids({ jobSlug: 'senior-cybersecurity-analyst' })).toEqual([omar.id]);
        expect(await ids({ text: 'SARA' })).toEqual([sara.id]);
        expect(await ids({ stage: 'applied' })).toEqual([sara.id, omar.id]);

        expect(await store.applications.findTracked(omar.id)).toMatchObject({
          stage: 'applied',
          notes: [],
          updatedAt: omar.receivedAt,
        });
        advance();
        expect(await store.applications.moveStage(omar.id, 'applied', 'interview', subject.clock.now)).toMatchObject({
          stage: 'interview',
          updatedAt: subject.clock.now.toISOString(),
        });
        expect(await store.applications.moveStage(omar.id, 'applied', 'rejected', subject.clock.now)).toBeUndefined();
        expect(await ids({ stage: 'interview' })).toEqual([omar.id]);
        expect((await store.applications.addNote(omar.id, note('strong')))?.notes.map((item) => item.text)).toEqual(['strong']);
        expect(
          (await store.applications.search({}, { page: 1, pageSize: 10, sort: 'oldest' })).items.map((item) => item.id),
        ).toEqual([omar.id, sara.id]);
        expect(await store.applications.findById(omar.id)).toEqual(omar);
      });

      it("shows everything held about one person, whatever the letter case, notes included, and nothing of others'", async () => {
        const mine = await store.enquiries.create(enquiry, () => []);
        await store.enquiries.addNote(mine.id, note('called back'));
        await store.enquiries.create({ ...enquiry, email: 'someone.else@ministry.example' }, () => []);
        const applied = await store.applications.create({ ...application, email: 'Layla@Ministry.example' }, undefined, () => []);
        const held = await store.findByEmail('LAYLA@ministry.example');
        expect(held.enquiries.map((item) => [item.id, item.notes.length])).toEqual([[mine.id, 1]]);
        expect(held.applications.map((item) => item.id)).toEqual([applied.id]);
        expect(await store.findByEmail('.*@ministry.example')).toEqual({ enquiries: [], applications: [] });
      });
    });

    it('takes back one count of a running window, never below zero, and nothing once it has ended', async () => {
      await store.counters.increment('sign-in', 10 * MINUTE_MS, START);
      await store.counters.increment('sign-in', 10 * MINUTE_MS, START);
      await store.counters.decrement('sign-in', START);
      expect(await store.counters.peek('sign-in', START)).toMatchObject({ count: 1 });
      await store.counters.decrement('sign-in', START);
      await store.counters.decrement('sign-in', START);
      expect(await store.counters.peek('sign-in', START)).toMatchObject({ count: 0 });
      await expect(store.counters.decrement('never-counted', START)).resolves.toBeUndefined();
      expect(await store.counters.peek('never-counted', START)).toBeUndefined();
    });

    describe('staff accounts, sessions and the audit log', () => {
      const account = (email: string, overrides: Partial<StaffAccountRecord> = {}): StaffAccountRecord => ({
        id: `account-${email.split('@')[0]}`,
        email,
        name: 'Sara Nasser',
        role: 'recruiter',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        disabled: false,
        mustChangePassword: true,
        createdAt: START.toISOString(),
        updatedAt: START.toISOString(),
        ...overrides,
      });
      const session = (id: string, accountId: string, expiresInMinutes = 60): StaffSessionRecord => ({
        id,
        accountId,
        createdAt: subject.clock.now,
        lastSeenAt: subject.clock.now,
        expiresAt: new Date(subject.clock.now.getTime() + expiresInMinutes * MINUTE_MS),
      });

      it('keeps an account and finds it by id or e-mail; an e-mail is taken once', async () => {
        const sara = account('sara@company.example');
        await store.staffAccounts.create(sara);
        expect(await store.staffAccounts.findById(sara.id)).toEqual(sara);
        expect(await store.staffAccounts.findByEmail('sara@company.example')).toEqual(sara);
        expect(await store.staffAccounts.findByEmail('nobody@company.example')).toBeUndefined();
        expect(await store.staffAccounts.findById('account-nobody')).toBeUndefined();
        await expect(store.staffAccounts.create({ ...sara, id: 'account-other' })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('lists accounts by e-mail, page by page, and changes one', async () => {
        for (const email of ['omar@company.example', 'aisha@company.example', 'sara@company.example']) {
          await store.staffAccounts.create(account(email));
        }
        const first = await store.staffAccounts.list({ page: 1, pageSize: 2 });
        expect(first.total).toBe(3);
        expect(first.items.map((item) => item.email)).toEqual(['aisha@company.example', 'omar@company.example']);
        expect((await store.staffAccounts.list({ page: 2, pageSize: 2 })).items.map((item) => item.email)).toEqual([
          'sara@company.example',
        ]);
        advance();
        const changed = await store.staffAccounts.update('account-omar', { role: 'admin', disabled: true }, subject.clock.now);
        expect(changed).toEqual({
          ...account('omar@company.example'),
          role: 'admin',
          disabled: true,
          updatedAt: subject.clock.now.toISOString(),
        });
        expect(await store.staffAccounts.findById('account-omar')).toEqual(changed);
        expect(await store.staffAccounts.update('account-nobody', { role: 'admin' }, START)).toBeUndefined();
      });

      it('keeps a session, records activity, and revokes it for good', async () => {
        await store.staffSessions.create(session('session-1', 'account-sara'));
        expect(await store.staffSessions.findById('session-1')).toEqual(session('session-1', 'account-sara'));
        advance(5);
        await store.staffSessions.touch('session-1', subject.clock.now);
        expect((await store.staffSessions.findById('session-1'))?.lastSeenAt).toEqual(subject.clock.now);
        const revokedAt = subject.clock.now;
        await store.staffSessions.revoke('session-1', revokedAt);
        advance();
        await store.staffSessions.revoke('session-1', subject.clock.now);
        await store.staffSessions.touch('session-1', subject.clock.now);
        expect(await store.staffSessions.findById('session-1')).toMatchObject({ revokedAt, lastSeenAt: revokedAt });
        expect(await store.staffSessions.findById('session-none')).toBeUndefined();
      });

      it("revokes every live session of one account and no one else's", async () => {
        await store.staffSessions.create(session('session-1', 'account-sara'));
        await store.staffSessions.create(session('session-2', 'account-sara'));
        await store.staffSessions.create(session('session-3', 'account-omar'));
        await store.staffSessions.revoke('session-2', START);
        advance();
        expect(await store.staffSessions.revokeAllOf('account-sara', subject.clock.now)).toBe(1);
        expect((await store.staffSessions.findById('session-1'))?.revokedAt).toEqual(subject.clock.now);
        expect((await store.staffSessions.findById('session-2'))?.revokedAt).toEqual(START);
        expect((await store.staffSessions.findById('session-3'))?.revokedAt).toBeUndefined();
      });

      it('removes sessions once they have expired', async () => {
        await store.staffSessions.create(session('session-short', 'account-sara', 10));
        await store.staffSessions.create(session('session-long', 'account-sara', 60));
        advance(10);
        expect(await store.staffSessions.deleteEnded(subject.clock.now)).toBe(1);
        expect(await store.staffSessions.findById('session-short')).toBeUndefined();
        expect(await store.staffSessions.findById('session-long')).toBeDefined();
      });

      it('records audit entries and lists them newest first, filtered by who, what and which record', async () => {
        const entry = (action: AuditEntry['action'], targetId: string, actorId = 'account-sara'): Omit<AuditEntry, 'id'> => ({
          at: subject.clock.now.toISOString(),
          actor: { type: 'staff', id: actorId, email: `${actorId}@company.example`, role: 'recruiter' },
          action,
          target: { type: 'application', id: targetId },
          details: { from: 'applied', to: 'interview' },
        });
        const first = await store.auditLog.record(entry('application.viewed', 'app-1'));
        expect(first).toEqual({ id: expect.any(String), ...entry('application.viewed', 'app-1') });
        advance();
        const second = await store.auditLog.record(entry('application.stage-changed', 'app-1'));
        const third = await store.auditLog.record(entry('application.viewed', 'app-2', 'account-omar'));
        const cli = await store.auditLog.record({
          at: subject.clock.now.toISOString(),
          actor: { type: 'command-line' },
          action: 'account.created',
          target: { type: 'account', id: 'account-omar' },
        });
        const ids = async (filter: Parameters<Store['auditLog']['list']>[0]) =>
          (await store.auditLog.list(filter, { page: 1, pageSize: 10 })).items.map((item) => item.id);

        const all = await ids({});
        expect(all).toHaveLength(4);
        expect(all.at(-1)).toBe(first.id);
        expect(new Set(all.slice(0, 3))).toEqual(new Set([second.id, third.id, cli.id]));
        expect(await ids({})).toEqual(all);
        const paged = [
          ...(await store.auditLog.list({}, { page: 1, pageSize: 2 })).items,
          ...(await store.auditLog.list({}, { page: 2, pageSize: 2 })).items,
        ];
        expect(paged.map((item) => item.id)).toEqual(all);
        expect(paged.find((item) => item.id === cli.id)).toEqual(cli);
        expect(await ids({ actorId: 'account-omar' })).toEqual([third.id]);
        expect(await ids({ action: 'application.stage-changed' })).toEqual([second.id]);
        expect(await ids({ targetType: 'account' })).toEqual([cli.id]);
        expect(new Set(await ids({ targetId: 'app-1' }))).toEqual(new Set([first.id, second.id]));
        expect((await store.auditLog.list({ targetId: 'app-1' }, { page: 1, pageSize: 1 })).total).toBe(2);
      });

      it("rewrites an entry's target and details, and nothing else", async () => {
        const recorded = await store.auditLog.record({
          at: subject.clock.now.toISOString(),
          actor: { type: 'admin-token' },
          action: 'person.erased',
          target: { type: 'person', id: 'sha256:0123' },
          details: { enquiries: 1 },
        });
        await store.auditLog.rewrite(recorded.id, { target: { type: 'person', id: 'hmac:4567' }, details: { enquiries: 1 } });
        const { items } = await store.auditLog.list({ targetId: 'hmac:4567' }, { page: 1, pageSize: 10 });
        expect(items).toEqual([{ ...recorded, target: { type: 'person', id: 'hmac:4567' } }]);
        expect((await store.auditLog.list({ targetId: 'sha256:0123' }, { page: 1, pageSize: 10 })).total).toBe(0);
      });
    });
  });
}

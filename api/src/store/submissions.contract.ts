/** Enquiries and applications (stored with their mails, tracked by staff, erased, expired): the suite every adapter must pass. */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type ApplicationChannel, RESUME_MAX_BYTES, storedApplicationSchema, storedEnquirySchema } from 'contracts';
import { firstResponseDue, type Note, type Scorecard } from 'contracts/staff';
import {
  application,
  type ContractOptions,
  enquiry,
  MINUTE_MS,
  repositoryContract,
  START,
  type StoreUnderTest,
  twoMails,
} from './contract-support';
import type { Store } from './store';

export function submissionsContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} submissions contract`, open, options, (subject) => {
    const { advance } = subject;

    it('stores an enquiry with an id and the time it arrived, without the honeypot field', async () => {
      const stored = await subject.store.enquiries.create(enquiry, (saved) => twoMails(saved.email));
      expect(storedEnquirySchema.parse(stored)).toEqual(stored);
      expect(stored).toMatchObject({ name: enquiry.name, receivedAt: START.toISOString() });
      expect(stored).not.toHaveProperty('botcheck');
      const { items, total } = await subject.store.enquiries.list({ page: 1, pageSize: 10 });
      expect(total).toBe(1);
      expect(items).toEqual([stored]);
    });

    it('keeps the language an enquiry came in, in every read staff make', async () => {
      let rendered: unknown;
      const arabic = await subject.store.enquiries.create({ ...enquiry, locale: 'ar' }, (saved) => {
        rendered = saved.locale;
        return [];
      });
      advance();
      const english = await subject.store.enquiries.create(enquiry, () => []);
      expect([rendered, arabic.locale, english.locale]).toEqual(['ar', 'ar', 'en']);
      expect((await subject.store.enquiries.list({ page: 1, pageSize: 10 })).items.map((item) => item.locale)).toEqual([
        'en',
        'ar',
      ]);
      const found = await subject.store.enquiries.search({}, { page: 1, pageSize: 10, sort: 'oldest' });
      expect(found.items.map((item) => item.locale)).toEqual(['ar', 'en']);
      expect(await subject.store.enquiries.findTracked(arabic.id)).toMatchObject({ locale: 'ar' });
      expect((await subject.store.findByEmail(enquiry.email)).enquiries.map((item) => item.locale).sort()).toEqual(['ar', 'en']);
    });

    it('renders the mails from the stored record and queues them with it', async () => {
      let seen: unknown;
      const stored = await subject.store.enquiries.create(enquiry, (saved) => {
        seen = saved;
        return twoMails(saved.email);
      });
      expect(seen).toEqual(stored);
      const due = await subject.store.outbox.due(START, 10);
      expect(due.map((entry) => entry.mail.to)).toEqual([enquiry.email, 'inbox@company.example']);
      expect(due.every((entry) => entry.attempts === 0 && entry.sentAt === undefined)).toBe(true);
      expect(due.every((entry) => entry.createdAt.getTime() === START.getTime())).toBe(true);
    });

    it('stores nothing when rendering the mails fails', async () => {
      await expect(
        subject.store.enquiries.create(enquiry, () => {
          throw new Error('template broke');
        }),
      ).rejects.toThrow('template broke');
      expect((await subject.store.enquiries.list({ page: 1, pageSize: 10 })).total).toBe(0);
      expect(await subject.store.outbox.due(START, 10)).toEqual([]);
    });

    it('pages enquiries newest first with the total', async () => {
      const names = ['Aisha Rahman', 'Bilal Haddad', 'Carla Mendes'];
      for (const name of names) {
        await subject.store.enquiries.create({ ...enquiry, name }, () => []);
        advance();
      }
      const first = await subject.store.enquiries.list({ page: 1, pageSize: 2 });
      const second = await subject.store.enquiries.list({ page: 2, pageSize: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((item) => item.name)).toEqual(['Carla Mendes', 'Bilal Haddad']);
      expect(second.items.map((item) => item.name)).toEqual(['Aisha Rahman']);
    });

    it('stores an application without a resume', async () => {
      const stored = await subject.store.applications.create(application, undefined, (saved) => twoMails(saved.email));
      expect(storedApplicationSchema.parse(stored)).toEqual(stored);
      expect(stored.resume).toBeUndefined();
      expect(await subject.store.applications.findById(stored.id)).toEqual(stored);
      expect(await subject.store.applications.openResume(stored.id)).toBeUndefined();
      expect(await subject.store.outbox.due(START, 10)).toHaveLength(2);
    });

    it('keeps the language an application came in, in every read staff make', async () => {
      const arabic = await subject.store.applications.create({ ...application, locale: 'ar' }, undefined, () => []);
      advance();
      const english = await subject.store.applications.create(application, undefined, () => []);
      expect([arabic.locale, english.locale]).toEqual(['ar', 'en']);
      expect(await subject.store.applications.findById(arabic.id)).toMatchObject({ locale: 'ar' });
      expect(await subject.store.applications.findTracked(arabic.id)).toMatchObject({ locale: 'ar' });
      expect((await subject.store.applications.list({ page: 1, pageSize: 10 })).items.map((item) => item.locale)).toEqual([
        'en',
        'ar',
      ]);
      const found = await subject.store.applications.search(
        { jobSlug: application.jobSlug },
        { page: 1, pageSize: 10, sort: 'newest' },
      );
      expect(found.items.map((item) => item.locale)).toEqual(['en', 'ar']);
      expect((await subject.store.findByEmail(application.email)).applications.map((item) => item.locale).sort()).toEqual([
        'ar',
        'en',
      ]);
    });

    it('keeps where an application came from, in every read staff make, and finds applications by its channel', async () => {
      const linkedIn = await subject.store.applications.create(
        { ...application, utmSource: 'linkedin', utmCampaign: 'spring-hiring', referrer: 'https://www.linkedin.com' },
        undefined,
        () => [],
      );
      advance();
      const referred = await subject.store.applications.create(
        { ...application, email: 'sara@candidate.example', referredBy: 'Layla Haddad' },
        undefined,
        () => [],
      );
      advance();
      const direct = await subject.store.applications.create(
        { ...application, email: 'nadia@candidate.example' },
        undefined,
        () => [],
      );
      const linkedInSource = {
        channel: 'linkedin',
        utmSource: 'linkedin',
        utmCampaign: 'spring-hiring',
        referrer: 'https://www.linkedin.com',
      };
      expect(linkedIn.source).toEqual(linkedInSource);
      expect(referred.source).toEqual({ channel: 'referral', referredBy: 'Layla Haddad' });
      expect(direct.source).toEqual({ channel: 'direct' });
      expect(await subject.store.applications.findById(linkedIn.id)).toMatchObject({ source: linkedInSource });
      expect(await subject.store.applications.findTracked(linkedIn.id)).toMatchObject({ source: linkedInSource });
      expect((await subject.store.findByEmail(application.email)).applications[0]?.source).toEqual(linkedInSource);
      const bySource = async (source: ApplicationChannel) =>
        (await subject.store.applications.search({ source }, { page: 1, pageSize: 10, sort: 'newest' })).items.map((item) => [
          item.id,
          item.source?.channel,
        ]);
      expect(await bySource('linkedin')).toEqual([[linkedIn.id, 'linkedin']]);
      expect(await bySource('referral')).toEqual([[referred.id, 'referral']]);
      expect(await bySource('indeed')).toEqual([]);
    });

    it('stores a resume with its application and gives back the same bytes', async () => {
      const bytes = Buffer.from('%PDF-1.4\n% a small resume\n%%EOF\n');
      const stored = await subject.store.applications.create(
        application,
        { fileName: 'Omar Saleh CV.pdf', contentType: 'application/pdf', stream: Readable.from([bytes]) },
        () => [],
      );
      expect(stored.resume).toEqual({ fileName: 'Omar Saleh CV.pdf', contentType: 'application/pdf', size: bytes.length });
      const resume = await subject.store.applications.openResume(stored.id);
      expect(resume).toMatchObject({ fileName: 'Omar Saleh CV.pdf', contentType: 'application/pdf', size: bytes.length });
      expect(await buffer(resume!.stream)).toEqual(bytes);
    });

    it('streams a resume of the largest size in and out, chunk by chunk, byte for byte', async () => {
      const chunk = Buffer.alloc(64 * 1024, 7);
      const chunks = Array.from({ length: RESUME_MAX_BYTES / chunk.length }, (_, index) => Buffer.from(chunk.fill(index % 251)));
      const stored = await subject.store.applications.create(
        application,
        { fileName: 'large.pdf', contentType: 'application/pdf', stream: Readable.from(chunks) },
        () => [],
      );
      expect(stored.resume?.size).toBe(RESUME_MAX_BYTES);
      const resume = await subject.store.applications.openResume(stored.id);
      expect((await buffer(resume!.stream)).equals(Buffer.concat(chunks))).toBe(true);
    });

    it('stores nothing when the resume stream fails', async () => {
      const failing = new Readable({
        read() {
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(
        subject.store.applications.create(
          application,
          { fileName: 'cv.pdf', contentType: 'application/pdf', stream: failing },
          () => [],
        ),
      ).rejects.toThrow('connection reset');
      expect((await subject.store.applications.list({ page: 1, pageSize: 10 })).total).toBe(0);
    });

    it('lists applications newest first and finds none for an unknown id', async () => {
      const first = await subject.store.applications.create(application, undefined, () => []);
      advance();
      const second = await subject.store.applications.create({ ...application, fullName: 'Sara Nasser' }, undefined, () => []);
      const { items, total } = await subject.store.applications.list({ page: 1, pageSize: 10 });
      expect(total).toBe(2);
      expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
      expect(await subject.store.applications.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it("erases one person's enquiries and applications, resume and queued mails included, whatever the letter case", async () => {
      const resume = { fileName: 'cv.pdf', contentType: 'application/pdf', stream: Readable.from([Buffer.from('%PDF-1.4 x')]) };
      const enquired = await subject.store.enquiries.create(enquiry, (saved) => twoMails(saved.email));
      const applied = await subject.store.applications.create(
        { ...application, email: 'Layla@Ministry.example' },
        resume,
        () => [],
      );
      const other = await subject.store.enquiries.create({ ...enquiry, email: 'someone.else@ministry.example' }, () => []);
      const otherApplication = await subject.store.applications.create(application, undefined, () => []);

      expect(await subject.store.eraseByEmail('LAYLA@ministry.example')).toEqual({
        enquiries: [enquired.id],
        applications: [applied.id],
      });

      expect((await subject.store.enquiries.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([other.id]);
      expect((await subject.store.applications.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([
        otherApplication.id,
      ]);
      expect(await subject.store.applications.openResume(applied.id)).toBeUndefined();
      expect((await subject.store.outbox.due(START, 10)).map((entry) => entry.mail.to)).not.toContain(enquiry.email);
      expect(await subject.store.eraseByEmail('nobody@ministry.example')).toEqual({ enquiries: [], applications: [] });
    });

    it('takes an address literally when erasing (no pattern matching)', async () => {
      await subject.store.enquiries.create(enquiry, () => []);
      expect(await subject.store.eraseByEmail('.*@ministry.example')).toEqual({ enquiries: [], applications: [] });
      expect((await subject.store.enquiries.list({ page: 1, pageSize: 10 })).total).toBe(1);
    });

    it('deletes applications received before the retention cutoff, with their resumes, and keeps the rest', async () => {
      const resume = { fileName: 'cv.pdf', contentType: 'application/pdf', stream: Readable.from([Buffer.from('%PDF-1.4 x')]) };
      const old = await subject.store.applications.create(application, resume, () => []);
      advance(60);
      const recent = await subject.store.applications.create(application, undefined, () => []);

      expect(await subject.store.applications.deleteReceivedBefore(new Date(START.getTime() + 30 * MINUTE_MS))).toEqual([old.id]);
      expect((await subject.store.applications.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([
        recent.id,
      ]);
      expect(await subject.store.applications.openResume(old.id)).toBeUndefined();
      expect(await subject.store.applications.deleteReceivedBefore(START)).toEqual([]);
    });

    describe('submissions as staff track them', () => {
      const note = (text: string, at = subject.clock.now): Note => ({
        id: `note-${text}`,
        at: at.toISOString(),
        author: { id: 'staff-1', email: 'sara@company.example', name: 'Sara' },
        text,
      });

      it('starts an enquiry as new, with no notes, last changed when it arrived', async () => {
        const stored = await subject.store.enquiries.create(enquiry, () => []);
        expect(await subject.store.enquiries.findTracked(stored.id)).toEqual({
          ...stored,
          status: 'new',
          notes: [],
          updatedAt: stored.receivedAt,
          owner: null,
          firstResponseDueAt: firstResponseDue(stored.receivedAt, stored.service),
          firstRepliedAt: null,
          replies: [],
        });
        expect(await subject.store.enquiries.findTracked('00000000-0000-4000-8000-000000000000')).toBeUndefined();
      });

      it('finds enquiries by service, status, time received and text, newest or oldest first', async () => {
        const aisha = await subject.store.enquiries.create({ ...enquiry, name: 'Aisha Rahman', service: 'encryption' }, () => []);
        advance(60);
        const bilal = await subject.store.enquiries.create(
          { ...enquiry, name: 'Bilal Haddad', company: 'Port Authority', message: 'Key rotation (HSM) for 40 sites.' },
          () => [],
        );
        advance(60);
        const carla = await subject.store.enquiries.create(
          { ...enquiry, name: 'Carla Mendes', email: 'carla@bank.example' },
          () => [],
        );
        await subject.store.enquiries.moveStatus(bilal.id, 'new', 'in progress', subject.clock.now);
        const ids = async (filter: Parameters<Store['enquiries']['search']>[0], sort: 'newest' | 'oldest' = 'newest') =>
          (await subject.store.enquiries.search(filter, { page: 1, pageSize: 10, sort })).items.map((item) => item.id);

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
        expect((await subject.store.enquiries.search({ status: 'new' }, { page: 1, pageSize: 1, sort: 'newest' })).total).toBe(2);
      });

      it('pages enquiries that arrived at the same moment in one stable order', async () => {
        const created = [];
        for (let index = 0; index < 7; index += 1) created.push(await subject.store.enquiries.create(enquiry, () => []));
        for (const sort of ['newest', 'oldest'] as const) {
          const pages = [];
          for (let page = 1; page <= 3; page += 1) {
            pages.push(...(await subject.store.enquiries.search({}, { page, pageSize: 3, sort })).items.map((item) => item.id));
          }
          expect(pages).toHaveLength(7);
          expect(new Set(pages)).toEqual(new Set(created.map((item) => item.id)));
          const again = (await subject.store.enquiries.search({}, { page: 1, pageSize: 7, sort })).items.map((item) => item.id);
          expect(again).toEqual(pages);
        }
      });

      it('moves an enquiry on only from the status it is in, one of two simultaneous moves winning', async () => {
        const stored = await subject.store.enquiries.create(enquiry, () => []);
        advance();
        const moves = await Promise.all([
          subject.store.enquiries.moveStatus(stored.id, 'new', 'in progress', subject.clock.now),
          subject.store.enquiries.moveStatus(stored.id, 'new', 'closed', subject.clock.now),
        ]);
        expect(moves.filter(Boolean)).toHaveLength(1);
        const moved = moves.find(Boolean)!;
        expect(moved.updatedAt).toBe(subject.clock.now.toISOString());
        expect(await subject.store.enquiries.findTracked(stored.id)).toEqual(moved);
        expect(
          await subject.store.enquiries.moveStatus('00000000-0000-4000-8000-000000000000', 'new', 'closed', START),
        ).toBeUndefined();
      });

      it('keeps notes on an enquiry in the order written', async () => {
        const stored = await subject.store.enquiries.create(enquiry, () => []);
        advance();
        await subject.store.enquiries.addNote(stored.id, note('first'));
        advance();
        const tracked = await subject.store.enquiries.addNote(stored.id, note('second'));
        expect(tracked?.notes.map((item) => item.text)).toEqual(['first', 'second']);
        expect(tracked?.updatedAt).toBe(subject.clock.now.toISOString());
        expect(await subject.store.enquiries.findTracked(stored.id)).toEqual(tracked);
        expect(await subject.store.enquiries.addNote('00000000-0000-4000-8000-000000000000', note('lost'))).toBeUndefined();
        // The machine-token list stays as it was: no staff fields.
        expect((await subject.store.enquiries.list({ page: 1, pageSize: 1 })).items[0]).toEqual(stored);
      });

      it('finds applications by job, stage and text, moves them between stages and keeps notes', async () => {
        const omar = await subject.store.applications.create(application, undefined, () => []);
        advance();
        const sara = await subject.store.applications.create(
          { ...application, fullName: 'Sara Nasser', email: 'sara@candidate.example', jobSlug: 'penetration-tester' },
          undefined,
          () => [],
        );
        const ids = async (filter: Parameters<Store['applications']['search']>[0]) =>
          (await subject.store.applications.search(filter, { page: 1, pageSize: 10, sort: 'newest' })).items.map(
            (item) => item.id,
          );
        expect(await ids({})).toEqual([sara.id, omar.id]);
        expect(await ids({ jobSlug: 'senior-cybersecurity-analyst' })).toEqual([omar.id]);
        expect(await ids({ text: 'SARA' })).toEqual([sara.id]);
        expect(await ids({ stage: 'applied' })).toEqual([sara.id, omar.id]);

        expect(await subject.store.applications.findTracked(omar.id)).toMatchObject({
          stage: 'applied',
          notes: [],
          updatedAt: omar.receivedAt,
        });
        advance();
        expect(await subject.store.applications.moveStage(omar.id, 'applied', 'interview', subject.clock.now)).toMatchObject({
          stage: 'interview',
          updatedAt: subject.clock.now.toISOString(),
        });
        expect(await subject.store.applications.moveStage(omar.id, 'applied', 'rejected', subject.clock.now)).toBeUndefined();
        expect(await ids({ stage: 'interview' })).toEqual([omar.id]);
        expect((await subject.store.applications.addNote(omar.id, note('strong')))?.notes.map((item) => item.text)).toEqual([
          'strong',
        ]);
        expect(
          (await subject.store.applications.search({}, { page: 1, pageSize: 10, sort: 'oldest' })).items.map((item) => item.id),
        ).toEqual([omar.id, sara.id]);
        expect(await subject.store.applications.findById(omar.id)).toEqual(omar);
      });

      it('keeps one scorecard per interviewer, in the order they came, and loses them with the application', async () => {
        const stored = await subject.store.applications.create(application, undefined, () => []);
        const scorecard = (authorId: string, at: Date): Scorecard => ({
          id: `card-${authorId}`,
          at: at.toISOString(),
          author: { id: authorId, email: `${authorId}@company.example`, name: authorId },
          ratings: { 'Incident response': 4 },
          recommendation: 'yes',
          notes: 'Led the tabletop well.',
        });
        const first = scorecard('a1b2c3d4-0000-4000-8000-00000000000a', subject.clock.now);
        expect(await subject.store.applications.addScorecard(stored.id, first)).toBe('added');
        advance();
        const second = scorecard('a1b2c3d4-0000-4000-8000-00000000000b', subject.clock.now);
        // Sent twice at once (a double click on two instances), one is kept.
        const twice = await Promise.all([
          subject.store.applications.addScorecard(stored.id, second),
          subject.store.applications.addScorecard(stored.id, { ...second, notes: 'again' }),
        ]);
        expect(twice.sort()).toEqual(['added', 'duplicate']);
        expect(await subject.store.applications.addScorecard(stored.id, { ...first, notes: 'again' })).toBe('duplicate');
        expect((await subject.store.applications.findScorecards(stored.id))?.map((card) => card.author.id)).toEqual([
          first.author.id,
          second.author.id,
        ]);
        expect((await subject.store.applications.findTracked(stored.id))?.updatedAt).toBe(second.at);

        const missing = '00000000-0000-4000-8000-000000000000';
        expect(await subject.store.applications.addScorecard(missing, first)).toBeUndefined();
        expect(await subject.store.applications.findScorecards(missing)).toBeUndefined();
        await subject.store.eraseByEmail(application.email);
        expect(await subject.store.applications.findScorecards(stored.id)).toBeUndefined();
      });

      it("shows everything held about one person, whatever the letter case, notes included, and nothing of others'", async () => {
        const mine = await subject.store.enquiries.create(enquiry, () => []);
        await subject.store.enquiries.addNote(mine.id, note('called back'));
        await subject.store.enquiries.create({ ...enquiry, email: 'someone.else@ministry.example' }, () => []);
        const applied = await subject.store.applications.create(
          { ...application, email: 'Layla@Ministry.example' },
          undefined,
          () => [],
        );
        const held = await subject.store.findByEmail('LAYLA@ministry.example');
        expect(held.enquiries.map((item) => [item.id, item.notes.length])).toEqual([[mine.id, 1]]);
        expect(held.applications.map((item) => item.id)).toEqual([applied.id]);
        expect(await subject.store.findByEmail('.*@ministry.example')).toEqual({ enquiries: [], applications: [] });
      });
    });
  });
}

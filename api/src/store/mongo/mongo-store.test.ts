import { type Document, MongoClient } from 'mongodb';
import { dueQuery } from '../outbox-records';
import { EVENTS_NEWEST_FIRST, EVENTS_OLDEST_FIRST, VERSIONS_NEWEST_FIRST } from '../release-records';
import { releasesContract } from '../releases.contract';
import { rumContract } from '../rum.contract';
import { type StoreUnderTest, storeContract } from '../store.contract';
import { applicationSearchQuery, receivedBeforeQuery } from '../submission-queries';
import { databaseName, INDEXES, openMongoStore, SORTS } from './mongo-store';
import { RELEASE_INDEXES } from './releases';

// The contract and the query plans need a MongoDB server: set MONGODB_URI to run them (docs/production.md,
// "The MongoDB adapter's tests"). Without it they are registered as skipped, the reason in their name.
const uri = process.env.MONGODB_URI;
const skipReason = uri ? undefined : 'skipped: needs a MongoDB server, set MONGODB_URI';

describe('databaseName', () => {
  it.each([
    ['mongodb://mongo:27017/consultancy', 'consultancy'],
    ['mongodb://a:1,b:2/site?replicaSet=rs0', 'site'],
    ['mongodb+srv://user:pass@cluster.example/', 'consultancy'],
    ['mongodb://localhost:27017', 'consultancy'],
  ])('reads %s as database %s', (input, expected) => {
    expect(databaseName(input)).toBe(expected);
  });
});

/** True when an index on `key` can hand documents over in `sort` order (walked forwards or backwards). */
function indexServesSort(key: Record<string, number>, sort: Record<string, number>): boolean {
  const indexFields = Object.entries(key);
  const sortFields = Object.entries(sort);
  if (sortFields.length > indexFields.length) return false;
  const direction = (index: number) => Math.sign(indexFields[index]![1]) * Math.sign(sortFields[index]![1]);
  return sortFields.every(([field], index) => indexFields[index]![0] === field && direction(index) === direction(0));
}

describe('the indexes the adapter creates', () => {
  it.each([
    ['locations', SORTS.inOrderGiven],
    ['services', SORTS.inOrderGiven],
    ['jobs', SORTS.jobsNewestFirst],
    ['jobs', SORTS.jobsNewestCreated],
    ['enquiries', SORTS.submissionsNewestFirst],
    ['enquiries', SORTS.submissionsOldestFirst],
    ['applications', SORTS.submissionsNewestFirst],
    ['applications', SORTS.submissionsOldestFirst],
    ['staffAccounts', SORTS.accountsByEmail],
    ['auditLog', SORTS.auditNewestFirst],
    ['stories', SORTS.storiesNewestFirst],
    ['stories', SORTS.storiesOldestFirst],
    ['stories', SORTS.storiesLatestChanged],
  ] as const)('serve the sort of %s %j', (collection, sort) => {
    expect(INDEXES[collection].some(({ key }) => indexServesSort(key, sort))).toBe(true);
  });

  it('do not count an index on { receivedAt: -1 } alone as serving { receivedAt: -1, _id: 1 }', () => {
    expect(indexServesSort({ receivedAt: -1 }, SORTS.submissionsNewestFirst)).toBe(false);
    expect(indexServesSort({ receivedAt: -1, _id: 1 }, { receivedAt: 1, _id: -1 })).toBe(true);
    expect(indexServesSort({ receivedAt: -1, _id: 1 }, { receivedAt: -1, _id: -1 })).toBe(false);
  });

  it.each([
    ['locations', 'slug'],
    ['services', 'id'],
    ['jobs', 'slug'],
    ['jobs', 'id'],
    ['staffAccounts', 'email'],
  ] as const)('make %s.%s unique', (collection, field) => {
    expect(INDEXES[collection]).toContainEqual({ key: { [field]: 1 }, options: { unique: true } });
  });

  it("serve one job's applications newest first (the pipeline)", () => {
    expect(INDEXES.applications.some(({ key }) => indexServesSort(key, { jobSlug: 1, ...SORTS.submissionsNewestFirst }))).toBe(
      true,
    );
  });

  it.each([
    ['releaseVersions', { remote: 1, ...VERSIONS_NEWEST_FIRST }],
    ['releaseEvents', { remote: 1, ...EVENTS_NEWEST_FIRST }],
    // One remote is one value of `remote`: walking its entries backwards is the same as `remote: -1`.
    ['releaseEvents', { remote: -1, ...EVENTS_OLDEST_FIRST }],
  ] as const)("serve the release registry's sort of one remote's %s %j", (collection, sort) => {
    expect(RELEASE_INDEXES[collection].some(({ key }) => indexServesSort(key, sort))).toBe(true);
  });

  it('expire rate-limit counters when their window ends, and sessions when they expire', () => {
    expect(INDEXES.counters).toContainEqual({ key: { resetAt: 1 }, options: { expireAfterSeconds: 0 } });
    expect(INDEXES.staffSessions).toContainEqual({ key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } });
  });
});

/** A fresh database per test, dropped afterwards. */
function testUri(base: string): string {
  return base.replace(/\/([^/?]*)(\?|$)/, `/api-contract-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}$2`);
}

async function openTestDatabase(): Promise<StoreUnderTest> {
  const databaseUri = testUri(uri ?? '');
  const clock = { now: new Date() };
  const store = await openMongoStore({ uri: databaseUri, clock: () => clock.now });
  return {
    store,
    clock,
    async dispose() {
      await store.close();
      const client = new MongoClient(databaseUri);
      await client.db(databaseName(databaseUri)).dropDatabase();
      await client.close();
    },
  };
}

storeContract('MongoDB', openTestDatabase, { skipReason });
releasesContract('MongoDB', openTestDatabase, { skipReason });
rumContract('MongoDB', openTestDatabase, { skipReason });

/** Every stage of a winning plan, classic or slot-based engine (`queryPlan`), flattened. */
function stagesOf(plan: Document): Document[] {
  const children = [plan.inputStage, ...(plan.inputStages ?? []), plan.queryPlan, plan.outerStage, plan.innerStage].filter(
    Boolean,
  );
  return [plan, ...children.flatMap((child: Document) => stagesOf(child))];
}

(skipReason ? describe.skip : describe)(`MongoDB query plans (explain)${skipReason ? ` (${skipReason})` : ''}`, () => {
  let client: MongoClient;
  let databaseUri: string;

  beforeAll(async () => {
    databaseUri = testUri(uri ?? '');
    const store = await openMongoStore({ uri: databaseUri });
    await store.close();
    client = new MongoClient(databaseUri);
  });
  afterAll(async () => {
    await client.db(databaseName(databaseUri)).dropDatabase();
    await client.close();
  });

  async function winningStages(collection: string, filter: Document, sort?: Document, limit?: number): Promise<Document[]> {
    let cursor = client.db(databaseName(databaseUri)).collection(collection).find(filter);
    if (sort) cursor = cursor.sort(sort);
    if (limit) cursor = cursor.limit(limit);
    const explained = await cursor.explain('queryPlanner');
    return stagesOf(explained.queryPlanner.winningPlan as Document);
  }

  it.each([
    ['locations', {}, SORTS.inOrderGiven, 'order_1'],
    ['services', {}, SORTS.inOrderGiven, 'order_1'],
    ['jobs', {}, SORTS.jobsNewestFirst, 'posted_date_-1_slug_1'],
    ['jobs', {}, SORTS.jobsNewestCreated, 'createdAt_-1_id_1'],
    ['enquiries', {}, SORTS.submissionsNewestFirst, 'receivedAt_-1__id_1'],
    ['enquiries', { status: 'new' }, SORTS.submissionsOldestFirst, 'receivedAt_-1__id_1'],
    ['applications', {}, SORTS.submissionsNewestFirst, 'receivedAt_-1__id_1'],
    [
      'applications',
      applicationSearchQuery({ jobSlug: 'penetration-tester' }),
      SORTS.submissionsNewestFirst,
      'jobSlug_1_receivedAt_-1__id_1',
    ],
    ['staffAccounts', {}, SORTS.accountsByEmail, 'email_1'],
    ['auditLog', {}, SORTS.auditNewestFirst, 'at_-1__id_1'],
  ])('%s %j sorted by %j: an index scan on %s, no sort in memory', async (collection, filter, sort, indexName) => {
    const stages = await winningStages(collection, filter, sort);
    expect(stages.map((stage) => stage.stage)).not.toContain('SORT');
    expect(stages.map((stage) => stage.stage)).not.toContain('COLLSCAN');
    expect(stages.map((stage) => stage.indexName)).toContain(indexName);
  });

  it.each([
    ['locations', { slug: 'chicago' }, 'slug_1'],
    ['services', { id: 'encryption' }, 'id_1'],
    ['jobs', { slug: 'senior-cybersecurity-analyst' }, 'slug_1'],
    ['enquiries', dueQuery(new Date()), 'outbox.nextAttemptAt_1'],
    ['applications', dueQuery(new Date()), 'outbox.nextAttemptAt_1'],
    ['applications', receivedBeforeQuery(new Date()), 'receivedAt_-1__id_1'],
    ['jobs', { id: 'REQ-2026-041' }, 'id_1'],
    ['staffSessions', { accountId: 'account-1' }, 'accountId_1'],
    ['auditLog', { 'target.id': 'application-1' }, 'target.id_1_at_-1__id_1'],
  ])('%s finds %j through the index %s', async (collection, filter, indexName) => {
    const stages = await winningStages(collection, filter, undefined, 20);
    expect(stages.map((stage) => stage.stage)).not.toContain('COLLSCAN');
    expect(stages.map((stage) => stage.stage)).not.toContain('SORT');
    expect(stages.map((stage) => stage.indexName)).toContain(indexName);
  });

  it('has created every unique index as unique', async () => {
    for (const [collection, field] of [
      ['locations', 'slug'],
      ['services', 'id'],
      ['jobs', 'slug'],
      ['jobs', 'id'],
      ['staffAccounts', 'email'],
    ]) {
      const indexes = await client.db(databaseName(databaseUri)).collection(collection!).indexes();
      expect(indexes.find((index) => index.name === `${field}_1`)).toMatchObject({ unique: true });
    }
  });
});

(skipReason ? describe.skip : describe)(
  `MongoDB data from before the site spoke Arabic${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    it('reads an enquiry and an application stored without a language as sent in English', async () => {
      const databaseUri = testUri(uri ?? '');
      const store = await openMongoStore({ uri: databaseUri });
      const client = new MongoClient(databaseUri);
      const db = client.db(databaseName(databaseUri));
      try {
        const receivedAt = '2026-01-05T10:00:00.000Z';
        await db.collection<Document & { _id: string }>('enquiries').insertOne({
          _id: '11111111-1111-4111-8111-111111111111',
          name: 'Layla Al-Mansouri',
          email: 'layla@ministry.example',
          company: '',
          website: '',
          phone: '',
          signal: '',
          service: 'encryption',
          message: 'Please call me about key management.',
          privacy: true,
          receivedAt,
          outbox: [],
          status: 'new',
        });
        await db.collection<Document & { _id: string }>('applications').insertOne({
          _id: '22222222-2222-4222-8222-222222222222',
          fullName: 'Omar Saleh',
          email: 'omar@candidate.example',
          phone: '+971 50 555 0199',
          coverLetter: 'x'.repeat(120),
          resumeLink: 'https://cv.example.com/omar.pdf',
          portfolioLink: '',
          years: '1-3',
          agree: true,
          jobSlug: 'penetration-tester',
          jobTitle: 'Penetration Tester',
          receivedAt,
          outbox: [],
          stage: 'applied',
        });

        expect(await store.enquiries.findTracked('11111111-1111-4111-8111-111111111111')).toMatchObject({ locale: 'en' });
        expect(await store.applications.findTracked('22222222-2222-4222-8222-222222222222')).toMatchObject({ locale: 'en' });
        expect((await store.applications.list({ page: 1, pageSize: 5 })).items).toMatchObject([{ locale: 'en' }]);
      } finally {
        await store.close();
        await db.dropDatabase();
        await client.close();
      }
    });
  },
);

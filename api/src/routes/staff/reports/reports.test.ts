import { auditPageSchema, hiringReportSchema, PERIOD_LENGTH_MESSAGE, PERIOD_ORDER_MESSAGE } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { application } from '../../../store/contract-support';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { validApplication } from '../../../test-support/submissions';
import { closeTestApps, createTestApp, TEST_NOW } from '../../../test-support/test-app';
import { UNKNOWN_JOB_MESSAGE } from '.';

afterEach(closeTestApps);

const DAY_MS = 24 * 60 * 60 * 1000;
const ANALYST = 'senior-cybersecurity-analyst';
const TESTER = 'penetration-tester';
const TITLES: Record<string, string> = { [ANALYST]: 'Senior Cybersecurity Analyst', [TESTER]: 'Penetration Tester' };
/** The report's period: September 2026 (the test app's clock is in November). */
const PERIOD = '?from=2026-09-01&to=2026-09-30';
const SEPTEMBER = Date.parse('2026-09-01T09:00:00.000Z');

/** Each candidate: the job, the day of September received (0 = the 1st), the channel's utm_source, and each move after. */
const FIXTURE: { job: string; received: number; utmSource?: string; moves: [stage: string, afterDays: number][] }[] = [
  { job: ANALYST, received: 0, utmSource: 'linkedin', moves: [] },
  {
    job: ANALYST,
    received: 1,
    utmSource: 'linkedin',
    moves: [
      ['screening', 2],
      ['rejected', 3],
    ],
  },
  {
    job: ANALYST,
    received: 2,
    moves: [
      ['screening', 1],
      ['interview', 4],
      ['offer', 6],
      ['hired', 9],
    ],
  },
  // Straight from applied to interview: it passed screening on the way.
  {
    job: TESTER,
    received: 3,
    utmSource: 'indeed',
    moves: [
      ['interview', 5],
      ['offer', 7],
      ['hired', 17],
    ],
  },
  {
    job: TESTER,
    received: 4,
    utmSource: 'linkedin',
    moves: [
      ['screening', 1],
      ['interview', 2],
      ['offer', 3],
      ['hired', 6.5],
    ],
  },
  { job: TESTER, received: 5, moves: [['screening', 2]] },
];

async function setup() {
  const testApp = await createTestApp();
  const { app, store, clock } = testApp;
  const recruiter = await signedInStaff(app, store, 'recruiter');
  const send = (options: InjectOptions) => app.inject(asStaff(recruiter, options));
  const receive = async (candidate: (typeof FIXTURE)[number], index: number) => {
    clock.now = new Date(SEPTEMBER + candidate.received * DAY_MS);
    const { id } = await store.applications.create(
      {
        ...application,
        email: `candidate-${index}@example.com`,
        jobSlug: candidate.job,
        jobTitle: TITLES[candidate.job] as string,
        ...(candidate.utmSource ? { utmSource: candidate.utmSource } : {}),
      },
      undefined,
      () => [],
    );
    let stage = 'applied';
    let at = clock.now.getTime();
    for (const [next, afterDays] of candidate.moves) {
      at += afterDays * DAY_MS;
      await store.applications.moveStage(id, stage as 'applied', next as 'applied', new Date(at));
      stage = next;
    }
  };
  const seed = async () => {
    for (const [index, candidate] of FIXTURE.entries()) await receive(candidate, index);
    clock.now = TEST_NOW;
  };
  return { ...testApp, recruiter, send, receive, seed };
}

/** The test's own arithmetic, on the fixture: how many reached each stage, and the days from received to hired. */
function expectedFromFixture(job?: string) {
  const funnel = ['applied', 'screening', 'interview', 'offer', 'hired'];
  const candidates = FIXTURE.filter((candidate) => !job || candidate.job === job);
  const furthest = candidates.map((candidate) => Math.max(0, ...candidate.moves.map(([stage]) => funnel.indexOf(stage))));
  const reached = funnel.map((_, index) => furthest.filter((value) => value >= index).length);
  const hireDays = candidates
    .filter((candidate) => candidate.moves.at(-1)?.[0] === 'hired')
    .map((candidate) => candidate.moves.reduce((sum, [, days]) => sum + days, 0))
    .sort((a, b) => a - b);
  const middle =
    hireDays.length % 2
      ? hireDays[(hireDays.length - 1) / 2]
      : ((hireDays[hireDays.length / 2 - 1] ?? 0) + (hireDays[hireDays.length / 2] ?? 0)) / 2;
  const average = hireDays.reduce((sum, days) => sum + days, 0) / hireDays.length;
  return { reached, hires: hireDays.length, medianDays: middle, meanDays: Math.round(average * 100) / 100 };
}

const reportOf = async (send: (options: InjectOptions) => Promise<{ statusCode: number; json(): unknown }>, query: string) => {
  const answer = await send({ method: 'GET', url: `/api/staff/reports/hiring${query}` });
  expect(answer.statusCode).toBe(200);
  return hiringReportSchema.parse(answer.json());
};

describe('GET /api/staff/reports/hiring', () => {
  it('A report over seeded data gives the funnel and time-to-hire that a test computes independently', async () => {
    const { send, seed } = await setup();
    await seed();
    const report = await reportOf(send, PERIOD);
    const expected = expectedFromFixture();
    expect(report.overall.applications).toBe(FIXTURE.length);
    expect(report.overall.funnel.map((row) => row.reached)).toEqual(expected.reached);
    expect(report.overall.funnel.map((row) => row.conversion)).toEqual(
      expected.reached.map((count, index) => (index === 0 ? null : count / (expected.reached[index - 1] as number))),
    );
    expect(report.overall.timeToHire).toEqual({
      hires: expected.hires,
      medianDays: expected.medianDays,
      meanDays: expected.meanDays,
    });
    for (const job of [ANALYST, TESTER]) {
      const figures = report.jobs.find((row) => row.jobSlug === job);
      const own = expectedFromFixture(job);
      expect(figures?.funnel.map((row) => row.reached)).toEqual(own.reached);
      expect(figures?.timeToHire).toEqual({ hires: own.hires, medianDays: own.medianDays, meanDays: own.meanDays });
    }
  });

  it('counts an application that came with utm_source=linkedin under LinkedIn, with its hire', async () => {
    const { send, seed } = await setup();
    await seed();
    const { overall } = await reportOf(send, PERIOD);
    const row = (channel: string) => overall.sources.find((source) => source.channel === channel);
    expect(row('linkedin')).toEqual({ channel: 'linkedin', applications: 3, hires: 1 });
    expect(row('indeed')).toEqual({ channel: 'indeed', applications: 1, hires: 1 });
    expect(row('direct')).toEqual({ channel: 'direct', applications: 2, hires: 1 });
  });

  it('counts an application sent through the apply route with utm_source=linkedin under LinkedIn', async () => {
    const { app, send } = await setup();
    // The apply page sends the landing URL's utm_source as utmSource.
    const applied = await app.inject({
      method: 'POST',
      url: `/api/apply/${ANALYST}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validApplication(), utmSource: 'linkedin' }),
    });
    expect(applied.statusCode).toBe(201);
    const { overall } = await reportOf(send, '');
    expect(overall.sources.filter((row) => row.applications > 0)).toEqual([{ channel: 'linkedin', applications: 1, hires: 0 }]);
  });

  it("gives one job's figures when asked, and only the applications received in the period", async () => {
    const { send, seed } = await setup();
    await seed();
    const report = await reportOf(send, `${PERIOD}&job=${TESTER}`);
    expect(report.job).toBe(TESTER);
    expect(report.overall.applications).toBe(3);
    expect(report.jobs.map((job) => job.jobSlug)).toEqual([TESTER]);
    // The 1st and 2nd of September: the candidates received on days 0 and 1 only.
    expect((await reportOf(send, '?from=2026-09-01&to=2026-09-02')).overall.applications).toBe(2);
  });

  it('covers the last 90 days up to today when no period is asked', async () => {
    const { send, receive, clock } = await setup();
    const now = clock.now;
    const daysBefore = (days: number) => ({ job: ANALYST, received: (now.getTime() - SEPTEMBER) / DAY_MS - days, moves: [] });
    await receive(daysBefore(89), 0);
    await receive(daysBefore(91), 1);
    clock.now = now;
    const report = await reportOf(send, '');
    expect([report.from, report.to]).toEqual(['2026-08-24', '2026-11-21']);
    expect(report.overall.applications).toBe(1);
  });

  it.each([
    ['?from=2026-09-30&to=2026-09-01', { to: PERIOD_ORDER_MESSAGE }],
    ['?from=2020-01-01&to=2026-09-01', { from: PERIOD_LENGTH_MESSAGE }],
    // A start long ago with no end: the end is today, and the period too long.
    ['?from=2019-01-01', { from: PERIOD_LENGTH_MESSAGE }],
    ['?from=1%20September&to=2026-09-31', { from: 'Use a date such as 2026-11-21', to: 'Use a date such as 2026-11-21' }],
    ['?job=no-such-job', { job: UNKNOWN_JOB_MESSAGE }],
  ])('refuses %s with an error on each field', async (query, errors) => {
    const { send } = await setup();
    const answer = await send({ method: 'GET', url: `/api/staff/reports/hiring${query}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors });
  });

  it('is for recruiters and admins only', async () => {
    const { app, store } = await setup();
    const sales = await signedInStaff(app, store, 'sales');
    const answer = await app.inject(asStaff(sales, { method: 'GET', url: `/api/staff/reports/hiring${PERIOD}` }));
    expect(answer.statusCode).toBe(403);
  });
});

describe('the audit of reports', () => {
  it('records each read and each export: who, the period, the job and how many applications', async () => {
    const { app, store, seed, send, recruiter, clock } = await setup();
    await seed();
    await reportOf(send, `${PERIOD}&job=${TESTER}`);
    clock.now = new Date(TEST_NOW.getTime() + 60_000);
    await send({ method: 'GET', url: `/api/staff/reports/hiring.csv${PERIOD}` });
    const admin = await signedInStaff(app, store, 'admin');
    const log = auditPageSchema.parse(
      (await app.inject(asStaff(admin, { method: 'GET', url: '/api/staff/audit?targetType=application' }))).json(),
    );
    expect(
      log.items.map(({ action, actor, target, details }) => ({
        action,
        actor: actor.type === 'staff' && actor.id,
        target,
        details,
      })),
    ).toEqual([
      {
        action: 'application.report-exported',
        actor: recruiter.account.id,
        target: { type: 'application', id: '*' },
        details: { from: '2026-09-01', to: '2026-09-30', rows: 6 },
      },
      {
        action: 'application.reported',
        actor: recruiter.account.id,
        target: { type: 'application', id: '*' },
        details: { from: '2026-09-01', to: '2026-09-30', job: TESTER, rows: 3 },
      },
    ]);
  });
});

describe('GET /api/staff/reports/hiring.csv', () => {
  it('sends the report as a CSV download: all jobs first, then each job, a row per figure', async () => {
    const { send, seed } = await setup();
    await seed();
    const answer = await send({ method: 'GET', url: `/api/staff/reports/hiring.csv${PERIOD}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="?hiring-report-2026-09-01-to-2026-09-30-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const lines = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Job","Job title","Section","Item","Count","Conversion from previous stage","Median days","Mean days","Hires"',
    );
    const expected = expectedFromFixture();
    expect(lines[1]).toBe(`"","All jobs","Funnel","applied","${FIXTURE.length}","","","",""`);
    expect(lines[2]).toBe(
      `"","All jobs","Funnel","screening","${expected.reached[1]}","${((100 * (expected.reached[1] ?? 0)) / FIXTURE.length).toFixed(1)}%","","",""`,
    );
    expect(lines).toContain(
      `"","All jobs","Time to hire","hired","${expected.hires}","","${expected.medianDays}","${expected.meanDays}",""`,
    );
    expect(lines).toContain(`"","All jobs","Source","LinkedIn","3","","","","1"`);
    expect(lines.some((line) => line.startsWith(`"${TESTER}","Penetration Tester","Funnel","applied","3"`))).toBe(true);
  });
});

import type { ApplicationStage } from 'contracts/staff';
import type { ApplicationHistory } from '../store/submission-records';
import { hiringFigures, hiringReport, mean, median, timeInStages, timeToHire } from './hiring-report';

const DAY = '2026-03-01';
const on = (day: number) => new Date(Date.parse(`${DAY}T00:00:00.000Z`) + day * 86_400_000).toISOString();

/** An application that entered each stage on the day given (days after 1 March). */
function candidate(
  moves: [ApplicationStage, number][],
  { jobSlug = 'analyst', channel }: { jobSlug?: string; channel?: ApplicationHistory['channel'] } = {},
): ApplicationHistory {
  const stageHistory = moves.map(([stage, day]) => ({ stage, at: on(day) }));
  return {
    id: `${jobSlug}-${moves.map(([stage, day]) => `${stage}${day}`).join('-')}`,
    jobSlug,
    jobTitle: jobSlug === 'analyst' ? 'Analyst' : 'Engineer',
    receivedAt: on(moves[0]?.[1] ?? 0),
    stage: stageHistory.at(-1)?.stage ?? 'applied',
    ...(channel ? { channel } : {}),
    stageHistory,
  };
}

describe('median and mean', () => {
  it.each([
    [[], null, null],
    [[4], 4, 4],
    [[1, 9, 2], 2, 4],
    [[4, 1, 3, 2], 2.5, 2.5],
  ])('of %j: median %p, mean %p', (values, middle, average) => {
    expect(median(values)).toBe(middle);
    expect(mean(values)).toBe(average);
  });
});

describe('time in each stage', () => {
  it.each([
    ['a stage not left yet counts for nothing', [['applied', 0]], {}],
    [
      'each stage left, in days',
      [
        ['applied', 0],
        ['screening', 2],
        ['interview', 5],
      ],
      { applied: 2, screening: 3 },
    ],
    [
      'a stage visited twice adds both visits',
      [
        ['applied', 0],
        ['screening', 1],
        ['applied', 3],
        ['screening', 4],
        ['offer', 6],
      ],
      { applied: 2, screening: 4 },
    ],
  ] as const)('%s', (_, moves, expected) => {
    const spent = timeInStages(candidate(moves as unknown as [ApplicationStage, number][]));
    expect(Object.fromEntries([...spent].map(([stage, ms]) => [stage, ms / 86_400_000]))).toEqual(expected);
  });
});

describe('time to hire', () => {
  it.each([
    [
      'hired: received to hired',
      [
        ['applied', 0],
        ['offer', 10],
        ['hired', 14],
      ],
      14,
    ],
    [
      'hired twice: the last time counts',
      [
        ['applied', 0],
        ['hired', 5],
        ['offer', 6],
        ['hired', 9],
      ],
      9,
    ],
    [
      'not hired',
      [
        ['applied', 0],
        ['rejected', 3],
      ],
      undefined,
    ],
  ] as const)('%s', (_, moves, days) => {
    const time = timeToHire(candidate(moves as unknown as [ApplicationStage, number][]));
    expect(time === undefined ? undefined : time / 86_400_000).toBe(days);
  });
});

describe('hiring figures', () => {
  const applications = [
    candidate([['applied', 0]], { channel: 'linkedin' }),
    candidate(
      [
        ['applied', 0],
        ['screening', 2],
        ['rejected', 4],
      ],
      { channel: 'linkedin' },
    ),
    // Straight to interview: it reached screening on the way.
    candidate(
      [
        ['applied', 1],
        ['interview', 3],
        ['offer', 8],
        ['hired', 10],
      ],
      { channel: 'referral' },
    ),
    candidate([
      ['applied', 2],
      ['screening', 3],
      ['interview', 7],
      ['offer', 9],
      ['hired', 22],
    ]),
  ];
  const figures = hiringFigures(applications);

  it('counts the funnel with a skipped stage as reached, and each conversion from the stage before', () => {
    expect(figures.funnel).toEqual([
      { stage: 'applied', reached: 4, conversion: null },
      { stage: 'screening', reached: 3, conversion: 3 / 4 },
      { stage: 'interview', reached: 2, conversion: 2 / 3 },
      { stage: 'offer', reached: 2, conversion: 1 },
      { stage: 'hired', reached: 2, conversion: 1 },
    ]);
    expect(figures.rejected).toBe(1);
  });

  it('gives each stage the median and mean over the applications that left it', () => {
    expect(figures.timeInStage).toEqual([
      { stage: 'applied', left: 3, medianDays: 2, meanDays: 1.67 },
      { stage: 'screening', left: 2, medianDays: 3, meanDays: 3 },
      { stage: 'interview', left: 2, medianDays: 3.5, meanDays: 3.5 },
      { stage: 'offer', left: 2, medianDays: 7.5, meanDays: 7.5 },
    ]);
  });

  it('gives the time to hire and the applications and hires of each channel, unknown ones apart', () => {
    expect(figures.timeToHire).toEqual({ hires: 2, medianDays: 14.5, meanDays: 14.5 });
    expect(figures.sources.filter((row) => row.applications > 0)).toEqual([
      { channel: 'linkedin', applications: 2, hires: 0 },
      { channel: 'referral', applications: 1, hires: 1 },
      { channel: 'unknown', applications: 1, hires: 1 },
    ]);
  });

  it('gives nothing to divide by as null, never as zero', () => {
    const empty = hiringFigures([]);
    expect(empty.funnel.every((row) => row.reached === 0 && row.conversion === null)).toBe(true);
    expect(empty.timeToHire).toEqual({ hires: 0, medianDays: null, meanDays: null });
  });
});

describe('the report', () => {
  it('gives the figures of all applications and of each job, by title', () => {
    const analyst = candidate([['applied', 0]]);
    const engineer = candidate(
      [
        ['applied', 1],
        ['hired', 4],
      ],
      { jobSlug: 'engineer' },
    );
    const report = hiringReport([engineer, analyst], { from: '2026-03-01', to: '2026-03-31', job: null, generatedAt: on(40) });
    expect(report.overall.applications).toBe(2);
    expect(report.jobs.map((job) => [job.jobSlug, job.jobTitle, job.applications, job.timeToHire.hires])).toEqual([
      ['analyst', 'Analyst', 1, 0],
      ['engineer', 'Engineer', 1, 1],
    ]);
  });
});

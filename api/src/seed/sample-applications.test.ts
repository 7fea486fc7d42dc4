import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hiringFigures } from '../reports/hiring-report';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { Store } from '../store/store';
import type { ApplicationHistory } from '../store/submission-records';
import { seedSampleApplications } from './sample-applications';
import { seedStore } from './seed';

const NOW = new Date('2026-11-21T12:00:00.000Z');
let dataDir: string;
let store: Store;
const clock: { at?: Date | undefined } = {};

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-samples-'));
  store = await openEmbeddedStore({ dataDir, clock: () => clock.at ?? NOW });
  await seedStore(store);
});
afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function histories(): Promise<ApplicationHistory[]> {
  const seen: ApplicationHistory[] = [];
  await store.applications.visitHistories({ receivedFrom: new Date(0), receivedBefore: NOW }, (history) => seen.push(history));
  return seen;
}

it('gives the last weeks applications from every channel, moved along the pipeline on days before now', async () => {
  const written = await seedSampleApplications(store, clock, NOW);
  expect(clock.at).toBeUndefined();
  const samples = await histories();
  expect(samples).toHaveLength(written);
  expect(written).toBeGreaterThanOrEqual(20);
  const figures = hiringFigures(samples);
  expect(figures.funnel.map((row) => row.reached > 0)).toEqual([true, true, true, true, true]);
  expect(figures.timeToHire.hires).toBeGreaterThan(0);
  expect(figures.sources.filter((row) => row.applications > 0).map((row) => row.channel)).toEqual(
    expect.arrayContaining(['linkedin', 'indeed', 'google', 'referral', 'direct', 'other']),
  );
  const times = samples.flatMap((sample) => sample.stageHistory.map((entry) => Date.parse(entry.at)));
  expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
  expect(new Set(samples.map((sample) => sample.jobSlug)).size).toBeGreaterThan(1);
});

it('writes nothing into a store that has applications already', async () => {
  await seedSampleApplications(store, clock, NOW);
  const before = (await histories()).length;
  expect(await seedSampleApplications(store, clock, NOW)).toBe(0);
  expect(await histories()).toHaveLength(before);
});

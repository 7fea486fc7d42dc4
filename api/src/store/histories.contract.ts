/** When applications entered each stage, kept with every move, and the reads a report makes of them: the suite every adapter must pass. */

import type { ApplicationStage } from 'contracts/staff';
import { hiringFigures } from '../reports/hiring-report';
import { application, type ContractOptions, MINUTE_MS, repositoryContract, START, type StoreUnderTest } from './contract-support';
import type { ApplicationHistoryFilter, Store } from './store';
import type { ApplicationHistory } from './submission-records';

const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE_MS).toISOString();

async function historiesOf(store: Store, filter: ApplicationHistoryFilter): Promise<ApplicationHistory[]> {
  const seen: ApplicationHistory[] = [];
  await store.applications.visitHistories(filter, (history) => seen.push(history));
  return seen;
}

const wholeDay = { receivedFrom: START, receivedBefore: new Date(START.getTime() + 24 * 60 * MINUTE_MS) };

export function historiesContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} stage history contract`, open, options, (subject) => {
    const { advance } = subject;
    const apply = (fields: Partial<typeof application> = {}) =>
      subject.store.applications.create({ ...application, ...fields }, undefined, () => []);

    it('records the stage entered with each move, in the same write, starting at applied when received', async () => {
      const stored = await apply({ utmSource: 'linkedin' });
      advance(60);
      await subject.store.applications.moveStage(stored.id, 'applied', 'screening', subject.clock.now);
      advance(60);
      // A move from a stage it is not in writes nothing, history included.
      expect(await subject.store.applications.moveStage(stored.id, 'applied', 'offer', subject.clock.now)).toBeUndefined();
      await subject.store.applications.moveStage(stored.id, 'screening', 'interview', subject.clock.now);
      expect(await historiesOf(subject.store, wholeDay)).toEqual([
        {
          id: stored.id,
          jobSlug: application.jobSlug,
          jobTitle: application.jobTitle,
          receivedAt: at(0),
          stage: 'interview',
          channel: 'linkedin',
          stageHistory: [
            { stage: 'applied', at: at(0) },
            { stage: 'screening', at: at(60) },
            { stage: 'interview', at: at(120) },
          ],
        },
      ]);
    });

    it('records one entry when two moves from the same stage race', async () => {
      const stored = await apply();
      advance();
      const moves = await Promise.all([
        subject.store.applications.moveStage(stored.id, 'applied', 'screening', subject.clock.now),
        subject.store.applications.moveStage(stored.id, 'applied', 'rejected', subject.clock.now),
      ]);
      const won = moves.find((moved) => moved !== undefined);
      expect(moves.filter((moved) => moved === undefined)).toHaveLength(1);
      const [history] = await historiesOf(subject.store, wholeDay);
      expect(history?.stageHistory).toEqual([
        { stage: 'applied', at: at(0) },
        { stage: won?.stage, at: at(1) },
      ]);
    });

    it('reads the applications received in the period, oldest first, of one job when asked', async () => {
      const first = await apply();
      advance(10);
      const otherJob = await apply({ jobSlug: 'data-engineer', jobTitle: 'Data Engineer', email: 'sara@candidate.example' });
      advance(10);
      const last = await apply({ email: 'nadia@candidate.example' });
      advance(10);
      const ids = async (filter: ApplicationHistoryFilter) => (await historiesOf(subject.store, filter)).map((h) => h.id);
      expect(await ids(wholeDay)).toEqual([first.id, otherJob.id, last.id]);
      expect(await ids({ ...wholeDay, jobSlug: application.jobSlug })).toEqual([first.id, last.id]);
      // The start is included, the end is not.
      expect(await ids({ receivedFrom: new Date(at(10)), receivedBefore: new Date(at(20)) })).toEqual([otherJob.id]);
      expect(await ids({ receivedFrom: new Date(at(21)), receivedBefore: new Date(at(60)) })).toEqual([]);
      expect((await historiesOf(subject.store, wholeDay))[0]?.channel).toBe('direct');
    });

    it('gives a report the funnel and time to hire a reader counts from the moves made', async () => {
      const DAY = 24 * 60;
      const moveAll = async (moves: [ApplicationStage, number][]) => {
        const stored = await apply({ email: `${moves.length}-${subject.clock.now.getTime()}@candidate.example` });
        let from: ApplicationStage = 'applied';
        let time = subject.clock.now.getTime();
        for (const [to, days] of moves) {
          time += days * DAY * MINUTE_MS;
          await subject.store.applications.moveStage(stored.id, from, to, new Date(time));
          from = to;
        }
        advance();
      };
      await moveAll([]);
      await moveAll([
        ['screening', 1],
        ['interview', 2],
        ['offer', 1],
        ['hired', 3],
      ]);
      await moveAll([
        ['interview', 2],
        ['rejected', 1],
      ]);
      const figures = hiringFigures(await historiesOf(subject.store, wholeDay));
      // Three applied; two reached screening (one on its way to interview); one went all the way, in 1 + 2 + 1 + 3 days.
      expect(figures.funnel.map((row) => row.reached)).toEqual([3, 2, 2, 1, 1]);
      expect(figures.timeToHire).toEqual({ hires: 1, medianDays: 7, meanDays: 7 });
    });

    it('forgets the history with the application', async () => {
      const stored = await apply();
      advance();
      await subject.store.applications.moveStage(stored.id, 'applied', 'screening', subject.clock.now);
      await subject.store.eraseByEmail(application.email);
      expect(await historiesOf(subject.store, wholeDay)).toEqual([]);
    });
  });
}

/**
 * @jest-environment node
 */
import { createRenderQueue, REFUSED } from './render-queue';

interface Page {
  name: string;
  threadMs: number;
}

/**
 * A render the test finishes by hand, saying how long its render thread gave it, on a clock the
 * test moves: each render, as it ends, moves it by its share of the threads (`threadMs / threads`,
 * the time one page leaves the line after another when every thread is busy) unless told otherwise.
 */
function harness(limit: number, options: { threads?: number; deadlineMs?: number; maxWaiting?: number } = {}) {
  const threads = options.threads ?? limit;
  let clock = 0;
  const queue = createRenderQueue({ limit, threads, ...options, now: () => clock });
  const started: string[] = [];
  const finishers = new Map<string, (threadMs: number) => void>();
  const render = async (name: string, signal?: AbortSignal) => {
    const page = await queue.run(
      () =>
        new Promise<Page>((resolve) => {
          started.push(name);
          finishers.set(name, (threadMs) => resolve({ name, threadMs }));
        }),
      signal,
    );
    return page === REFUSED ? page : page.name;
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string, threadMs: number, elapsedMs = threadMs / threads) => {
    await tick();
    clock += elapsedMs;
    finishers.get(name)?.(threadMs);
    await tick();
  };
  /** Time passes with nothing rendering. */
  const idle = (ms: number) => {
    clock += ms;
  };
  let count = 0;
  /** One page rendered alone, its thread giving it `threadMs`. */
  const renderTaking = async (threadMs: number, elapsedMs?: number) => {
    count += 1;
    const name = `r${count}`;
    const page = render(name);
    await finish(name, threadMs, elapsedMs);
    await page;
  };
  /**
   * Whether a page with `ahead` others waiting before it is admitted. Every page is finished after,
   * each given `threadMs` (and moving the clock by its share), so that the estimate stays as it was.
   */
  const admittedBehind = async (ahead: number, threadMs: number) => {
    count += 1;
    const names = Array.from({ length: limit + ahead }, (_, index) => `probe${count}-${index}`);
    const pages = names.map((name) => render(name));
    const last = render(`probe${count}-last`);
    const answer = await Promise.race([last, new Promise((resolve) => setTimeout(resolve, 20, 'waits'))]);
    for (const name of [...names, `probe${count}-last`]) await finish(name, threadMs);
    await Promise.all([...pages, last]);
    return answer === 'waits';
  };
  return { render, finish, idle, started, renderTaking, admittedBehind };
}

test('renders up to its limit at once, and lets the others wait their turn in order', async () => {
  const { render, finish, started } = harness(2);
  const pages = ['a', 'b', 'c', 'd'].map((name) => render(name));
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual(['a', 'b']);
  await finish('a', 10);
  expect(started).toEqual(['a', 'b', 'c']);
  await finish('b', 0);
  await finish('c', 0);
  await finish('d', 0);
  expect(await Promise.all(pages)).toEqual(['a', 'b', 'c', 'd']);
});

test('refuses at once a page that would wait past the deadline, by the renders it has timed', async () => {
  // 100 ms a render on 2 threads: one page leaves every 50 ms, so the 10th in line waits 500 ms, the 11th 550.
  const { render, finish } = harness(2, { deadlineMs: 500 });
  const first = [render('a'), render('b')];
  await finish('a', 100);
  await finish('b', 100);
  await Promise.all(first);

  const settled: string[] = [];
  for (const name of ['c', 'd', ...Array.from({ length: 10 }, (_, index) => `w${index}`)]) {
    void render(name).then(() => settled.push(name));
  }
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toEqual([]);
  expect(await render('eleventh in line')).toBe(REFUSED);
});

test('judges how fast the line moves by the render threads, not by the renders at once', async () => {
  // 8 at once on 2 threads, 40 ms of a thread each: one page leaves every 20 ms, so the 25th in
  // line waits 500 ms and the 26th longer. (By the 8 at once, a page would leave every 5 ms.)
  const { renderTaking, admittedBehind } = harness(8, { threads: 2, deadlineMs: 500 });
  await renderTaking(40);
  expect(await admittedBehind(24, 40)).toBe(true);
  expect(await admittedBehind(25, 40)).toBe(false);
});

test('admits every page of a burst before it has timed any render, up to the waiting limit', async () => {
  const { render } = harness(2, { maxWaiting: 3 });
  const pages = Array.from({ length: 5 }, (_, index) => render(`p${index}`));
  expect(await render('sixth')).toBe(REFUSED);
  void pages;
});

test('drops a waiting page whose client left, and gives its turn to the next', async () => {
  const { render, finish, started } = harness(1);
  const first = render('first');
  const leaving = new AbortController();
  const left = render('left', leaving.signal);
  const next = render('next');
  leaving.abort();
  expect(await left).toBe(REFUSED);
  await finish('first', 10);
  expect(started).toEqual(['first', 'next']);
  await finish('next', 10);
  expect([await first, await next]).toEqual(['first', 'next']);
});

test('frees its slot when a render fails', async () => {
  const queue = createRenderQueue({ limit: 1, threads: 1 });
  await expect(queue.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
  expect(await queue.run(async () => ({ threadMs: 5 }))).toEqual({ threadMs: 5 });
});

test('judges the wait by the time the render threads took, not by how long the main thread held each slot', async () => {
  // A busy main thread takes up each finished page late: 300 ms in its slot, 10 ms on its thread.
  const queue = createRenderQueue({ limit: 1, threads: 1, deadlineMs: 250 });
  const heldLong = async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { threadMs: 10 };
  };
  await queue.run(heldLong);
  const rendering = queue.run(heldLong);
  // First in line, it waits about one render: 10 ms by the thread's time, 300 ms by the slot's, past the deadline.
  const waiting = queue.run(heldLong);
  expect(await waiting).toEqual({ threadMs: 10 });
  await rendering;
});

test('follows the mean of pages that end in clumps, the long ones counted whole', async () => {
  // A thread's pages end together: one is given 80 ms of the thread, the seven after it none. 10 ms
  // a page on 2 threads: one leaves every 5 ms, so the 100th in line waits 500 ms.
  const { renderTaking, admittedBehind } = harness(2, { deadlineMs: 500 });
  for (let clump = 0; clump < 40; clump += 1) {
    await renderTaking(80);
    for (let index = 0; index < 7; index += 1) await renderTaking(0);
  }
  expect(await admittedBehind(130, 10)).toBe(false);
  expect(await admittedBehind(70, 10)).toBe(true);
});

test('a render that stalled for seconds moves the estimate a little; a lasting slowdown, within about a second', async () => {
  // 100 ms a render on 2 threads, 500 ms deadline: the fifth in line waits 250 ms; past the
  // deadline once the mean passes 200 ms. One page ends every 50 ms.
  const { renderTaking, admittedBehind } = harness(2, { deadlineMs: 500 });
  for (let index = 0; index < 50; index += 1) await renderTaking(100);
  // Counted whole, 10 s would outweigh the renders of the last second ten times; it ends among them.
  await renderTaking(10_000, 0);
  expect(await admittedBehind(4, 100)).toBe(true);

  // 400 ms a render: one page ends every 200 ms, five in a second.
  for (let index = 0; index < 5; index += 1) await renderTaking(400);
  expect(await admittedBehind(4, 400)).toBe(false);
});

test('the stale-mean case: after slow renders and an idle while, a burst of fast ones is judged by their speed', async () => {
  // A busy spell: 100 ms a render on 2 threads, one page leaving every 50 ms, so that at a 500 ms
  // deadline at most 9 could wait. Then 2 s with no page. Then a burst of 62 at once whose pages
  // take 10 ms: one leaves every 5 ms, and the 60th in line waits 300 ms.
  const { render, finish, idle, admittedBehind, renderTaking } = harness(2, { deadlineMs: 500 });
  for (let index = 0; index < 50; index += 1) await renderTaking(100);
  idle(2000);
  const burst = Array.from({ length: 62 }, (_, index) => render(`burst${index}`));
  await new Promise((resolve) => setImmediate(resolve));
  for (let index = 0; index < burst.length; index += 1) await finish(`burst${index}`, 10);
  expect((await Promise.all(burst)).filter((page) => page === REFUSED)).toHaveLength(0);
  // Once its renders are timed, by theirs alone: the 99th in line waits 495 ms, the 101st 505 ms.
  expect(await admittedBehind(98, 10)).toBe(true);
  expect(await admittedBehind(100, 10)).toBe(false);
});

test('a busy spell fades within about a second of renders at another speed, however few they are', async () => {
  // 100 ms a render on 2 threads, then 40 ms: one page leaves every 20 ms, so the 25th in line
  // waits 500 ms. After a second of them (50 renders), the 21st is admitted; with each render
  // weighing the same whatever its age (a fiftieth), the mean would still be about 62 ms.
  const { renderTaking, admittedBehind } = harness(2, { deadlineMs: 500 });
  for (let index = 0; index < 50; index += 1) await renderTaking(100);
  for (let index = 0; index < 50; index += 1) await renderTaking(40);
  expect(await admittedBehind(20, 40)).toBe(true);
});

test('corrects the estimate by how much longer the pages that left the line waited than the threads worked, at most 1.5 times', async () => {
  // 10 ms a render on 1 thread, 500 ms deadline: by the thread, the 50th in line waits 500 ms.
  const { render, finish, renderTaking, admittedBehind } = harness(1, { deadlineMs: 500 });
  for (let index = 0; index < 20; index += 1) await renderTaking(10);
  expect(await admittedBehind(45, 10)).toBe(true);

  // The thread idles between pages: for a second and more, they leave every 12.5 ms, 1.25 times
  // what the thread's time says (in rounds of 20 at once, which fit in the line whatever its pace).
  let round = 0;
  const slowly = async (elapsedMs: number) => {
    for (let ms = 0; ms < 1500; ms += 20 * elapsedMs) {
      round += 1;
      const names = Array.from({ length: 20 }, (_, index) => `slow${round}-${index}`);
      const pages = names.map((name) => render(name));
      for (const name of names) await finish(name, 10, elapsedMs);
      expect(await Promise.all(pages)).toEqual(names);
    }
  };
  await slowly(12.5);
  // 12.5 ms a page: the 41st in line waits 512 ms (410 by the thread), the 38th 475 ms.
  expect(await admittedBehind(40, 10)).toBe(false);
  await slowly(12.5);
  expect(await admittedBehind(37, 10)).toBe(true);

  // Ten times slower counts as 1.5: a line far slower than its threads is the main thread's.
  // 15 ms a page: the 37th in line waits 555 ms, the 31st 465 ms.
  await slowly(100);
  expect(await admittedBehind(36, 10)).toBe(false);
  await slowly(100);
  expect(await admittedBehind(30, 10)).toBe(true);
});

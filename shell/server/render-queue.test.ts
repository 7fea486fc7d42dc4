/**
 * @jest-environment node
 */
import { createRenderQueue, REFUSED } from './render-queue';

/** A render the test finishes by hand, after `ms` of the fake clock. */
function harness(limit: number, options: { deadlineMs?: number; maxWaiting?: number } = {}) {
  let clock = 0;
  const queue = createRenderQueue({ limit, ...options, now: () => clock });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const render = (name: string, signal?: AbortSignal) =>
    queue.run(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
      signal,
    );
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string, afterMs: number) => {
    await tick();
    clock += afterMs;
    finishers.get(name)?.();
    await tick();
  };
  return { render, finish, started };
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
  // 100 ms a render, 2 at once: one page leaves every 50 ms, so the 10th in line waits 500 ms, the 11th 550.
  const { render, finish } = harness(2, { deadlineMs: 500 });
  const first = [render('a'), render('b')];
  await finish('a', 100);
  await finish('b', 0);
  await Promise.all(first);

  const settled: string[] = [];
  for (const name of ['c', 'd', ...Array.from({ length: 10 }, (_, index) => `w${index}`)]) {
    void render(name).then(() => settled.push(name));
  }
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toEqual([]);
  expect(await render('eleventh in line')).toBe(REFUSED);
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
  const queue = createRenderQueue({ limit: 1 });
  await expect(queue.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
  expect(await queue.run(async () => 'rendered')).toBe('rendered');
});

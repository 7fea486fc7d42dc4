/**
 * @jest-environment node
 */
import { createRenderQueue, REFUSED } from './render-queue';

interface Page {
  name: string;
  renderMs: number;
}

/** A render the test finishes by hand, saying how long its render thread took. */
function harness(limit: number, options: { deadlineMs?: number; maxWaiting?: number } = {}) {
  const queue = createRenderQueue({ limit, ...options });
  const started: string[] = [];
  const finishers = new Map<string, (renderMs: number) => void>();
  const render = async (name: string, signal?: AbortSignal) => {
    const page = await queue.run(
      () =>
        new Promise<Page>((resolve) => {
          started.push(name);
          finishers.set(name, (renderMs) => resolve({ name, renderMs }));
        }),
      signal,
    );
    return page === REFUSED ? page : page.name;
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string, renderMs: number) => {
    await tick();
    finishers.get(name)?.(renderMs);
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
  expect(await queue.run(async () => ({ renderMs: 5 }))).toEqual({ renderMs: 5 });
});

test('judges the wait by the time the render threads took, not by how long the main thread held each slot', async () => {
  // A busy main thread takes up each finished page late: 300 ms in its slot, 10 ms on its thread.
  const queue = createRenderQueue({ limit: 1, deadlineMs: 250 });
  const heldLong = async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { renderMs: 10 };
  };
  await queue.run(heldLong);
  const rendering = queue.run(heldLong);
  // First in line, it waits about one render: 10 ms by the thread's time, 300 ms by the slot's, past the deadline.
  const waiting = queue.run(heldLong);
  expect(await waiting).toEqual({ renderMs: 10 });
  await rendering;
});

test('one render far slower than the others moves the estimate a little; a lasting slowdown, within some twenty renders', async () => {
  // 2 at once, 500 ms deadline: the fifth in line waits 5 × mean / 2, past the deadline once the mean passes 200 ms.
  const { render, finish } = harness(2, { deadlineMs: 500 });
  let count = 0;
  const renderTaking = async (renderMs: number) => {
    count += 1;
    const name = `r${count}`;
    const page = render(name);
    await finish(name, renderMs);
    await page;
  };
  /** Whether a page fifth in line is admitted; the slots and the line are freed after. */
  const fifthInLineAdmitted = async () => {
    const names = ['s1', 's2', 'w1', 'w2', 'w3', 'w4'];
    const ahead = names.map((name) => render(name));
    const fifth = await Promise.race([render('fifth'), new Promise((resolve) => setTimeout(resolve, 20, 'waits'))]);
    for (const name of [...names, 'fifth']) await finish(name, 100);
    await Promise.all(ahead);
    return fifth === 'waits';
  };
  for (let index = 0; index < 20; index += 1) await renderTaking(100);
  await renderTaking(5000);
  expect(await fifthInLineAdmitted()).toBe(true);

  for (let index = 0; index < 20; index += 1) await renderTaking(1000);
  expect(await fifthInLineAdmitted()).toBe(false);
});

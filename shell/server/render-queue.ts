/**
 * Admission in front of the render threads: load shed by waiting time, not by count. At most
 * `limit` pages render at once; the others wait their turn in order. A page is refused (the
 * caller answers 503) only when it would wait longer than `deadlineMs`, or when `maxWaiting`
 * wait already, and that is decided when it arrives, so a refusal costs nothing and is answered
 * at once. How long a newcomer would wait comes from Little's law: with every thread busy, one
 * page leaves about every `mean thread time / threads`, so the one behind `n` others waits about
 * `(n + 1) × mean / threads`. A page's thread time is its share of its thread's busy time
 * (thread-time.ts), and the mean is a moving average of the pages just rendered. It is not how long
 * each page held its slot, seen from the main thread: that time grows when refusals keep the main
 * thread busy, which would refuse more, and a client that asks again at once (a crawler, a load
 * test) would hold the refusals up by themselves while the render threads stood idle. The threads'
 * own time tells what they can do.
 *
 * So the queue is as long as the deadline allows at the speed the renders go now, shorter when
 * they slow down: CoDel's judgement of a queue by its delay rather than its length, made at the
 * door. A page admitted is rendered, unless its client leaves while it waits.
 */

/** The answer for a page that would wait past the deadline, or whose client left while it waited. */
export const REFUSED = Symbol('refused');

/**
 * A page waits at most about this long for a render thread before it is refused instead. Not the
 * 500 ms first chosen: on two cores the shell renders about 130 mixed pages a second, so a burst
 * of 100 visitors needs about 0.8 s to be served, and at 500 ms a quarter of it got an error page
 * (docs/security-and-load.md). A page after a second's wait serves a visitor better than a 503.
 */
export const RENDER_WAIT_DEADLINE_MS = 1000;
/** Pages waiting at most, whatever their estimated wait. */
export const RENDER_QUEUE_MAX = 256;
/** Weight of the latest render in the mean: about the last fifty count. */
const MEAN_WEIGHT = 0.02;

export interface RenderQueueOptions {
  /** Renders at once (MAX_CONCURRENT_RENDERS). */
  limit: number;
  /** Render threads: how many of those renders go side by side. */
  threads: number;
  deadlineMs?: number;
  maxWaiting?: number;
}

/** A render's result, with the time its render thread gave it. */
export interface TimedRender {
  threadMs: number;
}

export interface RenderQueue {
  /** Runs `render` once a slot is free; REFUSED at once past the deadline, or when `signal` aborts while it waits. */
  run<T extends TimedRender>(render: () => Promise<T>, signal?: AbortSignal): Promise<T | typeof REFUSED>;
}

export function createRenderQueue({
  limit,
  threads,
  deadlineMs = RENDER_WAIT_DEADLINE_MS,
  maxWaiting = RENDER_QUEUE_MAX,
}: RenderQueueOptions): RenderQueue {
  let rendering = 0;
  let meanThreadMs: number | undefined;
  const sideBySide = Math.min(limit, threads);
  const waiting: (() => void)[] = [];

  const wouldWaitTooLong = () =>
    waiting.length >= maxWaiting ||
    (meanThreadMs !== undefined && ((waiting.length + 1) * meanThreadMs) / sideBySide > deadlineMs);

  /** Resolves once the page holds a slot; false when its client left first. */
  function slot(signal: AbortSignal | undefined): Promise<boolean> {
    if (rendering < limit) {
      rendering += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        resolve(false);
      };
      waiting.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  function free() {
    const next = waiting.shift();
    // The slot passes straight to the next page: `rendering` stays as it is.
    if (next) next();
    else rendering -= 1;
  }

  return {
    async run(render, signal) {
      if (signal?.aborted || (rendering >= limit && wouldWaitTooLong())) return REFUSED;
      if (!(await slot(signal))) return REFUSED;
      try {
        const rendered = await render();
        // At most the deadline: a thread that stalled for seconds would otherwise refuse every page
        // for a while. Not a bound relative to the mean: a thread's pages end in clumps (most with
        // a few milliseconds, some with tens), and cutting the long ones drove the mean to a
        // fraction of the real time.
        const took = Math.min(rendered.threadMs, deadlineMs);
        meanThreadMs = meanThreadMs === undefined ? took : meanThreadMs + MEAN_WEIGHT * (took - meanThreadMs);
        return rendered;
      } finally {
        free();
      }
    },
  };
}

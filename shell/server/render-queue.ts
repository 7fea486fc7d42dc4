/**
 * Admission in front of the render threads: load shed by waiting time, not by count. At most
 * `limit` pages render at once; the others wait their turn in order. A page is refused (the
 * caller answers 503) only when it would wait longer than `deadlineMs`, or when `maxWaiting`
 * wait already, and that is decided when it arrives, so a refusal costs nothing and is answered
 * at once. How long a newcomer would wait comes from Little's law: with every thread busy, one
 * page leaves about every `mean thread time / threads`, so the one behind `n` others waits about
 * `(n + 1) × mean / threads`, times the line's pace (below). A page's thread time is its share of
 * its thread's busy time (thread-time.ts). It is not how long each page held its slot, seen from
 * the main thread: that time grows when refusals keep the main thread busy, which would refuse
 * more, and a client that asks again at once (a crawler, a load test) would hold the refusals up
 * by themselves while the render threads stood idle. The threads' own time tells what they can do.
 *
 * What they do now, not what they did: each render counts in the mean by its age, its weight
 * falling by e every TIME_CONSTANT_MS (issue 48: a mean of the last fifty renders, which moved only
 * when a render ended, kept a busy spell's speed after it, and refused a third of a quiet burst
 * the threads served in 355 ms). Once the threads have been idle for FORGET_AFTER_IDLE_MS, what they
 * did before is forgotten, and a burst is admitted whole, up to `maxWaiting`, until its renders
 * are timed, as at the start.
 *
 * The pace is how much longer the pages that left the line waited than the threads' time during
 * their wait accounts for, counted by age the same way: the threads stand idle at times while
 * pages wait, when the main thread is late to hand pages over or take them up. It is at least 1,
 * and at most PACE_MAX: a line that moves far slower than its threads work is the main thread's,
 * and refusing for it would feed the storm above. Pages still wait past the deadline when the
 * threads slow down after they were admitted (the machine taken by other work): the door cannot
 * know that, and the mean follows within about a second.
 *
 * So the queue is as long as the deadline allows at the speed pages leave it now, shorter when
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
/** A render, or a page that left the line, weighs 1/e as much in the estimate this long after (ms): about the last second counts. */
const TIME_CONSTANT_MS = 500;
/** Threads idle this long (ms): their speed before says nothing of their speed now. */
const FORGET_AFTER_IDLE_MS = 1000;
/**
 * The most the line's pace multiplies the threads' time by. Under overloads on two cores it read
 * 1.0-1.25; more came only in refusal storms, when the machine was slowed by other work.
 */
const PACE_MAX = 1.5;

export interface RenderQueueOptions {
  /** Renders at once (MAX_CONCURRENT_RENDERS). */
  limit: number;
  /** Render threads: how many of those renders go side by side. */
  threads: number;
  deadlineMs?: number;
  maxWaiting?: number;
  /** The clock (ms); tests set it. */
  now?: () => number;
}

/** A render's result, with the time its render thread gave it. */
export interface TimedRender {
  threadMs: number;
}

export interface RenderQueue {
  /** Runs `render` once a slot is free; REFUSED at once past the deadline, or when `signal` aborts while it waits. */
  run<T extends TimedRender>(render: () => Promise<T>, signal?: AbortSignal): Promise<T | typeof REFUSED>;
}

interface Waiting {
  turn: () => void;
  arrived: number;
  /** `threadsTime` when it arrived. */
  threadsTimeThen: number;
}

/** The recent renders and waits, as sums whose terms each weigh 1/e as much every TIME_CONSTANT_MS. */
function createRecentTimes(now: () => number) {
  let weighedAt = now();
  let renders = 0;
  let renderedMs = 0;
  let waitedMs = 0;
  let accountedMs = 0;

  function weigh() {
    const at = now();
    const kept = Math.exp((weighedAt - at) / TIME_CONSTANT_MS);
    renders *= kept;
    renderedMs *= kept;
    waitedMs *= kept;
    accountedMs *= kept;
    weighedAt = at;
  }

  return {
    rendered(threadMs: number) {
      weigh();
      renders += 1;
      renderedMs += threadMs;
    },
    /** A page left the line after `waited` ms, in which the threads' time accounts for `accountedFor`. */
    waited(waited: number, accountedFor: number) {
      weigh();
      waitedMs += waited;
      accountedMs += accountedFor;
    },
    forget() {
      renders = 0;
      renderedMs = 0;
      waitedMs = 0;
      accountedMs = 0;
    },
    /**
     * A page's share of the threads' time, times the pace; undefined while nothing is timed. Ratios
     * of sums weighed alike: they need no weighing at the door.
     */
    perPage(): number | undefined {
      if (renders === 0) return undefined;
      const pace = accountedMs > 0 ? Math.min(Math.max(waitedMs / accountedMs, 1), PACE_MAX) : 1;
      return (renderedMs / renders) * pace;
    },
  };
}

export function createRenderQueue({
  limit,
  threads,
  deadlineMs = RENDER_WAIT_DEADLINE_MS,
  maxWaiting = RENDER_QUEUE_MAX,
  now = () => performance.now(),
}: RenderQueueOptions): RenderQueue {
  let rendering = 0;
  const sideBySide = Math.min(limit, threads);
  const waiting: Waiting[] = [];
  let idleSince = now();
  /** The threads' time so far over the threads, not weighed: what a page's wait is set against. */
  let threadsTime = 0;
  const recent = createRecentTimes(now);

  const wouldWaitTooLong = () => {
    if (waiting.length >= maxWaiting) return true;
    // Nothing timed since the start, or since the threads were last idle a while.
    const perPage = recent.perPage();
    return perPage !== undefined && ((waiting.length + 1) * perPage) / sideBySide > deadlineMs;
  };

  /** Resolves once the page holds a slot; false when its client left first. */
  function slot(signal: AbortSignal | undefined): Promise<boolean> {
    if (rendering < limit) {
      if (rendering === 0 && now() - idleSince >= FORGET_AFTER_IDLE_MS) recent.forget();
      rendering += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const page: Waiting = {
        turn: () => {
          signal?.removeEventListener('abort', leave);
          recent.waited(now() - page.arrived, threadsTime - page.threadsTimeThen);
          resolve(true);
        },
        arrived: now(),
        threadsTimeThen: threadsTime,
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(page), 1);
        resolve(false);
      };
      waiting.push(page);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  function free() {
    const next = waiting.shift();
    // The slot passes straight to the next page: `rendering` stays as it is.
    if (next) next.turn();
    else {
      rendering -= 1;
      if (rendering === 0) idleSince = now();
    }
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
        recent.rendered(took);
        threadsTime += took / sideBySide;
        return rendered;
      } finally {
        free();
      }
    },
  };
}

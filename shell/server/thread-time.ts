/**
 * The time a render thread gives each page, the render queue's measure (render-queue.ts). The pages
 * a thread holds at once (render-pool.ts) take turns on its CPU and end in any order, so their own
 * start-to-end times overlap. Each page that ends is given instead the thread's busy time since the
 * page before it ended, or since the thread took up work when that was later: the times of its
 * pages add up to the time it was busy, and its idle time goes to none.
 */
export interface ThreadTimer {
  /** A page taken up. */
  start(): void;
  /** A page ended, rendered or failed: its thread time (ms). */
  end(): number;
}

export function createThreadTimer(now: () => number = () => performance.now()): ThreadTimer {
  let held = 0;
  let busySince = 0;
  let lastEnded = 0;
  return {
    start() {
      if (held === 0) busySince = now();
      held += 1;
    },
    end() {
      held -= 1;
      const ended = now();
      const ms = ended - Math.max(busySince, lastEnded);
      lastEnded = ended;
      return ms;
    },
  };
}

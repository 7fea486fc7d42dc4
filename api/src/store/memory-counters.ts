import type { Store, WindowCount } from './store';

/** Beyond this many keys, ended windows are swept before a new one is added. */
export const MEMORY_COUNTERS_SWEEP_AT = 10_000;

/**
 * Counters of one process, for the embedded store (one machine, one instance). JavaScript runs
 * one increment at a time, so each is atomic here without more.
 */
export function memoryCounters(): Store['counters'] {
  const windows = new Map<string, WindowCount>();
  const running = (key: string, now: Date) => {
    const window = windows.get(key);
    return window && window.resetAt.getTime() > now.getTime() ? window : undefined;
  };
  return {
    async increment(key, windowMs, now) {
      const window = running(key, now);
      if (window) {
        window.count += 1;
        return { ...window };
      }
      if (windows.size >= MEMORY_COUNTERS_SWEEP_AT) {
        for (const [name, ended] of windows) if (ended.resetAt.getTime() <= now.getTime()) windows.delete(name);
      }
      const started = { count: 1, resetAt: new Date(now.getTime() + windowMs) };
      windows.set(key, started);
      return { ...started };
    },
    async peek(key, now) {
      const window = running(key, now);
      return window && { ...window };
    },
    async decrement(key, now) {
      const window = running(key, now);
      if (window && window.count > 0) window.count -= 1;
    },
    async clear(prefix) {
      for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
    },
  };
}

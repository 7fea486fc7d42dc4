import { EARLY_INPUT_GLOBAL } from '../early-input/early-input';

/**
 * The parts the server rendered whose module the browser could not load (its remote's origin
 * down), whether above the fold or hydrated once reached. Each keeps its HTML, working as plain
 * HTML, and what was typed in it, with a notice and Retry beside it (UnreachableNotice), while
 * retryingLoader tries again, each wait longer, or at once on Retry. Its forms are not sent as
 * plain HTML, which would put what was typed in the address: early-input.ts holds them, and gives
 * the part what was typed once it hydrates.
 */
export class UnreachableParts {
  readonly #keys = new Set<string>();
  readonly #wakeUps = new Map<string, () => void>();
  readonly #listeners = new Set<() => void>();

  /** `onUnreachable(key)`: once per part that could not be loaded (its version is reported for it). */
  constructor(private readonly onUnreachable?: (key: string) => void) {}

  add(key: string, error: unknown): void {
    console.error(`Could not load ${key}`, error);
    if (!this.#keys.has(key)) this.onUnreachable?.(key);
    this.#keys.add(key);
    window[EARLY_INPUT_GLOBAL]?.notLoaded(key);
    this.#changed();
  }

  has(key: string): boolean {
    return this.#keys.has(key);
  }

  /** Calls `listener` when a part becomes unreachable or loads; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Resolves after `ms`, or sooner on Retry. */
  wait(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        this.#wakeUps.delete(key);
        resolve();
      };
      const timer = setTimeout(wakeUp, ms);
      this.#wakeUps.set(key, wakeUp);
    });
  }

  /** Tries the part again now, not at the end of its wait. */
  retry(key: string): void {
    this.#wakeUps.get(key)?.();
  }

  /** The part has loaded: it hydrates, and its notice goes. */
  loaded(key: string): void {
    if (this.#keys.delete(key)) this.#changed();
  }

  #changed() {
    for (const listener of this.#listeners) listener();
  }
}

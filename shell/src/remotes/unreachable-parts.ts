import { PART_ATTRIBUTE } from '../early-input/early-input';

/** What a visitor uses a part with: a control its module would handle, which does nothing as plain HTML. */
const CONTROLS = 'button, [role="button"], [role="tab"], input[type="submit"], summary';

/**
 * The parts the server rendered whose module the browser could not load (its remote's origin
 * down). Each keeps its HTML, and what was typed in it, while retryingLoader tries again, each
 * wait longer. A visitor who uses one (a button of it, its form) would see nothing happen: they
 * are told (`onUse`), it is tried again at once, and a form of it is not sent as plain HTML,
 * which would put what was typed in the address.
 */
export class UnreachableParts {
  readonly #keys = new Set<string>();
  readonly #wakeUps = new Map<string, () => void>();

  add(key: string): void {
    this.#keys.add(key);
  }

  has(key: string): boolean {
    return this.#keys.has(key);
  }

  /** Resolves after `ms`, or sooner when the part is used. */
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

  /** The part has loaded: using it is React's again. */
  loaded(key: string): void {
    this.#keys.delete(key);
  }

  /** The unreachable part a node is in, itself or around a part inside it (which cannot hydrate either). */
  #unreachablePartOf(node: Element): string | undefined {
    for (
      let part = node.closest(`[${PART_ATTRIBUTE}]`);
      part;
      part = part.parentElement?.closest(`[${PART_ATTRIBUTE}]`) ?? null
    ) {
      const key = part.getAttribute(PART_ATTRIBUTE);
      if (key && this.#keys.has(key)) return key;
    }
    return undefined;
  }

  /** Calls `onUse` when a visitor uses an unreachable part, and tries it again at once; returns the unsubscribe. */
  watch(onUse: (key: string) => void): () => void {
    const used = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const key = target && this.#unreachablePartOf(target);
      if (!key || (event.type === 'click' && !target.closest(CONTROLS))) return;
      event.preventDefault();
      onUse(key);
      this.#wakeUps.get(key)?.();
    };
    // Capturing, ahead of React's own listeners on the root.
    window.addEventListener('click', used, true);
    window.addEventListener('submit', used, true);
    return () => {
      window.removeEventListener('click', used, true);
      window.removeEventListener('submit', used, true);
    };
  }
}

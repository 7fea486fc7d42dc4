/**
 * The one use of React beyond its stable API: the root's `unstable_scheduleHydration`, which
 * hydrates the Suspense boundary holding a node before the others. Input held before React took
 * over (early-input.ts) is replayed on a part once it has hydrated, so the parts the visitor
 * used hydrate first. React exports no stable equivalent; prioritize-hydration.test.tsx pins the
 * react-dom version it was checked with.
 */
import type { Root } from 'react-dom/client';

type RootWithScheduledHydration = Root & { unstable_scheduleHydration?: (target: Node) => void };

/** Hydrates the part holding `target` next; without the API (another React), parts hydrate in order. */
export function hydrationPrioritizer(root: Root): (target: Node) => void {
  return (target) => (root as RootWithScheduledHydration).unstable_scheduleHydration?.(target);
}

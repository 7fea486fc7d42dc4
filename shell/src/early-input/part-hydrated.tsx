import { useEffect } from 'react';
import { EARLY_INPUT_GLOBAL } from './early-input';

/**
 * Placed last in a part of the page (the shell's frame, each remote module's Suspense boundary):
 * once that part has hydrated, the input held for it before then (early-input.ts) is replayed,
 * and `onHydrated` is called. Renders nothing.
 */
export function PartHydrated({ part, onHydrated }: { part: string; onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
    const earlyInput = window[EARLY_INPUT_GLOBAL];
    // Once the part's effects have all run (one may reset what a replayed click changes, as the
    // header closes its menu when it mounts), as for a click made after hydration.
    if (earlyInput) queueMicrotask(() => earlyInput.hydrated(part));
  }, [part, onHydrated]);
  return null;
}

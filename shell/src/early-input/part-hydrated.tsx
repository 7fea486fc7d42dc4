import { useLayoutEffect } from 'react';
import { EARLY_INPUT_GLOBAL } from './early-input';

/**
 * Placed last in a part of the page (the shell's frame, each remote module's Suspense boundary):
 * once that part has hydrated, the input held for it before then (early-input.ts) is replayed.
 * Renders nothing.
 */
export function PartHydrated({ part }: { part: string }) {
  useLayoutEffect(() => {
    const earlyInput = window[EARLY_INPUT_GLOBAL];
    // After the commit: the part's refs are attached and React delivers events again.
    if (earlyInput) queueMicrotask(() => earlyInput.hydrated(part));
  }, [part]);
  return null;
}

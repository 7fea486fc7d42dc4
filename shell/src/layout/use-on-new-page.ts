import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';

/**
 * Runs `onNewPage` after each client-side navigation (a new location key), but not when the app
 * hydrates: the header's disclosures work before hydration, and what the visitor opened then stays open.
 */
export function useOnNewPage(onNewPage: () => void) {
  const { key } = useLocation();
  const shownKey = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is what runs it; `onNewPage` is new each render
  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    onNewPage();
  }, [key]);
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long to wait for a hash target that a remote page has not rendered yet. */
export const HASH_TARGET_WAIT_MS = 5000;

/**
 * Scrolls to the top on every navigation, or to the element named by the URL's hash
 * (/#locations, /#contact). That element often belongs to a remote page that is still
 * loading, so it is awaited with a MutationObserver for at most HASH_TARGET_WAIT_MS. A page
 * that replaces only its own query (the job filters typed into the URL) stays where it is, and
 * so does the page the browser loaded: its visitor may have scrolled before it hydrated.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);
  const isLoadedPage = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new key) scrolls, even to the same URL
  useEffect(() => {
    const isSamePage = previousPathname.current === pathname;
    previousPathname.current = pathname;
    const isFirstRender = isLoadedPage.current;
    isLoadedPage.current = false;
    const id = decodeHash(hash);
    if (!id && (isFirstRender || (isSamePage && navigationType === 'REPLACE'))) return;
    if (!id) {
      // 'instant': the global smooth scrolling is meant for in-page jumps, not for a new page.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const scrollToTarget = (): boolean => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    };
    if (scrollToTarget()) return;

    const observer = new MutationObserver(() => {
      if (scrollToTarget()) stop();
    });
    const timer = setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);

  return null;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape in a typed URL: look the raw text up instead.
    return hash.slice(1);
  }
}

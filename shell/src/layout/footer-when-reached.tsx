import { type ComponentType, lazy, memo, Suspense, useMemo, useState } from 'react';
import { useIsHydrated } from 'shared-ui';
import { PartHydrated } from '../early-input/part-hydrated';
import { usePartWhenReached } from '../remotes/part-when-reached';

/** The footer's part of the page (early-input.ts): the browser defers it on a page the server rendered. */
export const FOOTER_PART = 'shell/Footer';

/** The footer's code, in a chunk of its own. */
const loadFooter = () => import('./footer').then((module) => ({ default: module.Footer }));
const FooterNow = lazy(loadFooter);

/**
 * The footer, static and below the fold on every page, so not first-load JavaScript: on a page the
 * server rendered, the browser keeps its HTML (its Suspense boundary stays suspended while the app
 * hydrates) and loads its code once the visitor reaches or turns to it, or at idle
 * (when-reached.ts). Memoised: a render of the layout passing it new props would make React
 * render the server's HTML of it again before then.
 */
export const FooterWhenReached = memo(function FooterWhenReached() {
  const { reached, reach, markHydrated, partProps } = usePartWhenReached(FOOTER_PART, 'reached');
  const FooterOnceReached = useMemo(() => reached && lazy(() => reached.then(loadFooter)), [reached]);
  return (
    <div {...partProps}>
      <Suspense fallback={null}>
        <LoadedFooter FooterOnceReached={FooterOnceReached} reach={reach} />
        <PartHydrated part={FOOTER_PART} onHydrated={markHydrated} />
      </Suspense>
    </div>
  );
});

interface LoadedFooterProps {
  FooterOnceReached?: ComponentType;
  reach?: () => void;
}

function LoadedFooter({ FooterOnceReached, reach }: LoadedFooterProps) {
  const isHydrated = useIsHydrated();
  // Rendered in the browser rather than hydrated: a page without server HTML, or a navigation
  // made before the footer was reached. React holds such a navigation (a transition) until the
  // footer has hydrated, so the footer counts as reached now: the navigation waits for its code,
  // not for the visitor to scroll, and never shows the page without it.
  if (isHydrated) reach?.();
  // Chosen once: the same component renders on, so the footer's elements (and focus in them) stay.
  const [Footer] = useState(() => (isHydrated || !FooterOnceReached ? FooterNow : FooterOnceReached));
  return <Footer />;
}

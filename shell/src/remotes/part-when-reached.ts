import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { PART_ATTRIBUTE } from '../early-input/early-input';
import type { HydrateWhen } from '../islands/islands';
import { RemoteModulesContext } from './remote-modules';
import styles from './remote-page.module.css';
import { whenReached } from './when-reached';

/**
 * A part of the page in an element of its own (no box: `display: contents`), which names it:
 * input on it before it hydrates is held for it (early-input.ts). One the server rendered and the
 * browser defers (`RemoteModules.deferred`) keeps the server's HTML until the visitor reaches or
 * uses it (`hydrate`): `reached` settles then (or when `reach` is called), and its code loads only then. `markHydrated` sets
 * `data-remote-hydrated` on the element, not rendered, so nothing renders again: it tells the
 * page (and the end-to-end suite) that the part has hydrated.
 */
export function usePartWhenReached(name: string, hydrate: HydrateWhen | undefined) {
  const modules = useContext(RemoteModulesContext);
  const element = useRef<HTMLDivElement>(null);
  // Created while rendering, settled by the effect below: the part's code waits for it.
  const reached = useMemo(() => (hydrate && modules.deferred.has(name) ? withResolvers() : undefined), [hydrate, modules, name]);

  useEffect(() => {
    if (!reached || !hydrate || !element.current) return;
    const stop = whenReached(element.current, hydrate, reached.resolve);
    return () => {
      stop();
      // The server's HTML is what waited; rendered again (the visitor comes back), the part loads at once.
      modules.deferred.delete(name);
    };
  }, [reached, hydrate, modules, name]);

  const markHydrated = useCallback(() => element.current?.setAttribute('data-remote-hydrated', 'true'), []);
  const partProps = {
    ref: element,
    className: styles.part,
    [PART_ATTRIBUTE]: name,
    'data-hydrate': hydrate && `when-${hydrate}`,
  };
  return { reached: reached?.promise, reach: reached?.resolve, markHydrated, partProps };
}

function withResolvers() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

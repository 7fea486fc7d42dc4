import type { RemoteName } from 'contracts/federation';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { PART_ATTRIBUTE } from '../early-input/early-input';
import { remoteModuleKey } from './load-remote-page';
import { RemoteModule, type RemoteModuleProps } from './remote-module';
import { RemoteModulesContext } from './remote-modules';
import styles from './remote-page.module.css';
import { type HydrateWhen, whenReached } from './when-reached';

interface RemotePageProps<R extends RemoteName> extends Omit<RemoteModuleProps<R>, 'reached' | 'onHydrated'> {
  /**
   * Below the fold, or a form (the route table says so): the browser keeps the server's HTML and
   * loads the module once the visitor reaches or uses it.
   */
  hydrate?: HydrateWhen;
}

/**
 * A page owned by a remote: loaded on demand, with a fallback and Retry if the remote fails; one
 * the server rendered below the fold or as a form waits until the visitor reaches or uses it.
 */
export function RemotePage<R extends RemoteName>({ hydrate, ...props }: RemotePageProps<R>) {
  const modules = useContext(RemoteModulesContext);
  const key = remoteModuleKey(props);
  const element = useRef<HTMLDivElement>(null);
  // Created while rendering, settled by the effect below: the module's load waits for it.
  const reached = useMemo(() => (hydrate && modules.deferred.has(key) ? withResolvers() : undefined), [hydrate, modules, key]);

  useEffect(() => {
    if (!reached || !hydrate || !element.current) return;
    const stop = whenReached(element.current, hydrate, reached.resolve);
    return () => {
      stop();
      // The server's HTML is what waited; rendered again (the visitor comes back), the module loads at once.
      modules.deferred.delete(key);
    };
  }, [reached, hydrate, modules, key]);

  // Set on the element, not rendered: the part's HTML stays the server's, and nothing renders again.
  const markHydrated = useCallback(() => element.current?.setAttribute('data-remote-hydrated', 'true'), []);

  // In an element of its own (no box: `display: contents`), which names the module: input on it
  // before it hydrates is held for it (early-input.ts), and its children are watched until reached.
  // `data-remote-hydrated` tells the page (and the end-to-end suite) that the part has hydrated.
  return (
    <div ref={element} className={styles.part} {...{ [PART_ATTRIBUTE]: key }} data-hydrate={hydrate && `when-${hydrate}`}>
      <RemoteModule {...props} reached={reached?.promise} onHydrated={markHydrated} />
    </div>
  );
}

function withResolvers() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

import { createContext } from 'react';
import { labelledForErrors, loadRemotePage, type PageLoader, type RemotePageModule } from './load-remote-page';
import { UnreachableParts } from './unreachable-parts';

/**
 * How remote pages are found: the loader (tests swap the federation runtime for a fake), the
 * modules already loaded — by the server before rendering, by the browser before hydrating, or
 * on an earlier visit — which render at once without suspending, and the modules the server
 * could not load, which show their fallback first (so hydration matches) and are then retried,
 * and the modules the server rendered whose scripts wait until the visitor reaches or uses them.
 */
export interface RemoteModules {
  load: PageLoader;
  loaded: Map<string, RemotePageModule>;
  failedOnServer: Set<string>;
  /**
   * Rendered by the server, loaded and hydrated by the browser only once reached or used (see
   * when-reached.ts): remote modules, and the shell's footer (layout/footer-when-reached.tsx).
   */
  deferred: Set<string>;
  /** Rendered by the server, but not loaded by the browser: kept as HTML and tried again (bootstrap.tsx). */
  unreachable: UnreachableParts;
  /** True while the server renders: a page that throws there is replaced by its fallback. */
  isServer?: boolean;
}

export function createRemoteModules(load: PageLoader = loadRemotePage, options: Partial<RemoteModules> = {}): RemoteModules {
  return {
    load: async (ref) => labelledForErrors(ref, await load(ref)),
    loaded: new Map(),
    failedOnServer: new Set(),
    deferred: new Set(),
    unreachable: new UnreachableParts(),
    ...options,
  };
}

export const RemoteModulesContext = createContext<RemoteModules>(createRemoteModules());

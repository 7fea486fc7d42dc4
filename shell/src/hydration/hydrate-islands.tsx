import type { Locale } from 'contracts/languages';
import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';
import { Router } from 'react-router-dom';
import { hydrationPrioritizer } from '../early-input/prioritize-hydration';
import { ISLAND_ATTRIBUTE, type Island, islandIdPrefix, TOASTER_ATTRIBUTE } from '../islands/islands';
import { pageAddress, pageNavigator } from '../islands/page-address';
import { Toaster } from '../layout/toaster';
import { AppProviders } from '../providers';
import { remoteModuleKey } from '../remotes/load-remote-page';
import type { RemoteModules } from '../remotes/remote-modules';
import { IslandRoot } from './island-root';

/**
 * The router of an island: the page's address, which an island's filters change in place, followed
 * in a transition as React Router's BrowserRouter follows it, so typing stays ahead of the list.
 */
function IslandRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(pageAddress.read);
  useEffect(() => pageAddress.subscribe(() => startTransition(() => setLocation(pageAddress.read()))), []);
  return (
    <Router location={location} navigator={pageNavigator}>
      {children}
    </Router>
  );
}

/** One island's app: the providers, a router and the island. */
function islandApp(island: Island, remoteModules: RemoteModules, locale: Locale) {
  return (
    <StrictMode>
      <AppProviders remoteModules={remoteModules}>
        <IslandRouter>
          <IslandRoot island={island} locale={locale} />
        </IslandRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Hydrates each island of a static page as a root of its own (as the server rendered it), and the
 * toasts, which an island may raise. Answers how to hydrate first the island holding a node.
 */
export function hydrateIslands(
  islands: readonly Island[],
  remoteModules: RemoteModules,
  locale: Locale,
  options: HydrationOptions,
): (target: Node) => void {
  const roots = islands.flatMap((island, index): { element: Element; root: Root }[] => {
    const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${remoteModuleKey(island)}"]`);
    if (!element) return [];
    const root = hydrateRoot(element, islandApp(island, remoteModules, locale), {
      ...options,
      identifierPrefix: islandIdPrefix(index),
    });
    return [{ element, root }];
  });
  const toaster = document.querySelector(`[${TOASTER_ATTRIBUTE}]`);
  if (toaster) hydrateRoot(toaster, <Toaster />, options);
  return (target) => {
    const island = roots.find(({ element }) => element.contains(target));
    if (island) hydrationPrioritizer(island.root)(target);
  };
}

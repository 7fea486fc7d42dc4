import type { Locale } from 'contracts/locale-constants';
import { StrictMode } from 'react';
import { type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';
import { createPath, type Navigator, Router, type To } from 'react-router-dom';
import { hydrationPrioritizer } from '../early-input/prioritize-hydration';
import { Toaster } from '../layout/toaster';
import { AppProviders } from '../providers';
import { remoteModuleKey } from '../remotes/load-remote-page';
import type { RemoteModules } from '../remotes/remote-modules';
import { IslandRoot } from './island-root';
import { ISLAND_ATTRIBUTE, type Island, islandIdPrefix, TOASTER_ATTRIBUTE } from './islands';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A link in an island leaves the page as the static page's own links do: a whole page load. */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * Hydrates each island of a static page as a root of its own (as the server rendered it), and the
 * toasts, which an island may raise. Answers how to hydrate first the island holding a node.
 */
function islandApp(island: Island, remoteModules: RemoteModules, locale: Locale) {
  const { pathname, search, hash } = window.location;
  return (
    <StrictMode>
      <AppProviders remoteModules={remoteModules}>
        <Router location={{ pathname, search, hash }} navigator={pageLoads}>
          <IslandRoot island={island} locale={locale} />
        </Router>
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

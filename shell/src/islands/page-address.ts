import { createPath, type Navigator, type Path, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
const listeners = new Set<() => void>();

function readAddress(): Path {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

let address = readAddress();

function changed() {
  address = readAddress();
  for (const listener of listeners) listener();
}

/**
 * The static page's address as its islands read it (useSearchParams, useLocation), the same for
 * every island: it changes when an island writes its query (the careers filters) or Back returns.
 */
export const pageAddress = {
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('popstate', changed);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('popstate', changed);
    };
  },
  read: (): Path => address,
};

function go(to: To, how: 'push' | 'replace') {
  const url = new URL(href(to), window.location.href);
  // Another page is loaded whole, as the static page's own links load it.
  if (url.pathname !== window.location.pathname) return window.location[how === 'push' ? 'assign' : 'replace'](url);
  window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', url);
  changed();
}

/** Where an island's links and navigations go: this page's query and hash change in place, any other page loads. */
export const pageNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => go(to, 'push'),
  replace: (to) => go(to, 'replace'),
};

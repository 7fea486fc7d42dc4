import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ExposedModule, moduleUsesQueries, type RemoteName } from 'contracts/federation';
import type { Locale } from 'contracts/languages';
import { type ComponentType, createElement } from 'react';
import type { RenderedText } from 'shared-ui';
import type { LoadLocale, PagePrefetch } from 'shared-ui/federation';
import type { UnreachableParts } from './unreachable-parts';

export type PageComponent = ComponentType<Record<string, unknown>>;

/** An exposed page or section: its component, the prefetch the server runs before rendering it, and the loader of its text. */
export type RemotePageModule = {
  default: PageComponent;
  prefetch?: PagePrefetch;
  loadLocale?: LoadLocale;
  /** The text `loadLocale` gave in the page's language (inLocale). */
  text?: RenderedText;
};

export interface RemotePageRef<R extends RemoteName = RemoteName> {
  remote: R;
  expose: ExposedModule<R>;
}

export type PageLoader = (page: RemotePageRef) => Promise<RemotePageModule>;

/** `mfe_careers/JobPage`: the module's name for the federation runtime, and its key in caches and state. */
export function remoteModuleKey({ remote, expose }: RemotePageRef): string {
  return `${remote}/${expose.slice(2)}`;
}

export function parseRemoteModuleKey(key: string): RemotePageRef {
  const [remote, name] = key.split('/');
  return { remote, expose: `./${name}` } as RemotePageRef;
}

/** Loads an exposed page; a missing module is an error, so the fallback shows. */
export const loadRemotePage: PageLoader = async (page) => {
  const module = await loadRemote<RemotePageModule>(remoteModuleKey(page));
  if (!module?.default) throw new Error(`${page.remote} did not provide ${page.expose}`);
  return module;
};

/** Loads as `load` does, and the module's text in the page's language: it renders and hydrates without waiting on it. */
export function inLocale(load: PageLoader, locale: Locale): PageLoader {
  return async (page) => {
    const module = await load(page);
    return { ...module, text: await module.loadLocale?.(locale) };
  };
}

/** Puts a component under the page's query client; made once, with the first module that needs it. */
export type ProvideQueries = () => Promise<(Page: PageComponent) => PageComponent>;

/**
 * Loads as `load` does, and puts the modules that query (`usesQueries` in the federation
 * contract) under the page's query client: a page showing no such module never loads React Query.
 */
export function withPageQueries(load: PageLoader, provideQueries: ProvideQueries): PageLoader {
  return async (page) => {
    if (!moduleUsesQueries(page.remote, page.expose)) return load(page);
    const [module, provide] = await Promise.all([load(page), provideQueries()]);
    return { ...module, default: provide(module.default) };
  };
}

/** How a remote module's component is named in React's component stacks. */
const STACK_NAME = /RemoteModule\[(\w+\/\w+)\]/;

/**
 * The module with its component wrapped in one named after it: an error React reports while
 * rendering or hydrating it (with a component stack) then names the module, and so its remote.
 */
export function labelledForErrors(ref: RemotePageRef, module: RemotePageModule): RemotePageModule {
  const Component = module.default;
  const Labelled: PageComponent = (props) => createElement(Component, props);
  Labelled.displayName = `RemoteModule[${remoteModuleKey(ref)}]`;
  return { ...module, default: Labelled };
}

/** The innermost remote module a React component stack passes through (`mfe_careers/JobPage`). */
export function moduleOfComponentStack(componentStack: string | null | undefined): string | undefined {
  return componentStack?.match(STACK_NAME)?.[1];
}

/** The longest wait between two tries of a module the browser could not load. */
export const RETRY_MAX_MS = 30_000;
const RETRY_FIRST_MS = 1000;

/**
 * Loads as `load` does; a module among the `unreachable` parts is tried again, each wait twice
 * the last (up to RETRY_MAX_MS, or sooner when the visitor uses it), until it loads: a part the
 * server rendered then keeps its HTML meanwhile (React keeps a suspended part's server HTML while
 * hydrating), never a fallback.
 */
export function retryingLoader(load: PageLoader, unreachable: Pick<UnreachableParts, 'has' | 'wait' | 'loaded'>): PageLoader {
  return async (page) => {
    const key = remoteModuleKey(page);
    for (let wait = RETRY_FIRST_MS; ; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
      try {
        const module = await load(page);
        unreachable.loaded(key);
        return module;
      } catch (error) {
        if (!unreachable.has(key)) throw error;
        await unreachable.wait(key, wait);
      }
    }
  };
}

import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteName } from 'contracts/federation';
import type { ComponentType } from 'react';
import type { PagePrefetch } from 'shared-ui/federation';

/** An exposed page or section: its component, and the prefetch the server runs before rendering it. */
export type RemotePageModule = { default: ComponentType<Record<string, unknown>>; prefetch?: PagePrefetch };

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

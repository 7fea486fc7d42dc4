import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteName } from 'contracts/federation';
import type { ComponentType } from 'react';

export type RemotePageModule = { default: ComponentType<Record<string, unknown>> };

export interface RemotePageRef<R extends RemoteName = RemoteName> {
  remote: R;
  expose: ExposedModule<R>;
}

export type PageLoader = (page: RemotePageRef) => Promise<RemotePageModule>;

/** Loads an exposed page; a missing module is an error, so the fallback shows. */
export const loadRemotePage: PageLoader = async ({ remote, expose }) => {
  const module = await loadRemote<RemotePageModule>(`${remote}/${expose.slice(2)}`);
  if (!module?.default) throw new Error(`${remote} did not provide ${expose}`);
  return module;
};

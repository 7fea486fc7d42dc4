import type { RemoteName } from 'contracts/federation';
import { remoteModuleKey } from './load-remote-page';
import { usePartWhenReached } from './part-when-reached';
import { RemoteModule, type RemoteModuleProps } from './remote-module';
import type { HydrateWhen } from './when-reached';

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
  const { reached, markHydrated, partProps } = usePartWhenReached(remoteModuleKey(props), hydrate);
  return (
    <div {...partProps}>
      <RemoteModule {...props} reached={reached} onHydrated={markHydrated} />
    </div>
  );
}

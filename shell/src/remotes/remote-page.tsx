import type { RemoteName } from 'contracts/federation';
import { useContext } from 'react';
import type { HydrateWhen } from '../islands/islands';
import { ISLAND_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, type Island } from '../islands/islands';
import { IslandsContext } from '../islands/islands-context';
import { remoteModuleKey } from './load-remote-page';
import { usePartWhenReached } from './part-when-reached';
import { RemoteModule, type RemoteModuleProps, UnreachableNotice } from './remote-module';
import styles from './remote-page.module.css';

interface RemotePageProps<R extends RemoteName> extends Omit<RemoteModuleProps<R>, 'reached' | 'onHydrated'> {
  /**
   * Below the fold, or a form (the route table says so): the browser keeps the server's HTML and
   * loads the module once the visitor reaches or uses it. On a static page, an island.
   */
  hydrate?: HydrateWhen;
}

/**
 * A page owned by a remote: loaded on demand, with a fallback and Retry if the remote fails; one
 * the server rendered below the fold or as a form waits until the visitor reaches or uses it. One
 * the server rendered whose module cannot load keeps its HTML, with a notice and Retry outside
 * it (the shell's, working while the part cannot): a page's at its top, where the visitor starts;
 * a section's or a form's after it, beside its last action (a form's Send). On a static page the
 * server renders each part marked `hydrate` as an island, apart from the page (islands/).
 */
export function RemotePage<R extends RemoteName>(props: RemotePageProps<R>) {
  const collectIsland = useContext(IslandsContext);
  if (collectIsland && props.hydrate) {
    const island: Island = { remote: props.remote, expose: props.expose, hydrate: props.hydrate, props: props.props };
    collectIsland(island);
    return <IslandPlaceholder island={island} />;
  }
  return <RemotePart {...props} />;
}

/** Where the server writes the island's own HTML once the page is rendered (ssr/render-page.tsx). */
export function IslandPlaceholder({ island }: { island: Island }) {
  const attributes = { [ISLAND_ATTRIBUTE]: remoteModuleKey(island), [ISLAND_WHEN_ATTRIBUTE]: island.hydrate };
  return <div {...attributes} className={styles.part} />;
}

function RemotePart<R extends RemoteName>({ hydrate, ...props }: RemotePageProps<R>) {
  const key = remoteModuleKey(props);
  const { reached, markHydrated, partProps } = usePartWhenReached(key, hydrate);
  const notice = <UnreachableNotice part={key} />;
  return (
    <>
      {!props.slot && notice}
      <div {...partProps}>
        <RemoteModule {...props} reached={reached} onHydrated={markHydrated} />
      </div>
      {props.slot && notice}
    </>
  );
}

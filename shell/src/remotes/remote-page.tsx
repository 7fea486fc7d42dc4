import type { ExposedModule, RemoteName } from 'contracts/federation';
import {
  Component,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button, Container, PageMeta, Spinner } from 'shared-ui';
import { PART_ATTRIBUTE } from '../early-input/early-input';
import { PartHydrated } from '../early-input/part-hydrated';
import {
  labelledForErrors,
  loadRemotePage,
  type PageLoader,
  type RemotePageModule,
  type RemotePageRef,
  remoteModuleKey,
} from './load-remote-page';
import styles from './remote-page.module.css';
import { type HydrateWhen, whenReached } from './when-reached';

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
  /** Rendered by the server, loaded and hydrated by the browser only once reached or used (see when-reached.ts). */
  deferred: Set<string>;
  /** True while the server renders: a page that throws there is replaced by its fallback. */
  isServer?: boolean;
}

export function createRemoteModules(load: PageLoader = loadRemotePage, options: Partial<RemoteModules> = {}): RemoteModules {
  return {
    load: async (ref) => labelledForErrors(ref, await load(ref)),
    loaded: new Map(),
    failedOnServer: new Set(),
    deferred: new Set(),
    ...options,
  };
}

export const RemoteModulesContext = createContext<RemoteModules>(createRemoteModules());

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  expose: ExposedModule<R>;
  props?: Record<string, unknown>;
  /** A section inside another remote's page: its fallback does not speak for the whole page. */
  slot?: boolean;
  /**
   * Below the fold, or a form (the route table says so): the browser keeps the server's HTML and
   * loads the module once the visitor reaches or uses it.
   */
  hydrate?: HydrateWhen;
  /**
   * The page's own parts, which the server renders with it: when the browser navigates to the
   * page, they load beside it rather than once it renders them.
   */
  alongside?: readonly RemotePageRef[];
}

/** A page owned by a remote: loaded on demand, with a fallback and Retry if the remote fails. */
export function RemotePage<R extends RemoteName>(props: RemotePageProps<R>) {
  const modules = useContext(RemoteModulesContext);
  const key = remoteModuleKey(props);
  const element = useRef<HTMLDivElement>(null);
  // Created while rendering, settled by the effect below: the module's load waits for it.
  const reached = useMemo(
    () => (props.hydrate && modules.deferred.has(key) ? withResolvers() : undefined),
    [props.hydrate, modules, key],
  );

  useEffect(() => {
    if (!reached || !props.hydrate || !element.current) return;
    const stop = whenReached(element.current, props.hydrate, reached.resolve);
    return () => {
      stop();
      // The server's HTML is what waited; rendered again (the visitor comes back), the module loads at once.
      modules.deferred.delete(key);
    };
  }, [reached, props.hydrate, modules, key]);

  // In an element of its own (no box: `display: contents`), which names the module: input on it
  // before it hydrates is held for it (early-input.ts), and its children are watched until reached.
  return (
    <div
      ref={element}
      className={styles.part}
      {...{ [PART_ATTRIBUTE]: key }}
      data-hydrate={props.hydrate && `when-${props.hydrate}`}
    >
      <RemoteModule {...props} reached={reached?.promise} />
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

/** One empty list: a page's modules are memoised on it. */
const NO_PARTS: readonly RemotePageRef[] = [];

function RemoteModule<R extends RemoteName>({
  remote,
  expose,
  props,
  slot = false,
  alongside = NO_PARTS,
  reached,
}: RemotePageProps<R> & { reached?: Promise<void> }) {
  const modules = useContext(RemoteModulesContext);
  const key = remoteModuleKey({ remote, expose });
  const [attempt, setAttempt] = useState(0);
  const showServerFailure = attempt === 0 && modules.failedOnServer.has(key);
  const [retriedFromServer, setRetriedFromServer] = useState<string>();

  // The browser tries again what the server could not load, with the server's fallback left in
  // place meanwhile: a loading placeholder of another height would move the page under a
  // visitor's click, and move it back if the try fails too.
  useEffect(() => {
    if (!showServerFailure) return;
    modules.failedOnServer.delete(key);
    setRetriedFromServer(key);
    setAttempt(1);
  }, [showServerFailure, modules, key]);
  const retryingServerFailure = attempt === 1 && retriedFromServer === key;

  // React.lazy caches a rejected promise, so each attempt needs a fresh lazy component; a module
  // loaded already renders directly, since a lazy one would suspend while hydrating. One not
  // reached yet suspends: its part keeps the server's HTML, not hydrated, until it loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what forces the new component
  const Page = useMemo(() => {
    const loaded = modules.loaded.get(key);
    if (loaded) return loaded.default;
    const loadModule = (ref: RemotePageRef) =>
      modules.load(ref).then((module) => {
        modules.loaded.set(remoteModuleKey(ref), module);
        return module;
      });
    return lazy(async () => {
      await reached;
      // A part that fails shows its own fallback when the page renders it, and tries again then.
      for (const part of alongside) loadModule(part).catch(() => {});
      return loadModule({ remote, expose } as RemotePageRef);
    });
  }, [modules, key, remote, expose, attempt, reached, alongside]);

  const fallback = (
    <>
      <RemoteFallback slot={slot} onRetry={() => setAttempt((count) => count + 1)} />
      <PartHydrated part={key} />
    </>
  );
  return (
    // Keyed by page too: routes reuse this component, and one page's failure must not stick to the next.
    <RemoteErrorBoundary key={`${key}#${attempt}`} fallback={fallback}>
      <Suspense fallback={modules.isServer || retryingServerFailure ? fallback : <PageLoading />}>
        {showServerFailure ? fallback : <Page {...props} />}
        <PartHydrated part={key} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading page" />
    </div>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote page failed to load or render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RemoteFallback({ onRetry, slot = false }: { onRetry: () => void; slot?: boolean }) {
  const Heading = slot ? 'h2' : 'h1';
  return (
    <Container className={styles.fallback}>
      {!slot && (
        <PageMeta
          title="This page is temporarily unavailable"
          description="This part of the site could not be loaded. Please try again in a moment."
          noIndex
        />
      )}
      <div role="alert" className={styles.fallbackBox}>
        <Heading className={styles.fallbackTitle}>This page is temporarily unavailable</Heading>
        <p>We couldn't load this part of the site. The rest of the site still works; please try again in a moment.</p>
      </div>
      <Button onClick={onRetry}>Retry</Button>
    </Container>
  );
}

import type { ExposedModule, RemoteName } from 'contracts/federation';
import { Component, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Container, PageMeta, Spinner } from 'shared-ui';
import { PartHydrated } from '../early-input/part-hydrated';
import { shellMessages } from '../messages';
import { type RemotePageRef, remoteModuleKey } from './load-remote-page';
import { RemoteModulesContext } from './remote-modules';
import styles from './remote-page.module.css';

export interface RemoteModuleProps<R extends RemoteName> {
  remote: R;
  expose: ExposedModule<R>;
  props?: Record<string, unknown>;
  /** A section inside another remote's page: its fallback does not speak for the whole page. */
  slot?: boolean;
  /**
   * The page's own parts, which the server renders with it: when the browser navigates to the
   * page, they load beside it rather than once it renders them.
   */
  alongside?: readonly RemotePageRef[];
  /** Settles once the visitor reaches or uses the part: its module loads only then. */
  reached?: Promise<void>;
  /** The part has hydrated (or rendered, in a page built in the browser). */
  onHydrated?: () => void;
}

/** One empty list: a page's modules are memoised on it. */
const NO_PARTS: readonly RemotePageRef[] = [];

/** A remote's module, loaded on demand: its fallback and Retry if it fails to load or render. */
export function RemoteModule<R extends RemoteName>({
  remote,
  expose,
  props,
  slot = false,
  alongside = NO_PARTS,
  reached,
  onHydrated,
}: RemoteModuleProps<R>) {
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
  // reached yet suspends: its part keeps the server's HTML, not hydrated, until it loads, and one
  // that then fails to load keeps it still (unreachable-parts.ts), never its fallback.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what forces the new component
  const Page = useMemo(() => {
    const loaded = modules.loaded.get(key);
    if (loaded) return loaded.default;
    const loadModule = (ref: RemotePageRef) =>
      modules.load(ref).then((module) => {
        modules.loaded.set(remoteModuleKey(ref), module);
        return module;
      });
    const ref = { remote, expose } as RemotePageRef;
    return lazy(async () => {
      await reached;
      // A part that fails shows its own fallback when the page renders it, and tries again then.
      for (const part of alongside) loadModule(part).catch(() => {});
      if (!reached) return loadModule(ref);
      return loadModule(ref).catch((error: unknown) => {
        modules.unreachable.add(key, error);
        return loadModule(ref);
      });
    });
  }, [modules, key, remote, expose, attempt, reached, alongside]);

  const fallback = (
    <>
      <RemoteFallback slot={slot} onRetry={() => setAttempt((count) => count + 1)} />
      <PartHydrated part={key} onHydrated={onHydrated} />
    </>
  );
  return (
    // Keyed by page too: routes reuse this component, and one page's failure must not stick to the next.
    <RemoteErrorBoundary key={`${key}#${attempt}`} part={key} fallback={fallback}>
      <Suspense fallback={modules.isServer || retryingServerFailure ? fallback : <PageLoading />}>
        {showServerFailure ? fallback : <Page {...props} />}
        <PartHydrated part={key} onHydrated={onHydrated} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function PageLoading() {
  const t = shellMessages.useT();
  return (
    <div className={styles.loading}>
      <Spinner label={t('remote.loading')} />
    </div>
  );
}

interface BoundaryProps {
  /** The remote module it holds (`mfe_contact/ContactSection`): an error it catches is that module's. */
  part: string;
  fallback: ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.part} failed`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The remote module whose boundary caught an error (React's onCaughtError names the boundary):
 * a section of another remote's page that failed is charged to its own remote, not the page's.
 */
export function partOfBoundary(boundary: unknown): string | undefined {
  return boundary instanceof RemoteErrorBoundary ? boundary.props.part : undefined;
}

/**
 * Beside a part the server rendered whose module cannot be loaded (unreachable-parts.ts): the part
 * keeps its HTML and what was typed in it, and this says so, with Retry. Nothing on the server.
 */
export function UnreachableNotice({ part }: { part: string }) {
  const { unreachable } = useContext(RemoteModulesContext);
  const shown = useSyncExternalStore(
    unreachable.subscribe,
    () => unreachable.has(part),
    () => false,
  );
  const t = shellMessages.useT();
  if (!shown) return null;
  return (
    <Container className={styles.notice}>
      <p role="alert">{t('remote.unavailableDescription')}</p>
      <Button onClick={() => unreachable.retry(part)}>{t('remote.retry')}</Button>
    </Container>
  );
}

function RemoteFallback({ onRetry, slot = false }: { onRetry: () => void; slot?: boolean }) {
  const Heading = slot ? 'h2' : 'h1';
  const t = shellMessages.useT();
  return (
    <Container className={styles.fallback}>
      {!slot && <PageMeta title={t('remote.unavailableTitle')} description={t('remote.unavailableDescription')} noIndex />}
      <div role="alert" className={styles.fallbackBox}>
        <Heading className={styles.fallbackTitle}>{t('remote.unavailableTitle')}</Heading>
        <p>{t('remote.unavailableText')}</p>
      </div>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </Container>
  );
}

import type { ExposedModule, RemoteName } from 'contracts/federation';
import { Component, createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { Button, Container, Spinner } from 'shared-ui';
import { loadRemotePage, type PageLoader } from './load-remote-page';
import styles from './remote-page.module.css';

/** Tests swap the federation runtime for a fake loader here. */
export const PageLoaderContext = createContext<PageLoader>(loadRemotePage);

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  expose: ExposedModule<R>;
  props?: Record<string, unknown>;
}

/** A page owned by a remote: loaded on demand, with a fallback and Retry if the remote fails. */
export function RemotePage<R extends RemoteName>({ remote, expose, props }: RemotePageProps<R>) {
  const load = useContext(PageLoaderContext);
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejected promise, so each attempt needs a fresh lazy component.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what forces the new component
  const Page = useMemo(() => lazy(() => load({ remote, expose } as never)), [load, remote, expose, attempt]);

  return (
    // Keyed by page too: routes reuse this component, and one page's failure must not stick to the next.
    <RemoteErrorBoundary key={`${remote}/${expose}#${attempt}`} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
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
  onRetry: () => void;
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
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Container className={styles.fallback}>
      <div role="alert" className={styles.fallbackBox}>
        <h1 className={styles.fallbackTitle}>This page is temporarily unavailable</h1>
        <p>We couldn't load this part of the site. The rest of the site still works; please try again in a moment.</p>
      </div>
      <Button onClick={onRetry}>Retry</Button>
    </Container>
  );
}

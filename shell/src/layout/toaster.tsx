import { lazy, Suspense } from 'react';
import { useToastStore } from 'shared-ui';
import styles from './toaster.module.css';

/** The card, a chunk of its own: toasts follow a visitor's action, so it loads with the first one. */
const ToastCard = lazy(() => import('./toast-card').then((module) => ({ default: module.ToastCard })));

/**
 * Shows the toast raised through shared-ui's `toast()` (at most one at once).
 * Both live regions stay in the DOM from the first render, empty, so screen readers announce
 * what appears in them.
 */
export function Toaster() {
  const current = useToastStore((state) => state.toasts[0]);
  const card = current && (
    <Suspense fallback={null}>
      <ToastCard key={current.id} toast={current} />
    </Suspense>
  );
  const isDestructive = current?.variant === 'destructive';

  return (
    <div className={styles.viewport}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {!isDestructive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {isDestructive && card}
      </div>
    </div>
  );
}

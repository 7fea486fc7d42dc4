import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { type Toast, useToastStore } from 'shared-ui';
import { shellMessages } from '../messages';
import styles from './toaster.module.css';

/**
 * Shows the toast raised through shared-ui's `toast()` (spec §8: at most one at once).
 * Both live regions stay in the DOM so screen readers announce what appears in them.
 */
export function Toaster() {
  const current = useToastStore((state) => state.toasts[0]);
  const dismiss = useToastStore((state) => state.dismiss);
  // Hovering or focusing a toast holds it, so there is time to read it (WCAG 2.2.1).
  const [heldId, setHeldId] = useState<number | null>(null);
  const isHeld = current !== undefined && heldId === current.id;

  useEffect(() => {
    if (!current || isHeld) return;
    const timer = setTimeout(() => dismiss(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current, isHeld, dismiss]);

  const hold = () => setHeldId(current?.id ?? null);
  const release = () => setHeldId(null);
  const regionProps = { onMouseEnter: hold, onMouseLeave: release, onFocus: hold, onBlur: release };
  const card = current && <ToastCard key={current.id} toast={current} onDismiss={() => dismiss(current.id)} />;
  const isDestructive = current?.variant === 'destructive';

  return (
    <div className={styles.viewport}>
      <div role="status" aria-live="polite" aria-atomic="true" {...regionProps}>
        {!isDestructive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" {...regionProps}>
        {isDestructive && card}
      </div>
    </div>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const t = shellMessages.useT();
  return (
    <div className={clsx(styles.toast, toast.variant === 'destructive' && styles.isDestructive)}>
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={t('toast.dismiss')} onClick={onDismiss}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

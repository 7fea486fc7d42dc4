import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { type Toast, useToastStore } from 'shared-ui';
import { shellMessages } from '../messages';
import styles from './toaster.module.css';

/** One toast: shown for its time, then dismissed; hovering or focusing it holds it, so there is time to read it (WCAG 2.2.1). */
export function ToastCard({ toast }: { toast: Toast }) {
  const t = shellMessages.useT();
  const dismiss = useToastStore((state) => state.dismiss);
  const onDismiss = () => dismiss(toast.id);
  const [isHeld, setIsHeld] = useState(false);

  useEffect(() => {
    if (isHeld) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [isHeld, dismiss, toast]);

  const hold = () => setIsHeld(true);
  const release = () => setIsHeld(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing only pauses the timer; the button is the control
    <div
      className={clsx(styles.toast, toast.variant === 'destructive' && styles.isDestructive)}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
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

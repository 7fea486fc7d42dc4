import type { CSSProperties } from 'react';
import styles from './feedback.module.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function Skeleton({ height = '1rem', width = '100%' }: { height?: CSSProperties['height']; width?: CSSProperties['width'] }) {
  return <span className={styles.skeleton} style={{ height, width }} aria-hidden="true" />;
}

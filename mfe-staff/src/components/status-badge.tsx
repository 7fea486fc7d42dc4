import type { ReactNode } from 'react';
import { clsx } from 'shared-ui';
import styles from './status-badge.module.css';

export type BadgeTone = 'new' | 'active' | 'done' | 'muted' | 'danger';

/** A record's status in words, coloured by what it asks of staff (new ones stand out). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={clsx(styles.badge, styles[tone])}>{children}</span>;
}

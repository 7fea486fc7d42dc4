import type { ReactNode } from 'react';
import { clsx } from 'shared-ui';
import styles from './reveal.module.css';

/**
 * Content that rises into view as it is scrolled to ("sections animate into view once"), by CSS
 * alone: the page is not hydrated, so no script may hide or show it. Browsers without
 * scroll-driven animations, and visitors who prefer reduced motion, see it still.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx(styles.reveal, className)}>{children}</div>;
}

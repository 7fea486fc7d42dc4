import type { ReactNode } from 'react';
import { Link } from 'shared-ui';
import styles from './back-link.module.css';

/** A link back up the careers pages, its arrow mirrored on right-to-left pages. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.backLink}>
      <span aria-hidden="true" className={styles.backArrow}>
        ←
      </span>{' '}
      {children}
    </Link>
  );
}

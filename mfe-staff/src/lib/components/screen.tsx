import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import styles from './screen.module.css';

interface ScreenProps {
  title: ReactNode;
  /** Beside the title on wide screens: the page's main actions. */
  actions?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/** A page of the console: its h1, its actions and its content. */
export function Screen({ title, actions, intro, children }: ScreenProps) {
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}

/** What a page shows when its data could not be read (a 401 leads to sign-in instead). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.failure}>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

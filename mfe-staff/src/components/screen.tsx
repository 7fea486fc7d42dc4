import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import type { UseQueryResult } from 'shared-ui/query';
import { errorMessage } from '../lib/api';
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

interface RecordScreenProps<T> {
  /** The query of the page's one record. */
  record: UseQueryResult<T>;
  /** What the status says while it loads: 'Loading the job…'. */
  loading: string;
  /** The page's title when the record cannot be read. */
  title: string;
  /** Beside that title. */
  actions?: ReactNode;
  /** Below the failure: the way back. */
  back?: ReactNode;
  children: (record: T) => ReactNode;
}

/** A page of one record: a status while it loads, the failure with a retry if it cannot be read, then the record. */
export function RecordScreen<T>({ record, loading, title, actions, back, children }: RecordScreenProps<T>) {
  if (record.isPending) return <p role="status">{loading}</p>;
  if (record.isError) {
    return (
      <Screen title={title} actions={actions}>
        <LoadFailure message={errorMessage(record.error)} onRetry={() => void record.refetch()} />
        {back}
      </Screen>
    );
  }
  return children(record.data);
}

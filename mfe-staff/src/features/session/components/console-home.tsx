import { mayUse } from 'contracts/staff';
import { useEffect } from 'react';
import { Spinner, useNavigate } from 'shared-ui';
import { staffPaths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import styles from './console.module.css';

/** /staff: the first area the signed-in role may use (sales and admins the inbox, recruiters the jobs). */
export function ConsoleHome() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const role = session?.account.role;
  useEffect(() => {
    if (role) navigate(mayUse(role, 'enquiries') ? staffPaths.enquiries : staffPaths.jobs, { replace: true });
  }, [role, navigate]);
  return (
    <div className={styles.loading}>
      <Spinner label="Opening the console" />
    </div>
  );
}

/** A path under /staff that is no page of the console. */
export function ConsoleNotFound() {
  return (
    <div className={styles.notice}>
      <h1 className={styles.noticeTitle}>Page not found</h1>
      <p>The staff console has no page at this address. The menu above lists what you may use.</p>
    </div>
  );
}

import { mayUse, type StaffArea } from 'contracts/staff';
import { useEffect } from 'react';
import { Spinner, useNavigate } from 'shared-ui';
import { staffPaths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import styles from './console.module.css';

/**
 * Where each role lands, the first it may use: sales and admins the inbox, recruiters the jobs,
 * the marketing team the stories, releasers the releases.
 */
const LANDINGS: { area: StaffArea; to: string }[] = [
  { area: 'enquiries', to: staffPaths.enquiries },
  { area: 'jobs', to: staffPaths.jobs },
  { area: 'stories', to: staffPaths.stories },
  { area: 'releases', to: staffPaths.releases },
];

/** /staff: the first area the signed-in role may use; a role with none keeps its password page. */
export function ConsoleHome() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const role = session?.account.role;
  useEffect(() => {
    if (!role) return;
    const landing = LANDINGS.find(({ area }) => mayUse(role, area))?.to ?? staffPaths.password;
    navigate(landing, { replace: true });
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

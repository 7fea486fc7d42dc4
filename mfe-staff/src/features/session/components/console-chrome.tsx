import { mayUse, type StaffAccount, type StaffArea } from 'contracts/staff';
import type { ReactNode } from 'react';
import { Button, Container, NavLink, useNavigate } from 'shared-ui';
import { ROLE_LABELS } from '../../../lib/format';
import { staffPaths } from '../../../lib/paths';
import { useSignOut } from '../api/sign-out';
import styles from './console.module.css';

const AREAS: { area: StaffArea; label: string; to: string }[] = [
  { area: 'enquiries', label: 'Inbox', to: staffPaths.enquiries },
  { area: 'jobs', label: 'Jobs', to: staffPaths.jobs },
  { area: 'applications', label: 'Reports', to: staffPaths.reports },
  { area: 'stories', label: 'Stories', to: staffPaths.stories },
  { area: 'candidateMailTemplates', label: 'Mail templates', to: staffPaths.mailTemplates },
  { area: 'audit', label: 'Audit log', to: staffPaths.audit },
  { area: 'accounts', label: 'Accounts', to: staffPaths.accounts },
  { area: 'privacy', label: 'Privacy', to: staffPaths.privacy },
  { area: 'newsletter', label: 'Newsletter', to: staffPaths.newsletter },
  { area: 'releases', label: 'Releases', to: staffPaths.releases },
  { area: 'releases', label: 'Site health', to: staffPaths.siteHealth },
];

/** The console's own bar under the site's header: what the signed-in role may use, who is signed in, sign-out. */
export function ConsoleChrome({ account, children }: { account?: StaffAccount; children: ReactNode }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const ready = account && !account.mustChangePassword;
  return (
    <div className={styles.console}>
      <div className={styles.bar}>
        <Container className={styles.barInner}>
          <p className={styles.product}>Staff console</p>
          {ready && (
            <nav aria-label="Staff console" className={styles.nav}>
              <ul>
                {AREAS.filter(({ area }) => mayUse(account.role, area)).map(({ label, to }) => (
                  <li key={to}>
                    <NavLink to={to} className={styles.navLink}>
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {account && (
            <div className={styles.account}>
              <p className={styles.who}>
                <span className={styles.email}>{account.email}</span>{' '}
                <span className={styles.role}>{ROLE_LABELS[account.role]}</span>
              </p>
              {ready && (
                <NavLink to={staffPaths.password} className={styles.navLink}>
                  Password
                </NavLink>
              )}
              <Button
                variant="secondary"
                className={styles.signOut}
                disabled={signOut.isPending}
                onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(staffPaths.signIn) })}
              >
                Sign out
              </Button>
            </div>
          )}
        </Container>
      </div>
      <Container className={styles.content}>{children}</Container>
    </div>
  );
}

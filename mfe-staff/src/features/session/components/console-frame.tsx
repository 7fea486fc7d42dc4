import { mayUse, type StaffArea } from 'contracts/staff';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, Spinner, useLocation, useNavigate } from 'shared-ui';
import { useQueryClient } from 'shared-ui/query';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { signInPath, staffPaths } from '../../../lib/paths';
import { SESSION_QUERY_KEY, useSession } from '../../../lib/session';
import { StaffMeta } from '../../../lib/staff-meta';
import styles from './console.module.css';
import { ConsoleChrome } from './console-chrome';

interface ConsoleFrameProps {
  /** The page's title (the same before and after its data loads). */
  title: string;
  /** The area of the staff API the page uses; a role that may not use it is told so. */
  area?: StaffArea;
  children: ReactNode;
}

/**
 * Every page of the console but sign-in. The server has no session: it renders this frame
 * loading, with no data. In the browser: no session leads to sign-in (and back here after),
 * a one-time password to choosing a new one, a role that may not use the page to a refusal.
 * Any staff call answered 401 meanwhile (the session expired or was revoked) leads to sign-in
 * too; forms keep what was typed (lib/form-draft.ts).
 */
export function ConsoleFrame({ title, area, children }: ConsoleFrameProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const ended = useSessionEndWatch();
  const account = session.data?.account;
  const mustChangePassword = account?.mustChangePassword === true && pathname !== staffPaths.password;

  useEffect(() => {
    if (session.data === null) navigate(signInPath(here, ended.current), { replace: true });
    else if (mustChangePassword) navigate(`${staffPaths.password}?next=${encodeURIComponent(here)}`, { replace: true });
  }, [session.data, mustChangePassword, here, navigate, ended]);

  let content: ReactNode;
  if (session.isError) {
    content = (
      <div role="alert" className={styles.notice}>
        <h1 className={styles.noticeTitle}>The staff console could not start</h1>
        <p>{errorMessage(session.error)}</p>
        <Button onClick={() => void session.refetch()}>Try again</Button>
      </div>
    );
  } else if (!account || mustChangePassword) {
    content = (
      <div className={styles.loading}>
        <Spinner label="Loading the staff console" />
      </div>
    );
  } else if (area && !mayUse(account.role, area)) {
    content = (
      <div className={styles.notice}>
        <h1 className={styles.noticeTitle}>Not for your role</h1>
        <p>This page is for other roles of the staff console. The menu above lists what yours may use.</p>
      </div>
    );
  } else {
    content = children;
  }
  return (
    <>
      <StaffMeta title={title} />
      <ConsoleChrome account={account}>{content}</ConsoleChrome>
    </>
  );
}

/** Sets the session to none when any staff call is answered 401; the ref says a session ended (rather than none was there). */
function useSessionEndWatch() {
  const queryClient = useQueryClient();
  const ended = useRef(false);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isSignedOutError(error)) return;
      ended.current = true;
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return ended;
}

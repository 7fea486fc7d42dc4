/**
 * Tells the release registry that a remote's version failed in this browser (a hydration or a
 * rendering error, or its module that would not load), so that a canary that fails more than
 * live is rolled back: the remote, its version, the kind of error and the page's token, nothing
 * else (no message, no address, no cookie). The token is the shell server's signature of the
 * versions it rendered the page with: without it the registry counts nothing. A few per page at most.
 */
import type { RemoteName } from 'contracts/federation';
import type { ReleaseBeacon } from 'contracts/releases';

export const RELEASE_BEACON_PATH = '/api/releases/beacon';
const BEACONS_PER_PAGE = 3;

export type ReleaseErrorKind = ReleaseBeacon['kind'];

/** `report(kind, module)`: an error in `module` (`mfe_careers/JobPage`), charged to its remote's version. */
export function releaseErrorReporter(versions: Partial<Record<RemoteName, string>>, token: string | undefined) {
  let sent = 0;
  return (kind: ReleaseErrorKind, module: string | undefined) => {
    const remote = module?.split('/')[0] as RemoteName | undefined;
    const version = remote && versions[remote];
    if (!version || !token || sent >= BEACONS_PER_PAGE) return;
    sent += 1;
    navigator.sendBeacon(
      RELEASE_BEACON_PATH,
      new Blob([JSON.stringify({ remote, version, kind, token })], { type: 'application/json' }),
    );
  };
}

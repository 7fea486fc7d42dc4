/**
 * Tells the release registry that a remote's version failed in this browser (a hydration or a
 * rendering error React reports with the component stack of the module), so that a canary that
 * fails more than live is rolled back: the remote, its version and the kind of error, nothing
 * else (no message, no address, no cookie). A few per page at most.
 */
import type { RemoteName } from 'contracts/federation';
import { moduleOfComponentStack } from './load-remote-page';

export const RELEASE_BEACON_PATH = '/api/releases/beacon';
const BEACONS_PER_PAGE = 3;

export type ReleaseErrorKind = 'hydration' | 'runtime';

export function releaseErrorReporter(versions: Partial<Record<RemoteName, string>>) {
  let sent = 0;
  return (kind: ReleaseErrorKind, componentStack: string | null | undefined) => {
    const remote = moduleOfComponentStack(componentStack)?.split('/')[0] as RemoteName | undefined;
    const version = remote && versions[remote];
    if (!version || sent >= BEACONS_PER_PAGE) return;
    sent += 1;
    navigator.sendBeacon(
      RELEASE_BEACON_PATH,
      new Blob([JSON.stringify({ remote, version, kind })], { type: 'application/json' }),
    );
  };
}

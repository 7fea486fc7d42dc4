import type { RemoteName } from 'contracts/federation';
import { remoteReleasesSchema } from 'contracts/releases';
import { staffSend } from '../../../lib/api';
import { remoteReleasesPath, useReleaseChange } from './get-releases';

/** POST /api/staff/releases/:remote/abort: the canary ends, its visitors get the live version; the reason goes to the history. */
export function abortCanary(remote: RemoteName, reason?: string) {
  return staffSend('POST', `${remoteReleasesPath(remote)}/abort`, { reason }, remoteReleasesSchema);
}

export function useAbortCanary(remote: RemoteName) {
  return useReleaseChange((reason?: string) => abortCanary(remote, reason));
}

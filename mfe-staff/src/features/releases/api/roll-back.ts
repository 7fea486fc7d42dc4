import type { RemoteName } from 'contracts/federation';
import { remoteReleasesSchema } from 'contracts/releases';
import { staffSend } from '../../../lib/api';
import { remoteReleasesPath, useReleaseChange } from './get-releases';

/** POST /api/staff/releases/:remote/rollback: the version live before (`previous`) is live again; the reason goes to the history. */
export function rollBack(remote: RemoteName, reason?: string) {
  return staffSend('POST', `${remoteReleasesPath(remote)}/rollback`, { reason }, remoteReleasesSchema);
}

export function useRollBack(remote: RemoteName) {
  return useReleaseChange((reason?: string) => rollBack(remote, reason));
}

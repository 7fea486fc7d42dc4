import type { RemoteName } from 'contracts/federation';
import { remoteReleasesSchema } from 'contracts/releases';
import { staffSend } from '../../../lib/api';
import { remoteReleasesPath, useReleaseChange } from './get-releases';

/** POST /api/staff/releases/:remote/gate: runs the contract gate on a version; its result is kept on the version. */
export function runGate(remote: RemoteName, version: string) {
  return staffSend('POST', `${remoteReleasesPath(remote)}/gate`, { version }, remoteReleasesSchema);
}

export function useRunGate(remote: RemoteName) {
  return useReleaseChange((version: string) => runGate(remote, version));
}

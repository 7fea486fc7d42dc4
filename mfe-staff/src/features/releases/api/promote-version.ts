import type { RemoteName } from 'contracts/federation';
import { remoteReleasesSchema } from 'contracts/releases';
import { staffSend } from '../../../lib/api';
import { remoteReleasesPath, useReleaseChange } from './get-releases';

/**
 * POST /api/staff/releases/:remote/promote: the version goes live for every visitor (422 when the
 * gate refuses it). The console always names it, the canary's too: a canary a colleague started
 * meanwhile is not promoted by mistake.
 */
export function promoteVersion(remote: RemoteName, version: string) {
  return staffSend('POST', `${remoteReleasesPath(remote)}/promote`, { version }, remoteReleasesSchema);
}

export function usePromoteVersion(remote: RemoteName) {
  return useReleaseChange((version: string) => promoteVersion(remote, version));
}

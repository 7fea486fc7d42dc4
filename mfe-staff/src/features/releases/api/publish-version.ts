import type { RemoteName } from 'contracts/federation';
import { remoteReleasesSchema } from 'contracts/releases';
import { staffSend } from '../../../lib/api';
import { remoteReleasesPath, useReleaseChange } from './get-releases';

/** POST /api/staff/releases/:remote/versions: registers a version the remote's origin serves (201). */
export function publishVersion(remote: RemoteName, version: string) {
  return staffSend('POST', `${remoteReleasesPath(remote)}/versions`, { version }, remoteReleasesSchema);
}

export function usePublishVersion(remote: RemoteName) {
  return useReleaseChange((version: string) => publishVersion(remote, version));
}

import type { RemoteName } from 'contracts/federation';
import { type canaryRequestSchema, remoteReleasesSchema } from 'contracts/releases';
import type { z } from 'zod';
import { staffSend } from '../../../lib/api';
import { remoteReleasesPath, useReleaseChange } from './get-releases';

export type CanaryRequest = z.infer<typeof canaryRequestSchema>;

/**
 * POST /api/staff/releases/:remote/canary: the version for a share of visitors. Refused with 422
 * when the gate fails it, 400 (`errors.share`) for a share outside the bounds, 409 while a canary runs.
 */
export function startCanary(remote: RemoteName, request: CanaryRequest) {
  return staffSend('POST', `${remoteReleasesPath(remote)}/canary`, request, remoteReleasesSchema);
}

export function useStartCanary(remote: RemoteName) {
  return useReleaseChange((request: CanaryRequest) => startCanary(remote, request));
}

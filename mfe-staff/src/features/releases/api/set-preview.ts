import type { PreviewRequest } from 'contracts/releases';
import { useMutation } from 'shared-ui/query';
import { z } from 'zod';
import { staffSend } from '../../../lib/api';

export type PreviewVersions = PreviewRequest['versions'];

/**
 * POST /api/staff/releases/preview (204): the API sets a signed, short-lived cookie, and the
 * whole site renders with these versions for this browser alone; an empty map ends the preview.
 */
export function setPreview(versions: PreviewVersions) {
  return staffSend('POST', '/releases/preview', { versions }, z.unknown());
}

/** The registry does not change: nothing to read again. */
export function useSetPreview() {
  return useMutation({ mutationFn: setPreview });
}

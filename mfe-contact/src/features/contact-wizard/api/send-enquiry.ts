import { useMutation } from '@tanstack/react-query';
import type { ContactEnquiry } from 'contracts';
import { postJson } from 'shared-ui';

/** spec §7: POST /api/contact with every field, optional strings as ''. */
export function sendEnquiry(enquiry: ContactEnquiry): Promise<unknown> {
  return postJson<unknown>('/api/contact', enquiry);
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry, retry: false });
}

import type { ContactEnquiry } from 'contracts';
import { pageLocale, postJson } from 'shared-ui';
import { useMutation } from 'shared-ui/query';

/** POST /api/contact with every field, optional strings as '', and the page's language (the confirmation's). */
export function sendEnquiry(enquiry: Omit<ContactEnquiry, 'locale'>): Promise<unknown> {
  return postJson<unknown>('/api/contact', { ...enquiry, locale: pageLocale() });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry, retry: false });
}

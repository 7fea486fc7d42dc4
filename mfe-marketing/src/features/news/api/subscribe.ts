import type { NewsletterSubscriptionRequest } from 'contracts';
import { HttpError, postJson } from 'shared-ui';

/** POST /api/newsletter/subscriptions: stored as pending; the visitor confirms from the mail. */
export const subscribeToNewsletter = (body: NewsletterSubscriptionRequest) =>
  postJson<{ message: string }>('/api/newsletter/subscriptions', body);

/** How a subscription failed, for the box's words in the page's language. */
export type SubscribeFailure = 'invalid' | 'tooMany' | 'network' | 'other';

export function subscribeFailure(error: unknown): SubscribeFailure {
  if (!(error instanceof HttpError)) return error instanceof TypeError ? 'network' : 'other';
  if (error.status === 429) return 'tooMany';
  return error.status === 400 ? 'invalid' : 'other';
}

import { type NewsletterSubscriptionQuery, newsletterSubscriptionPageSchema } from 'contracts/staff';
import { useQuery } from 'shared-ui/query';
import { STAFF_API } from '../../../lib/api';
import { listQueryOptions } from '../../../lib/queries';

/** GET /api/staff/newsletter/subscriptions: the subscribers, newest first, optionally of one state. */
export const subscriptionsQueryOptions = (query: NewsletterSubscriptionQuery) =>
  listQueryOptions('newsletter/subscriptions', query, newsletterSubscriptionPageSchema);

export function useSubscriptions(query: NewsletterSubscriptionQuery) {
  return useQuery(subscriptionsQueryOptions(query));
}

/** Every subscriber as CSV: a plain download, which the API records in the audit log. */
export const SUBSCRIBERS_CSV_URL = `${STAFF_API}/newsletter/subscriptions.csv`;

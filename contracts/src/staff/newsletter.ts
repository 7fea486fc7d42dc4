/** The newsletter's subscribers as staff list and export them. */

import { z } from 'zod';
import { localeSchema } from '../locales';
import { NEWSLETTER_STATES } from '../newsletter';
import { datetime, pageFields } from './fields';
import { pageSchema } from './lists';

export const newsletterSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  locale: localeSchema,
  state: z.enum(NEWSLETTER_STATES),
  subscribedAt: datetime,
  confirmedAt: datetime.optional(),
  unsubscribedAt: datetime.optional(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** GET /api/staff/newsletter/subscriptions: newest first, optionally of one state. */
export const newsletterSubscriptionQuerySchema = z.strictObject({
  ...pageFields,
  state: z.enum(NEWSLETTER_STATES, 'Unknown subscription state').optional(),
});
export type NewsletterSubscriptionQuery = z.infer<typeof newsletterSubscriptionQuerySchema>;

export const newsletterSubscriptionPageSchema = pageSchema(newsletterSubscriptionSchema);
export type NewsletterSubscriptionPage = z.infer<typeof newsletterSubscriptionPageSchema>;

/**
 * The newsletter's public API: subscribing (double opt-in: a pending subscription and a mail
 * whose link confirms it), confirming and unsubscribing with the signed tokens the mails carry.
 */
import { z } from 'zod';
import { contactPersonalSchema } from './contact';
import { submissionLocaleSchema } from './locales';

export const NEWSLETTER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** The site's pages that confirm and end a subscription (with `?token=`), under the language's prefix. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** The List-Unsubscribe URL (RFC 8058): a POST of `List-Unsubscribe=One-Click` to it ends the subscription. */
export const NEWSLETTER_ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

/** Whatever the address's state was, the answer is the same: it never tells who is subscribed. */
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Check your inbox to confirm your subscription';
export const NEWSLETTER_CONFIRMED_MESSAGE = 'Your subscription is confirmed';
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = 'You are unsubscribed';
export const NEWSLETTER_LINK_INVALID_MESSAGE = 'This link is not valid. Subscribe again to get a new one.';

/** POST /api/newsletter/subscriptions: the address, with the contact form's rule and messages, and the page's language. */
export const newsletterSubscriptionRequestSchema = z.strictObject({
  email: contactPersonalSchema.shape.email,
  locale: submissionLocaleSchema,
});
export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionRequestSchema>;

/** A signed link's token: `<subscription id>.<signature>`. */
export const newsletterTokenSchema = z.strictObject({
  token: z.string(NEWSLETTER_LINK_INVALID_MESSAGE).max(200, NEWSLETTER_LINK_INVALID_MESSAGE),
});

/** The one-click unsubscribe's form body (RFC 8058). */
export const oneClickUnsubscribeSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

export const newsletterAnswerSchema = z.object({ message: z.string() });

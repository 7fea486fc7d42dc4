/**
 * /api/newsletter: subscribe (a pending subscription and its confirmation mail, one write),
 * confirm and unsubscribe with the signed tokens the mails carry. The unsubscribe URL is the
 * mails' List-Unsubscribe: a form-encoded `List-Unsubscribe=One-Click` POST ends the
 * subscription with no page (RFC 8058); a GET, a person opening it, goes to the page.
 */
import formbody from '@fastify/formbody';
import {
  errorBodySchema,
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  newsletterAnswerSchema,
  newsletterSubscriptionRequestSchema,
  newsletterTokenSchema,
  oneClickUnsubscribeSchema,
} from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailComposeConfig } from '../../mail/compose';
import { mayConfirmSubscription, returnConfirmation } from '../../mail/confirmation-limit';
import { composeNewsletterConfirmation } from '../../mail/newsletter-confirmation';
import type { NewsletterLinks } from '../../newsletter/links';
import type { SubmissionRateLimit } from '../../plugins/rate-limit';

export interface NewsletterRoutesOptions {
  rateLimit: SubmissionRateLimit;
  clock: () => Date;
  links: NewsletterLinks;
  /** Signs the mails. */
  mail: MailComposeConfig;
}

const ANSWERS = { 200: newsletterAnswerSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const linkInvalid = { message: NEWSLETTER_LINK_INVALID_MESSAGE };

const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (app, { rateLimit, clock, links, mail }) => {
  // Form bodies here only: the one-click unsubscribe is one. Everywhere else the API reads JSON.
  await app.register(formbody);

  app.post(
    '/subscriptions',
    {
      schema: {
        description: 'Subscribes an address (double opt-in): pending until the link of the confirmation mail is used.',
        body: newsletterSubscriptionRequestSchema,
        response: { 202: newsletterAnswerSchema, 400: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { email, locale } = request.body;
      const at = clock();
      const mayMail = await mayConfirmSubscription(app.store.counters, email, at);
      const subscription = await app.store.newsletter
        .subscribe({ email, locale, at }, (stored) =>
          stored.state === 'pending' && mayMail ? [composeNewsletterConfirmation(stored, links, mail)] : [],
        )
        .catch(async (error: unknown) => {
          // Nothing was stored or queued: the address keeps its confirmation for the next try.
          await returnConfirmation(app.store.counters, email, at);
          throw error;
        });
      request.log.info({ subscriptionId: subscription.id, mailed: mayMail }, 'newsletter subscription stored');
      return reply.code(202).send({ message: NEWSLETTER_SUBSCRIBED_MESSAGE });
    },
  );

  app.post(
    '/confirmations',
    { schema: { body: newsletterTokenSchema, response: ANSWERS }, config: { rateLimit } },
    async (request, reply) => {
      const id = links.idOf(request.body.token, 'confirm');
      const confirmed = id && (await app.store.newsletter.confirm(id, clock()));
      if (!confirmed) return reply.code(404).send(linkInvalid);
      return { message: NEWSLETTER_CONFIRMED_MESSAGE };
    },
  );

  // Not rate-limited: mail providers send every subscriber's one-click POST from the same few addresses.
  app.post(
    '/unsubscribe',
    { schema: { querystring: newsletterTokenSchema, body: oneClickUnsubscribeSchema, response: ANSWERS } },
    async (request, reply) => {
      const id = links.idOf(request.query.token, 'unsubscribe');
      const ended = id && (await app.store.newsletter.unsubscribe(id, clock()));
      if (!ended) return reply.code(404).send(linkInvalid);
      request.log.info({ subscriptionId: ended.id }, 'newsletter subscription ended');
      return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
    },
  );

  app.get(
    '/unsubscribe',
    { schema: { querystring: newsletterTokenSchema, response: { 404: errorBodySchema } } },
    async (request, reply) => {
      const id = links.idOf(request.query.token, 'unsubscribe');
      const subscription = id && (await app.store.newsletter.findById(id));
      if (!subscription) return reply.code(404).send(linkInvalid);
      return reply.redirect(links.unsubscribePage(subscription.id, subscription.locale), 303);
    },
  );
};

export default newsletterRoutes;

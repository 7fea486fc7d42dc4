/** POST /api/contact: a contact enquiry, checked by the contracts' schema, stored with its mails. */
import { randomUUID } from 'node:crypto';
import { contactEnquirySchema, errorBodySchema, type StoredEnquiry } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ComposeOptions } from '../../mail/compose';
import { mayConfirm } from '../../mail/confirmation-limit';
import type { SubmissionRateLimit } from '../../plugins/rate-limit';
import type { OutgoingMail } from '../../store/outbox-entry';
import { receiptSchema } from '../receipt';

// What the visitor's success toast says.
export const ENQUIRY_RECEIVED_MESSAGE = "Thank you for your message. We'll get back to you soon.";

export interface ContactRoutesOptions {
  rateLimit: SubmissionRateLimit;
  clock: () => Date;
  composeMails: (enquiry: StoredEnquiry, options: ComposeOptions) => OutgoingMail[];
}

const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { rateLimit, clock, composeMails }) => {
  app.post(
    '/',
    {
      schema: {
        body: contactEnquirySchema,
        response: { 201: receiptSchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      if (request.body.botcheck !== '') {
        // The honeypot (a field only bots fill) fakes success, stores and sends nothing
        request.log.warn({ honeypot: true }, 'honeypot field filled: enquiry discarded');
        return reply.code(201).send({ id: randomUUID(), message: ENQUIRY_RECEIVED_MESSAGE });
      }
      const confirm = await mayConfirm(app.store.counters, request.body.email, clock());
      const stored = await app.store.enquiries.create(request.body, (saved) => composeMails(saved, { confirm }));
      request.log.info({ enquiryId: stored.id }, 'enquiry stored');
      return reply.code(201).send({ id: stored.id, message: ENQUIRY_RECEIVED_MESSAGE });
    },
  );
};

export default contactRoutes;

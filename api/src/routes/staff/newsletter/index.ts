/**
 * /api/staff/newsletter: the newsletter's subscribers, a page at a time and all of them as CSV.
 * Each read is one entry in the audit log (the page asked and how many rows; never the addresses).
 */
import {
  EVERY_RECORD,
  type NewsletterSubscription,
  newsletterSubscriptionPageSchema,
  newsletterSubscriptionQuerySchema,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import { type CsvColumn, everything, sendCsv, toCsv } from '../../admin/csv';
import { listAuditDetails, pageOf, STAFF_ERRORS } from '../common';

export interface StaffNewsletterRoutesOptions {
  clock: () => Date;
}

const config = { staff: 'newsletter' } as const;
const target = { type: 'subscription', id: EVERY_RECORD } as const;

const COLUMNS: readonly CsvColumn<NewsletterSubscription>[] = [
  ['Email', (row) => row.email],
  ['Language', (row) => row.locale],
  ['State', (row) => row.state],
  ['Subscribed', (row) => row.subscribedAt],
  ['Confirmed', (row) => row.confirmedAt ?? ''],
  ['Unsubscribed', (row) => row.unsubscribedAt ?? ''],
];

const staffNewsletterRoutes: FastifyPluginAsyncZod<StaffNewsletterRoutesOptions> = async (app, { clock }) => {
  app.get(
    '/subscriptions',
    {
      schema: {
        description: 'The subscribers, newest first, optionally of one state.',
        querystring: newsletterSubscriptionQuerySchema,
        response: { 200: newsletterSubscriptionPageSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const { state, ...paging } = request.query;
      const page = pageOf(await app.store.newsletter.page({ state }, paging), paging);
      await recordAudit(app.store, clock(), {
        actor: staffActor(signedIn(request).account),
        action: 'newsletter.listed',
        target,
        details: listAuditDetails(request.query, page, app.pseudonyms),
      });
      return page;
    },
  );

  app.get('/subscriptions.csv', { schema: { response: STAFF_ERRORS }, config }, async (request, reply) => {
    const rows = await everything((paging) => app.store.newsletter.page({}, paging));
    await recordAudit(app.store, clock(), {
      actor: staffActor(signedIn(request).account),
      action: 'newsletter.exported',
      target,
      details: { rows: rows.length },
    });
    return sendCsv(reply, 'newsletter-subscribers', toCsv(COLUMNS, rows));
  });
};

export default staffNewsletterRoutes;

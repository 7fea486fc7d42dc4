/**
 * /api/staff/enquiries: the sales inbox. Its search (a POST: the text searched for may be
 * someone's address, which must stay out of URLs and logs), an enquiry with its notes, its
 * status, notes; its owner and replies (./sales-routes).
 */
import {
  ENQUIRY_STATUS_MOVES,
  EVERY_RECORD,
  enquiryPageSchema,
  enquiryQuerySchema,
  enquiryStatusChangeSchema,
  rangeEnd,
  rangeStart,
  trackedEnquirySchema,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http-errors';
import type { MailComposeConfig } from '../../../mail/compose';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import { listAuditDetails, pageOf, STAFF_ERRORS } from '../common';
import { triageRoutes } from '../triage-routes';
import { salesRoutes } from './sales-routes';

export const ENQUIRY_NOT_FOUND_MESSAGE = 'Enquiry not found';

export interface StaffEnquiryRoutesOptions {
  clock: () => Date;
  /** Signs the replies mailed to enquirers. */
  mail: MailComposeConfig;
}

const config = { staff: 'enquiries', notFoundMessage: ENQUIRY_NOT_FOUND_MESSAGE } as const;

const staffEnquiryRoutes: FastifyPluginAsyncZod<StaffEnquiryRoutesOptions> = async (app, { clock, mail }) => {
  app.post(
    '/search',
    {
      schema: {
        description: 'One page of the inbox: filters, order and page in the body.',
        body: enquiryQuerySchema,
        response: { 200: enquiryPageSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const { service, status, receivedFrom, receivedTo, q, owner, sort, page, pageSize } = request.body;
      const { account } = signedIn(request);
      const result = await app.store.enquiries.search(
        {
          ...(service ? { service } : {}),
          ...(status ? { status } : {}),
          ...(receivedFrom ? { receivedFrom: rangeStart(receivedFrom) } : {}),
          ...(receivedTo ? { receivedBefore: rangeEnd(receivedTo) } : {}),
          ...(q ? { text: q } : {}),
          ...(owner ? { ownerId: owner === 'me' ? account.id : null } : {}),
        },
        { page, pageSize, sort },
      );
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'enquiry.listed',
        target: { type: 'enquiry', id: EVERY_RECORD },
        details: listAuditDetails(request.body, result, app.pseudonyms),
      });
      // A row of the inbox leaves the notes and replies out (the schemas are strict, as the submission's are).
      const items = result.items.map(({ notes: _notes, replies: _replies, ...summary }) => summary);
      return pageOf({ items, total: result.total }, request.body);
    },
  );

  salesRoutes(app, { clock, mail, config });

  triageRoutes(app, {
    clock,
    type: 'enquiry',
    config,
    schema: trackedEnquirySchema,
    records: app.store.enquiries,
    move: {
      field: 'status',
      description: 'new → in progress → closed; new → closed; closed → in progress (reopened).',
      body: enquiryStatusChangeSchema,
      action: 'enquiry.status-changed',
      refuse: (from, to) =>
        ENQUIRY_STATUS_MOVES[from].includes(to)
          ? undefined
          : new HttpError(409, `An enquiry that is ${from} cannot become ${to}.`, { status: `Not from ${from}` }),
      write: (id, from, to, at) => app.store.enquiries.moveStatus(id, from, to, at),
    },
  });
};

export default staffEnquiryRoutes;

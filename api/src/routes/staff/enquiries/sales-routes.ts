/**
 * What sales do with an enquiry beyond its status and notes: who owns it (`GET /owners`, the
 * accounts it may go to; `PUT /:id/owner`) and the replies mailed to the enquirer
 * (`POST /:id/replies`, queued in the outbox with the enquiry). Each change is audited; a
 * reply's text never is.
 */
import {
  enquiryOwnerChangeSchema,
  enquiryOwnersSchema,
  enquiryReplyInputSchema,
  mayUse,
  staffIdParamsSchema,
  trackedEnquirySchema,
} from 'contracts/staff';
import { HttpError, notFound } from '../../../http-errors';
import type { MailComposeConfig } from '../../../mail/compose';
import { composeEnquiryReply } from '../../../mail/enquiry-reply';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import type { StaffAccountRecord, Store } from '../../../store/store';
import { newSubmissionId } from '../../../store/submission-records';
import type { ZodApp } from '../../zod-app';
import { STAFF_ERRORS, staffRef, staffRefsWhere } from '../common';

export const NOT_AN_OWNER_MESSAGE = 'Not a sales or admin account';

export interface SalesRoutesOptions {
  clock: () => Date;
  mail: MailComposeConfig;
  config: { staff: 'enquiries'; notFoundMessage: string };
}

/** Who may own an enquiry: an enabled account whose role may use the inbox. */
const mayOwn = (account: StaffAccountRecord | undefined): account is StaffAccountRecord =>
  account !== undefined && !account.disabled && mayUse(account.role, 'enquiries');

/** Every account that may own an enquiry, by name. */
const possibleOwners = (store: Store) => staffRefsWhere(store, mayOwn);

export function salesRoutes(app: ZodApp, { clock, mail, config }: SalesRoutesOptions): void {
  app.get('/owners', { schema: { response: { 200: enquiryOwnersSchema, ...STAFF_ERRORS } }, config }, async () => ({
    items: await possibleOwners(app.store),
  }));

  app.put(
    '/:id/owner',
    {
      schema: {
        description: 'Assigns the enquiry to a sales or admin account, reassigns it, or unassigns it (null).',
        params: staffIdParamsSchema,
        body: enquiryOwnerChangeSchema,
        response: { 200: trackedEnquirySchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const { id } = request.params;
      const { ownerId } = request.body;
      const current = await app.store.enquiries.findTracked(id);
      if (!current) throw notFound(config.notFoundMessage);
      const account = ownerId === null ? undefined : await app.store.staffAccounts.findById(ownerId);
      if (ownerId !== null && !mayOwn(account)) throw new HttpError(400, NOT_AN_OWNER_MESSAGE, { ownerId: NOT_AN_OWNER_MESSAGE });
      const assigned = await app.store.enquiries.assign(id, account ? staffRef(account) : null, now);
      if (!assigned) throw notFound(config.notFoundMessage);
      await recordAudit(app.store, now, {
        actor: staffActor(signedIn(request).account),
        action: 'enquiry.assigned',
        target: { type: 'enquiry', id },
        details: { from: current.owner?.id ?? 'nobody', to: assigned.owner?.id ?? 'nobody' },
      });
      return assigned;
    },
  );

  app.post(
    '/:id/replies',
    {
      schema: {
        description: 'Mails a reply to the enquirer through the outbox (Reply-To the writer) and keeps it on the enquiry.',
        params: staffIdParamsSchema,
        body: enquiryReplyInputSchema,
        response: { 201: trackedEnquirySchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request, reply) => {
      const now = clock();
      const { account } = signedIn(request);
      const enquiry = await app.store.enquiries.findTracked(request.params.id);
      if (!enquiry) throw notFound(config.notFoundMessage);
      const author = staffRef(account);
      const outgoing = composeEnquiryReply(enquiry, { text: request.body.text, author }, mail);
      const replyId = newSubmissionId();
      const replied = await app.store.enquiries.addReply(
        enquiry.id,
        { id: replyId, at: now.toISOString(), author, text: request.body.text },
        outgoing,
      );
      if (!replied) throw notFound(config.notFoundMessage);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'enquiry.replied',
        target: { type: 'enquiry', id: enquiry.id },
        details: { replyId, first: replied.firstRepliedAt === now.toISOString() },
      });
      return reply.code(201).send(replied);
    },
  );
}

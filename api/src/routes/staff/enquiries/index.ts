/** /api/staff/enquiries: the sales inbox. Filters, an enquiry with its notes, its status, notes. */
import {
  ENQUIRY_STATUS_MOVES,
  enquiryPageSchema,
  enquiryQuerySchema,
  enquiryStatusChangeSchema,
  noteInputSchema,
  rangeEnd,
  rangeStart,
  staffIdParamsSchema,
  trackedEnquirySchema,
} from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../../http-errors';
import { signedIn } from '../../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../../staff/audit';
import { CHANGED_MEANWHILE_MESSAGE, newNote, pageOf, STAFF_ERRORS } from '../common';

export const ENQUIRY_NOT_FOUND_MESSAGE = 'Enquiry not found';

export interface StaffEnquiryRoutesOptions {
  clock: () => Date;
}

const config = { staff: 'enquiries', notFoundMessage: ENQUIRY_NOT_FOUND_MESSAGE } as const;
const target = (id: string) => ({ type: 'enquiry', id }) as const;

const staffEnquiryRoutes: FastifyPluginAsyncZod<StaffEnquiryRoutesOptions> = async (app, { clock }) => {
  app.get(
    '/',
    { schema: { querystring: enquiryQuerySchema, response: { 200: enquiryPageSchema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const { service, status, receivedFrom, receivedTo, q, sort, page, pageSize } = request.query;
      const result = await app.store.enquiries.search(
        {
          ...(service ? { service } : {}),
          ...(status ? { status } : {}),
          ...(receivedFrom ? { receivedFrom: rangeStart(receivedFrom) } : {}),
          ...(receivedTo ? { receivedBefore: rangeEnd(receivedTo) } : {}),
          ...(q ? { text: q } : {}),
        },
        { page, pageSize, sort },
      );
      // A row of the inbox leaves the notes out (the schemas are strict, as the submission's are).
      const items = result.items.map(({ notes: _notes, ...summary }) => summary);
      return pageOf({ items, total: result.total }, request.query);
    },
  );

  app.get(
    '/:id',
    { schema: { params: staffIdParamsSchema, response: { 200: trackedEnquirySchema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const enquiry = await app.store.enquiries.findTracked(request.params.id);
      if (!enquiry) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE);
      const { account } = signedIn(request);
      await recordAudit(app.store, clock(), { actor: staffActor(account), action: 'enquiry.viewed', target: target(enquiry.id) });
      return enquiry;
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        description: 'new → in progress → closed; new → closed; closed → in progress (reopened).',
        params: staffIdParamsSchema,
        body: enquiryStatusChangeSchema,
        response: { 200: trackedEnquirySchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const { id } = request.params;
      const to = request.body.status;
      const current = await app.store.enquiries.findTracked(id);
      if (!current) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE);
      if (!ENQUIRY_STATUS_MOVES[current.status].includes(to)) {
        throw new HttpError(409, `An enquiry that is ${current.status} cannot become ${to}.`, {
          status: `Not from ${current.status}`,
        });
      }
      const moved = await app.store.enquiries.moveStatus(id, current.status, to, now);
      if (!moved) throw new HttpError(409, CHANGED_MEANWHILE_MESSAGE);
      await recordAudit(app.store, now, {
        actor: staffActor(signedIn(request).account),
        action: 'enquiry.status-changed',
        target: target(id),
        details: { from: current.status, to },
      });
      return moved;
    },
  );

  app.post(
    '/:id/notes',
    {
      schema: { params: staffIdParamsSchema, body: noteInputSchema, response: { 201: trackedEnquirySchema, ...STAFF_ERRORS } },
      config,
    },
    async (request, reply) => {
      const now = clock();
      const { account } = signedIn(request);
      const note = newNote(account, request.body.text, now);
      const enquiry = await app.store.enquiries.addNote(request.params.id, note);
      if (!enquiry) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: 'enquiry.noted',
        target: target(enquiry.id),
        details: { noteId: note.id },
      });
      return reply.code(201).send(enquiry);
    },
  );
};

export default staffEnquiryRoutes;

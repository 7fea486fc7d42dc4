/**
 * The routes the enquiry and application plugins share, each under its own prefix: `GET /:id`
 * (the record with its notes; viewing it is audited), `PUT /:id/status` or `/:id/stage` (an
 * atomic move) and `POST /:id/notes`.
 */
import { type AuditAction, type Note, noteInputSchema, staffIdParamsSchema } from 'contracts/staff';
import type { z } from 'zod';
import { HttpError, notFound } from '../../http-errors';
import { signedIn } from '../../plugins/staff-gate';
import { recordAudit, staffActor } from '../../staff/audit';
import type { StaffAccountRecord } from '../../store/store';
import type { ZodApp } from '../zod-app';
import { CHANGED_MEANWHILE_MESSAGE, newNote, STAFF_ERRORS } from './common';

export interface TriageRoutesOptions<T extends { id: string }, F extends 'status' | 'stage', V extends string> {
  clock: () => Date;
  /** The audit target type, which also starts the actions of viewing and noting: `enquiry.viewed`. */
  type: 'enquiry' | 'application';
  config: { staff: 'enquiries' | 'applications'; notFoundMessage: string };
  /** The record with its notes: what every route here answers. */
  schema: z.ZodType<T>;
  /** The store's methods for these records. */
  records: {
    findTracked(id: string): Promise<T | undefined>;
    addNote(id: string, note: Note): Promise<T | undefined>;
  };
  move: {
    /** What staff move: the path's last part, the body's one field, and the record's field. */
    field: F;
    description: string;
    body: z.ZodType<Record<F, V>>;
    action: AuditAction;
    /** The 409 for a move the rules do not allow (or that must be confirmed), or undefined. */
    refuse(from: V, to: V, record: T, body: Record<F, V>): HttpError | undefined | Promise<HttpError | undefined>;
    /** The store's atomic move: undefined when the record is missing or no longer at `from`. */
    write(id: string, from: V, to: V, at: Date): Promise<T | undefined>;
    /** What else the move does once made and audited (a stage move's mail to the candidate). */
    after?(moved: T, body: Record<F, V>, account: StaffAccountRecord): Promise<void>;
  };
}

export function triageRoutes<T extends { id: string } & Record<F, V>, F extends 'status' | 'stage', V extends string>(
  app: ZodApp,
  { clock, type, config, schema, records, move }: TriageRoutesOptions<T, F, V>,
): void {
  const target = (id: string) => ({ type, id });
  // Fastify cannot read types off generic schemas (`schema`, `move.body`): each route states its
  // request's types, and the options' types tie the answers to `schema`.
  type Params = z.infer<typeof staffIdParamsSchema>;

  app.get<{ Params: Params }>(
    '/:id',
    { schema: { params: staffIdParamsSchema, response: { 200: schema, ...STAFF_ERRORS } }, config },
    async (request) => {
      const record = await records.findTracked(request.params.id);
      if (!record) throw notFound(config.notFoundMessage);
      await recordAudit(app.store, clock(), {
        actor: staffActor(signedIn(request).account),
        action: `${type}.viewed`,
        target: target(record.id),
      });
      return record;
    },
  );

  app.put<{ Params: Params; Body: Record<F, V> }>(
    `/:id/${move.field}`,
    {
      schema: {
        description: move.description,
        params: staffIdParamsSchema,
        body: move.body,
        response: { 200: schema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const now = clock();
      const { id } = request.params;
      const to = (request.body as Record<F, V>)[move.field];
      const current = await records.findTracked(id);
      if (!current) throw notFound(config.notFoundMessage);
      const from = current[move.field];
      const refusal = await move.refuse(from, to, current, request.body as Record<F, V>);
      if (refusal) throw refusal;
      const moved = await move.write(id, from, to, now);
      if (!moved) throw new HttpError(409, CHANGED_MEANWHILE_MESSAGE);
      await recordAudit(app.store, now, {
        actor: staffActor(signedIn(request).account),
        action: move.action,
        target: target(id),
        details: { from, to },
      });
      await move.after?.(moved, request.body as Record<F, V>, signedIn(request).account);
      return moved;
    },
  );

  app.post<{ Params: Params; Body: z.infer<typeof noteInputSchema> }>(
    '/:id/notes',
    {
      schema: { params: staffIdParamsSchema, body: noteInputSchema, response: { 201: schema, ...STAFF_ERRORS } },
      config,
    },
    async (request, reply) => {
      const now = clock();
      const { account } = signedIn(request);
      const note = newNote(account, request.body.text, now);
      const record = await records.addNote(request.params.id, note);
      if (!record) throw notFound(config.notFoundMessage);
      await recordAudit(app.store, now, {
        actor: staffActor(account),
        action: `${type}.noted`,
        target: target(record.id),
        details: { noteId: note.id },
      });
      return reply.code(201).send(record);
    },
  );
}

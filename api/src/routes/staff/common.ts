/** What the staff route plugins share: their error answers (for the OpenAPI document), pages and notes. */
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from 'contracts';
import type { Note } from 'contracts/staff';
import type { StaffAccountRecord } from '../../store/store';

export const STAFF_ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
} as const;

export const CHANGED_MEANWHILE_MESSAGE = 'Someone changed this meanwhile. Reload it and try again.';

export function pageOf<T>(result: { items: T[]; total: number }, { page, pageSize }: { page: number; pageSize: number }) {
  return { items: result.items, total: result.total, page, pageSize };
}

export function newNote(author: StaffAccountRecord, text: string, now: Date): Note {
  return { id: randomUUID(), at: now.toISOString(), author: { id: author.id, email: author.email, name: author.name }, text };
}

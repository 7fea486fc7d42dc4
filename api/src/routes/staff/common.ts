/** What the staff route plugins share: their error answers (for the OpenAPI document), pages, list audits and notes. */
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from 'contracts';
import { type AuditEntry, type Note, STAFF_PAGE_SIZE_MAX, type StaffRef } from 'contracts/staff';
import type { Pseudonyms } from '../../staff/pseudonyms';
import type { StaffAccountRecord, Store } from '../../store/store';

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

/**
 * What the audit entry of a list read says: the filters, order and page asked (a search text by
 * its pseudonym, since it may be someone's address; the one of that person if it is), and how
 * many rows it gave of how many. One entry for the whole list, never one per row.
 */
export function listAuditDetails(
  query: Record<string, string | number | undefined>,
  result: { items: unknown[]; total: number },
  pseudonyms: Pseudonyms,
): NonNullable<AuditEntry['details']> {
  const asked = Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, name === 'q' ? pseudonyms.person(String(value)) : value] as const],
  );
  return { ...Object.fromEntries(asked), rows: result.items.length, total: result.total };
}

export function newNote(author: StaffAccountRecord, text: string, now: Date): Note {
  return { id: randomUUID(), at: now.toISOString(), author: { id: author.id, email: author.email, name: author.name }, text };
}

export const staffRef = ({ id, email, name }: StaffAccountRecord): StaffRef => ({ id, email, name });

/** The accounts `keep` accepts, by name (a team's accounts fit in a few pages). */
export async function staffRefsWhere(store: Store, keep: (account: StaffAccountRecord) => boolean): Promise<StaffRef[]> {
  const refs: StaffRef[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await store.staffAccounts.list({ page, pageSize: STAFF_PAGE_SIZE_MAX });
    refs.push(...items.filter(keep).map(staffRef));
    if (items.length === 0 || page * STAFF_PAGE_SIZE_MAX >= total) break;
  }
  return refs.sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}

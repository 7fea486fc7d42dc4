/** The field rules several staff resources share (not exported from `contracts/staff`). */

import { z } from 'zod';
import { SEARCH_TEXT_MAX, STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX } from '../staff-rules';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const datetime = z.iso.datetime();

/** The page and page size of every list, from the query or the body. */
export const pageFields = {
  page: z.coerce.number('Page must be a whole number').int('Page must be a whole number').min(1, 'Page starts at 1').default(1),
  pageSize: z.coerce
    .number('Page size must be a whole number')
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(STAFF_PAGE_SIZE_MAX, `Page size cannot exceed ${STAFF_PAGE_SIZE_MAX}`)
    .default(STAFF_PAGE_SIZE_DEFAULT),
};

/** A day (`2026-11-21`, the whole UTC day) or an instant with its offset (`2026-11-21T09:00:00+03:00`). */
export const dayOrInstant = (message: string) =>
  z.union([z.iso.date(message), z.iso.datetime({ offset: true, message })], message);
export const searchText = z.string().trim().max(SEARCH_TEXT_MAX, `Search text cannot exceed ${SEARCH_TEXT_MAX} characters`);

/** A text staff write (a note, a reply): trimmed, not empty, at most `max` characters. */
export const staffText = (noun: string, max: number) =>
  z
    .string(`Please write a ${noun}`)
    .trim()
    .min(1, `Please write a ${noun}`)
    .max(max, `A ${noun} cannot exceed ${max} characters`);

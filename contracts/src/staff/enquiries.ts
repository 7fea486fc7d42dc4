/** Enquiries as sales and admins see and change them. */

import { z } from 'zod';
import { storedEnquirySchema } from '../contact';
import { SERVICE_OPTIONS } from '../contact-constants';
import { ENQUIRY_SORTS, ENQUIRY_STATUSES } from '../staff-constants';
import { datetime, dayOrInstant, pageFields, searchText } from './fields';
import { pageSchema } from './lists';
import { noteSchema } from './notes';

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value) as [
  (typeof SERVICE_OPTIONS)[number]['value'],
  ...(typeof SERVICE_OPTIONS)[number]['value'][],
];
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, 'Choose new, in progress or closed');

/** POST /api/staff/enquiries/search: filters, order and page. `receivedFrom` and `receivedTo` both count (a day means all of it). */
export const enquiryQuerySchema = z
  .strictObject({
    service: z.enum(SERVICE_VALUES, 'Unknown service').optional(),
    status: enquiryStatusSchema.optional(),
    receivedFrom: dayOrInstant('Use a date such as 2026-11-21').optional(),
    receivedTo: dayOrInstant('Use a date such as 2026-11-21').optional(),
    q: searchText.optional(),
    sort: z.enum(ENQUIRY_SORTS, 'Sort by newest or oldest').default('newest'),
    ...pageFields,
  })
  .refine((query) => !query.receivedFrom || !query.receivedTo || rangeStart(query.receivedFrom) < rangeEnd(query.receivedTo), {
    path: ['receivedTo'],
    message: 'The end of the range must not come before its start',
  });
export type EnquiryQuery = z.infer<typeof enquiryQuerySchema>;

/** The first instant a `receivedFrom` value includes. */
export function rangeStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** The first instant after a `receivedTo` value (a day includes all of it). */
export function rangeEnd(value: string): Date {
  const end = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  return new Date(end.getTime() + (value.length === 10 ? 24 * 60 * 60 * 1000 : 1));
}

export const trackedEnquirySchema = storedEnquirySchema.extend({
  status: enquiryStatusSchema,
  notes: z.array(noteSchema),
  /** The last change by staff (status or note), or when it arrived. */
  updatedAt: datetime,
});
export type TrackedEnquiry = z.infer<typeof trackedEnquirySchema>;
/** A row of the inbox: the enquiry without its notes. */
export const enquirySummarySchema = trackedEnquirySchema.omit({ notes: true });
export const enquiryPageSchema = pageSchema(enquirySummarySchema);

/** PUT /api/staff/enquiries/:id/status */
export const enquiryStatusChangeSchema = z.strictObject({ status: enquiryStatusSchema });

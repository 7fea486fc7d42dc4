/** Enquiries as sales and admins see and change them. */

import { z } from 'zod';
import { storedEnquirySchema } from '../contact';
import { SERVICE_OPTIONS } from '../contact-rules';
import { ENQUIRY_OWNER_FILTERS, ENQUIRY_REPLY_MAX, ENQUIRY_SORTS, ENQUIRY_STATUSES, REPLY_DELIVERY_STATES } from '../staff-rules';
import { datetime, dayOrInstant, pageFields, searchText, staffText } from './fields';
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
    /** `me`: the signed-in person's; `unassigned`: nobody's. */
    owner: z.enum(ENQUIRY_OWNER_FILTERS, 'Choose mine or unassigned').optional(),
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

/** A staff account as an enquiry names it: its owner, a reply's author. */
export const staffRefSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

/** A reply sent to the enquirer from the console, with where its mail stands in the outbox. */
export const enquiryReplySchema = z.object({
  id: z.string(),
  at: datetime,
  author: staffRefSchema,
  text: z.string(),
  delivery: z.object({
    /** queued: not tried yet; sent: handed to the mail server; retrying: a try failed, another is due. */
    state: z.enum(REPLY_DELIVERY_STATES),
    attempts: z.number().int().nonnegative(),
    sentAt: datetime.optional(),
  }),
});
export type EnquiryReply = z.infer<typeof enquiryReplySchema>;

export const trackedEnquirySchema = storedEnquirySchema.extend({
  status: enquiryStatusSchema,
  notes: z.array(noteSchema),
  /** The last change by staff (status, note, owner or reply), or when it arrived. */
  updatedAt: datetime,
  /** Who in sales owns it; null until someone is assigned. */
  owner: staffRefSchema.nullable(),
  /** When the first reply is due (the service's target: first-response.ts). */
  firstResponseDueAt: datetime,
  /** When the first reply was sent, which stops the clock; null until then. */
  firstRepliedAt: datetime.nullable(),
  replies: z.array(enquiryReplySchema),
});
export type TrackedEnquiry = z.infer<typeof trackedEnquirySchema>;
/** A row of the inbox: the enquiry without its notes and replies. */
export const enquirySummarySchema = trackedEnquirySchema.omit({ notes: true, replies: true });
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;
export const enquiryPageSchema = pageSchema(enquirySummarySchema);

/** PUT /api/staff/enquiries/:id/status */
export const enquiryStatusChangeSchema = z.strictObject({ status: enquiryStatusSchema });

/** PUT /api/staff/enquiries/:id/owner: a sales or admin account's id, or null to unassign. */
export const enquiryOwnerChangeSchema = z.strictObject({
  ownerId: z.string('Choose who owns it').trim().min(1, 'Choose who owns it').max(100, 'Not a staff account').nullable(),
});
export type EnquiryOwnerChange = z.infer<typeof enquiryOwnerChangeSchema>;

/** GET /api/staff/enquiries/owners: the accounts an enquiry may be assigned to (sales and admins, enabled), by name. */
export const enquiryOwnersSchema = z.object({ items: z.array(staffRefSchema) });

/** POST /api/staff/enquiries/:id/replies: plain text, mailed to the enquirer. */
export const enquiryReplyInputSchema = z.strictObject({ text: staffText('reply', ENQUIRY_REPLY_MAX) });
export type EnquiryReplyInput = z.infer<typeof enquiryReplyInputSchema>;

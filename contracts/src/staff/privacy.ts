/** Privacy: what is held about one person, and its erasure. */

import { z } from 'zod';
import { staffEmailSchema } from './accounts';
import { trackedApplicationSchema } from './applications';
import { candidateMailSchema } from './candidate-mail';
import { trackedEnquirySchema } from './enquiries';
import { interviewSchema } from './interviews';
import { newsletterSubscriptionSchema } from './newsletter';
import { scorecardSchema } from './scorecards';

/** POST /api/staff/privacy/lookups: the address in the body, never the URL. */
export const personQuerySchema = z.strictObject({ email: staffEmailSchema });
/** How the audit log names a person: a keyed pseudonym of their address, never the address. */
const pseudonymSchema = z.string().describe('How the audit log names this person (a keyed pseudonym of the address)');
/** Everything held about one person: their enquiries and applications, with staff notes, scorecards, interviews, the mails sent to them and resume details. */
export const personDataSchema = z.object({
  email: z.string(),
  pseudonym: pseudonymSchema,
  enquiries: z.array(trackedEnquirySchema),
  applications: z.array(
    trackedApplicationSchema.extend({
      scorecards: z.array(scorecardSchema),
      candidateMails: z.array(candidateMailSchema),
      /** Without the booking link, which is not the person's data but a key to it. */
      interviews: z.array(interviewSchema.omit({ link: true })),
    }),
  ),
  newsletter: z.array(newsletterSubscriptionSchema),
});
export type PersonData = z.infer<typeof personDataSchema>;

/** POST /api/staff/privacy/erasures */
export const erasureRequestSchema = z.strictObject({ email: staffEmailSchema });
export const erasureResultSchema = z.object({
  enquiries: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
  newsletterSubscriptions: z.number().int().nonnegative(),
  /** Copies of mails about them deleted (mails are kept as files when no SMTP server is set). */
  mailFiles: z.number().int().nonnegative(),
  pseudonym: pseudonymSchema,
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** POST /api/admin/erasures (the machine token's API): the address as given, found in any letter case. */
export const adminErasureRequestSchema = z.strictObject({ email: z.string().trim().min(3).max(254) });

/** The audit log as admins read it. */

import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../staff-rules';
import { staffRoleSchema } from './accounts';
import { datetime, pageFields } from './fields';
import { pageSchema } from './lists';

export const auditActorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('staff'), id: z.string(), email: z.string(), role: staffRoleSchema }),
  z.object({ type: z.literal('command-line') }),
  // The machine token's staff API (`/api/admin/*`).
  z.object({ type: z.literal('admin-token') }),
  // The site itself: a canary it aborted, the first version of a remote it registered.
  z.object({ type: z.literal('system') }),
  // Someone not signed in: a failed sign-in, a wrong machine token.
  z.object({ type: z.literal('anonymous') }),
]);
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: datetime,
  actor: auditActorSchema,
  action: z.enum(AUDIT_ACTIONS),
  /** The record acted on; a person or a client address is named by a keyed pseudonym (`hmac:…`), never the address. */
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string() }),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

/** GET /api/staff/audit: newest first, filtered by who, what or which record. */
export const auditQuerySchema = z.strictObject({
  actor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown account')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, 'Unknown action').optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, 'Unknown record type').optional(),
  targetId: z.string().max(100, 'Unknown record').optional(),
  ...pageFields,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Signing in, the session, and a person's own password. */

import { z } from 'zod';
import { STAFF_PASSWORD_MAX } from '../staff-rules';
import { newPasswordSchema, staffAccountSchema, staffEmailSchema } from './accounts';
import { datetime } from './fields';

/** POST /api/staff/session */
export const signInSchema = z.strictObject({
  email: staffEmailSchema,
  password: z
    .string('Please enter your password')
    .min(1, 'Please enter your password')
    .max(STAFF_PASSWORD_MAX, 'Wrong e-mail or password'),
});
export type SignIn = z.infer<typeof signInSchema>;

/** POST /api/staff/password: the signed-in person's own password. */
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z
      .string('Please enter your current password')
      .min(1, 'Please enter your current password')
      .max(STAFF_PASSWORD_MAX),
    newPassword: newPasswordSchema,
  })
  .refine((change) => change.newPassword !== change.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** GET and POST /api/staff/session: who is signed in, and until when at the latest. */
export const staffSessionSchema = z.object({
  account: staffAccountSchema,
  /** The session ends then whatever happens. */
  expiresAt: datetime,
  /** The session ends then unless a request comes first (each request moves it on). */
  idleExpiresAt: datetime,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

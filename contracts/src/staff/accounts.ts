/** Staff accounts: who they are, and what admins send to create and change them. */

import { z } from 'zod';
import { STAFF_NAME_MAX, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES } from '../staff-rules';
import { datetime, EMAIL_MESSAGE } from './fields';

export const staffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role: admin, recruiter, sales or releaser');
export const staffEmailSchema = z.string(EMAIL_MESSAGE).trim().toLowerCase().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
export const staffNameSchema = z
  .string('Please enter a name')
  .trim()
  .max(STAFF_NAME_MAX, `A name cannot exceed ${STAFF_NAME_MAX} characters`);
export const newPasswordSchema = z
  .string(`Password must be at least ${STAFF_PASSWORD_MIN} characters`)
  .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(STAFF_PASSWORD_MAX, `Password cannot exceed ${STAFF_PASSWORD_MAX} characters`);

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Signed in with a one-time password: only the password change is open until a new one is chosen. */
  mustChangePassword: z.boolean(),
  /** When the one-time password stops signing in (`ONE_TIME_PASSWORD_LIFETIME_MS` after it was made); none once replaced. */
  oneTimePasswordExpiresAt: datetime.optional(),
  createdAt: datetime,
  updatedAt: datetime,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** POST /api/staff/accounts */
export const accountCreateSchema = z.strictObject({
  email: staffEmailSchema,
  name: staffNameSchema.default(''),
  role: staffRoleSchema,
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

/** PATCH /api/staff/accounts/:id: any of name, role and disabled. */
export const accountUpdateSchema = z
  .strictObject({ name: staffNameSchema, role: staffRoleSchema, disabled: z.boolean('Must be true or false') })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Change at least one of name, role and disabled' });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** The answer to creating an account or resetting its password: the one-time password, shown once. */
export const oneTimePasswordSchema = z.object({ account: staffAccountSchema, password: z.string() });
export type OneTimePassword = z.infer<typeof oneTimePasswordSchema>;

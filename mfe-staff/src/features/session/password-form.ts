import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordChange, passwordChangeSchema } from 'contracts/staff';
import type { Resolver } from 'react-hook-form';

export interface PasswordFormValues extends PasswordChange {
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORDS_DIFFER_MESSAGE = 'The two new passwords are not the same';

/** The API's own rules (contracts), and the second typing of the new password matching the first. */
export const passwordResolver: Resolver<PasswordFormValues> = async (values, context, options) => {
  const { confirmPassword, ...change } = values;
  const result = await zodResolver(passwordChangeSchema)(change, context, options as never);
  const errors = { ...result.errors } as Record<string, { type: string; message: string }>;
  if (confirmPassword !== change.newPassword) errors.confirmPassword = { type: 'custom', message: PASSWORDS_DIFFER_MESSAGE };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

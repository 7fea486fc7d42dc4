import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordChange, passwordChangeSchema } from 'contracts/staff';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from 'contracts/staff-constants';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button, fieldErrorsOf, TextField, toast, useNavigate, useSearchParams } from 'shared-ui';
import messages from '../../../components/messages.module.css';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { safeNext, staffPaths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import styles from './console.module.css';

interface PasswordFormValues extends PasswordChange {
  confirmPassword: string;
}

export const PASSWORDS_DIFFER_MESSAGE = 'The two new passwords are not the same';

/** The API's own rules (contracts), and the second typing of the new password matching the first. */
const passwordResolver: Resolver<PasswordFormValues> = async (values, context, options) => {
  const { confirmPassword, ...change } = values;
  const result = await zodResolver(passwordChangeSchema)(change, context, options as never);
  const errors = { ...result.errors } as Record<string, { type: string; message: string }>;
  if (confirmPassword !== change.newPassword) errors.confirmPassword = { type: 'custom', message: PASSWORDS_DIFFER_MESSAGE };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * /staff/password: a person who signed in with a one-time password chooses their own here
 * before anything else opens; anyone may change theirs. Every other session of the account ends.
 */
export function PasswordScreen() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: session } = useSession();
  const oneTime = session?.account.mustChangePassword === true;
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver: passwordResolver,
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Your other sessions have ended.' });
          navigate(safeNext(params.get('next')) ?? staffPaths.home, { replace: true });
        },
        onError: (error) => {
          if (isSignedOutError(error)) return;
          const fields = fieldErrorsOf(error);
          if (fields.currentPassword) setError('currentPassword', { type: 'server', message: fields.currentPassword });
          if (fields.newPassword) setError('newPassword', { type: 'server', message: fields.newPassword });
        },
      },
    ),
  );

  const failure = change.isError && !isSignedOutError(change.error) && Object.keys(fieldErrorsOf(change.error)).length === 0;
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{oneTime ? 'Choose your password' : 'Change your password'}</h1>
      <p className={styles.screenIntro}>
        {oneTime
          ? 'You signed in with a one-time password. Choose your own to open the console; the one-time password then stops working.'
          : 'Every other session of your account ends when you change it.'}
      </p>
      <form
        noValidate
        onSubmit={submit}
        className={styles.form}
        aria-label={oneTime ? 'Choose your password' : 'Change your password'}
      >
        {failure && (
          <p role="alert" className={messages.failure}>
            {errorMessage(change.error)}
          </p>
        )}
        <TextField
          id={`${id}-current`}
          label={oneTime ? 'One-time password' : 'Current password'}
          error={errors.currentPassword?.message}
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
        <TextField
          id={`${id}-new`}
          label="New password"
          hint={`${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters. A few unrelated words make a strong one.`}
          error={errors.newPassword?.message}
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
        />
        <TextField
          id={`${id}-confirm`}
          label="New password again"
          error={errors.confirmPassword?.message}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          {oneTime ? 'Save my password' : 'Change password'}
        </Button>
      </form>
    </div>
  );
}

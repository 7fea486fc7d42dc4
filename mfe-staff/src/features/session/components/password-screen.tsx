import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from 'contracts/staff-rules';
import { useId } from 'react';
import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import messages from '../../../components/messages.module.css';
import { useSession } from '../../../lib/session';
import { usePasswordForm } from '../use-password-form';
import styles from './console.module.css';

/**
 * /staff/password: a person who signed in with a one-time password chooses their own here
 * before anything else opens; anyone may change theirs. Every other session of the account ends.
 */
export function PasswordScreen() {
  const id = useId();
  const { data: session } = useSession();
  const oneTime = session?.account.mustChangePassword === true;
  const { register, errors, submit, sending, failure } = usePasswordForm();
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
            {failure}
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
        <Button type="submit" disabled={sending}>
          {oneTime ? 'Save my password' : 'Change password'}
        </Button>
      </form>
    </div>
  );
}

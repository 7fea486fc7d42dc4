import { zodResolver } from '@hookform/resolvers/zod';
import { type SignIn, signInSchema } from 'contracts/staff';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, fieldErrorsOf, useNavigate, useSearchParams } from 'shared-ui';
import { applyServerErrors, TextField } from 'shared-ui/forms';
import messages from '../../../components/messages.module.css';
import { errorMessage } from '../../../lib/api';
import { safeNext, staffPaths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { StaffMeta } from '../../../lib/staff-meta';
import { useSignIn } from '../api/sign-in';
import styles from './console.module.css';
import { ConsoleChrome } from './console-chrome';

const SIGN_IN_FIELDS = ['email', 'password'] as const;

/** After sign-in: a one-time password must be replaced first, then back where the person was going. */
function destination(mustChangePassword: boolean, next: string): string {
  return mustChangePassword ? `${staffPaths.password}?next=${encodeURIComponent(next)}` : next;
}

/**
 * /staff/sign-in, rendered by the server as it is (no data in it). The form posts nothing by
 * itself: the browser's script signs in, so a password never lands in a URL or a log.
 */
export function SignInScreen() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next')) ?? staffPaths.home;
  const ended = params.get('ended') === '1';
  const session = useSession();
  const signIn = useSignIn();
  const form = useForm<SignIn>({ defaultValues: { email: '', password: '' }, resolver: zodResolver(signInSchema) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  // Already signed in (another tab, a reload): straight on.
  useEffect(() => {
    if (session.data) navigate(destination(session.data.account.mustChangePassword, next), { replace: true });
  }, [session.data, next, navigate]);

  const submit = handleSubmit((credentials) =>
    signIn.mutate(credentials, {
      // Wrong credentials come without a field (the API never says which was wrong): only the sentence above the form.
      onError: (error) => applyServerErrors(form, fieldErrorsOf(error), SIGN_IN_FIELDS),
    }),
  );

  return (
    <>
      <StaffMeta title="Sign in" />
      <ConsoleChrome>
        <div className={styles.screen}>
          <h1 className={styles.screenTitle}>Staff sign-in</h1>
          {ended && !signIn.isError && (
            <p role="status" className={messages.info}>
              Your session has ended. Sign in again to go on where you were; what you had typed is kept.
            </p>
          )}
          <form method="post" noValidate onSubmit={submit} className={styles.form} aria-label="Staff sign-in">
            {signIn.isError && (
              <p role="alert" className={messages.failure}>
                {errorMessage(signIn.error)}
              </p>
            )}
            <TextField
              id={`${id}-email`}
              label="E-mail"
              error={errors.email?.message}
              type="email"
              autoComplete="username"
              spellCheck={false}
              {...register('email')}
            />
            <TextField
              id={`${id}-password`}
              label="Password"
              error={errors.password?.message}
              type="password"
              autoComplete="current-password"
              {...register('password')}
            />
            <Button type="submit" disabled={signIn.isPending || signIn.isSuccess}>
              Sign in
            </Button>
          </form>
        </div>
      </ConsoleChrome>
    </>
  );
}

import { useForm } from 'react-hook-form';
import { fieldErrorsOf, toast, useNavigate, useSearchParams } from 'shared-ui';
import { applyServerErrors } from 'shared-ui/forms';
import { errorMessage, isSignedOutError } from '../../lib/api';
import { safeNext, staffPaths } from '../../lib/paths';
import { useChangePassword } from './api/change-password';
import { EMPTY_PASSWORDS, type PasswordFormValues, passwordResolver } from './password-form';

/** The fields the API may refuse, in screen order (the repeated new password is the browser's own check). */
const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * The password form and its submit: once changed, on to where the person was going. The API's
 * message per field shows at its field, any other refusal as `failure`; a 401 leads to sign-in.
 */
export function usePasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const change = useChangePassword();
  const form = useForm<PasswordFormValues>({ defaultValues: EMPTY_PASSWORDS, resolver: passwordResolver });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

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
          applyServerErrors(form, fieldErrorsOf(error), PASSWORD_FIELDS);
        },
      },
    ),
  );

  const refusedWithoutField =
    change.isError && !isSignedOutError(change.error) && Object.keys(fieldErrorsOf(change.error)).length === 0;
  return {
    register,
    errors,
    submit,
    sending: change.isPending,
    failure: refusedWithoutField ? errorMessage(change.error) : undefined,
  };
}

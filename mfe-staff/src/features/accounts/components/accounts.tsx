import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { type AccountCreate, accountCreateSchema, type OneTimePassword, type StaffAccount } from 'contracts/staff';
import { ONE_TIME_PASSWORD_LIFETIME_MS, STAFF_ROLES, type StaffRole } from 'contracts/staff-rules';
import { createContext, useContext, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, clsx } from 'shared-ui';
import {
  applyServerErrors,
  clearSessionDraft,
  formControlClassName,
  SelectField,
  TextField,
  useSessionDraft,
} from 'shared-ui/forms';
import type { z } from 'zod';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable } from '../../../components/data-table';
import messages from '../../../components/messages.module.css';
import { LoadFailure, Screen } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { errorMessage, fieldErrorsOrMessage, isSignedOutError } from '../../../lib/api';
import { staffDraftKey } from '../../../lib/form-draft';
import { formatDateTime, ROLE_LABELS } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { staffTableFeatures } from '../../../lib/table';
import { useCreateAccount } from '../api/create-account';
import { useAccounts } from '../api/get-accounts';
import { useResetPassword } from '../api/reset-password';
import { useUpdateAccount } from '../api/update-account';
import styles from './accounts.module.css';

const ROLE_HINTS: Record<StaffRole, string> = {
  sales: 'the inbox',
  recruiter: 'jobs and applications',
  admin: 'everything, accounts, privacy requests and releases included',
  releaser: 'releases of the site’s parts (versions, canaries, rollbacks)',
  marketing: 'news stories and the newsletter',
};
const ONE_TIME_PASSWORD_HOURS = ONE_TIME_PASSWORD_LIFETIME_MS / (60 * 60 * 1000);

/** Its one-time password no longer signs in (the console renders in the browser only: the clock is the viewer's). */
const oneTimePasswordExpired = ({ oneTimePasswordExpiresAt: end }: StaffAccount) =>
  end !== undefined && Date.now() >= Date.parse(end);

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: `${ROLE_LABELS[role]}: ${ROLE_HINTS[role]}` }));

/** /staff/accounts (admins): who may use the console, in which role; one-time passwords for new and locked-out people. */
export function Accounts() {
  const accounts = useAccounts();
  const [issued, setIssued] = useState<OneTimePassword & { reason: 'created' | 'reset' }>();
  return (
    <Screen
      title="Accounts"
      intro={`Each role sees only its part of the console. A new person gets a one-time password, shown once, which signs in for ${ONE_TIME_PASSWORD_HOURS} hours.`}
    >
      {issued && <OneTimePasswordNotice issued={issued} onDone={() => setIssued(undefined)} />}
      <NewAccountForm onCreated={(created) => setIssued({ ...created, reason: 'created' })} />
      {accounts.isError && <LoadFailure message={errorMessage(accounts.error)} onRetry={() => void accounts.refetch()} />}
      {accounts.isPending ? (
        <p role="status">Loading accounts…</p>
      ) : (
        <AccountTable accounts={accounts.data?.items ?? []} onReset={(reset) => setIssued({ ...reset, reason: 'reset' })} />
      )}
    </Screen>
  );
}

function OneTimePasswordNotice({ issued, onDone }: { issued: OneTimePassword & { reason: string }; onDone: () => void }) {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  return (
    <section role="status" aria-labelledby={headingId} className={styles.oneTime}>
      <h2 id={headingId} className={styles.heading}>
        {issued.reason === 'created'
          ? `Account created for ${issued.account.email}`
          : `Password reset for ${issued.account.email}`}
      </h2>
      <p>
        Their one-time password is <code className={styles.password}>{issued.password}</code>. Pass it on in person or by phone:
        it is shown only now. They choose their own at their first sign-in.
      </p>
      {issued.account.oneTimePasswordExpiresAt && (
        <p>
          It signs in until{' '}
          <time dateTime={issued.account.oneTimePasswordExpiresAt}>
            {formatDateTime(issued.account.oneTimePasswordExpiresAt)}
          </time>{' '}
          ({ONE_TIME_PASSWORD_HOURS} hours); after that, reset the password to give them a new one.
        </p>
      )}
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(issued.password).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy the password'}
        </Button>
        <Button onClick={onDone}>Done, hide it</Button>
      </div>
    </section>
  );
}

type NewAccountValues = z.input<typeof accountCreateSchema>;
const NEW_ACCOUNT: NewAccountValues = { email: '', name: '', role: 'recruiter' };
const NEW_ACCOUNT_DRAFT = staffDraftKey('new-account');
const NEW_ACCOUNT_FIELDS = ['email', 'name', 'role'] as const;

function NewAccountForm({ onCreated }: { onCreated: (created: OneTimePassword) => void }) {
  const id = useId();
  const create = useCreateAccount();
  const form = useForm<NewAccountValues, unknown, AccountCreate>({
    defaultValues: NEW_ACCOUNT,
    resolver: zodResolver(accountCreateSchema),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  useSessionDraft(NEW_ACCOUNT_DRAFT, form);
  const submit = handleSubmit((account) =>
    create.mutate(account, {
      onSuccess: (created) => {
        clearSessionDraft(NEW_ACCOUNT_DRAFT);
        reset(NEW_ACCOUNT);
        onCreated(created);
      },
      onError: (error) => {
        if (isSignedOutError(error)) return;
        applyServerErrors(form, fieldErrorsOrMessage(error, NEW_ACCOUNT_FIELDS), NEW_ACCOUNT_FIELDS);
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="New account" className={styles.newAccount}>
      <h2 className={styles.heading}>New account</h2>
      <div className={styles.fields}>
        <TextField
          id={`${id}-email`}
          label="E-mail"
          required
          error={errors.email?.message}
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...register('email')}
        />
        <TextField
          id={`${id}-name`}
          label="Name"
          optional
          error={errors.name?.message}
          type="text"
          autoComplete="off"
          {...register('name')}
        />
        <SelectField
          id={`${id}-role`}
          label="Role"
          required
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...register('role')}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        Create the account
      </Button>
    </form>
  );
}

/** What the rows need of the page: who is signed in (their own row has no actions), and where a new one-time password goes. */
const AccountRows = createContext<{ myId?: string; onReset: (reset: OneTimePassword) => void }>({ onReset: () => {} });

const column = createColumnHelper<typeof staffTableFeatures, StaffAccount>();
const columns = column.columns([
  column.accessor('email', {
    header: 'Person',
    enableSorting: false,
    cell: (info) => <PersonCell account={info.row.original} />,
  }),
  column.accessor('role', { header: 'Role', enableSorting: false, cell: (info) => <RoleForm account={info.row.original} /> }),
  column.accessor('disabled', {
    header: 'Status',
    enableSorting: false,
    cell: (info) =>
      info.getValue() ? (
        <StatusBadge tone="danger">Disabled</StatusBadge>
      ) : oneTimePasswordExpired(info.row.original) ? (
        <StatusBadge tone="danger">One-time password expired</StatusBadge>
      ) : info.row.original.mustChangePassword ? (
        <StatusBadge tone="new">Awaiting first sign-in</StatusBadge>
      ) : (
        <StatusBadge tone="done">Active</StatusBadge>
      ),
  }),
  column.display({ id: 'actions', header: 'Actions', cell: (info) => <AccountActions account={info.row.original} /> }),
]);

interface AccountTableProps {
  accounts: StaffAccount[];
  onReset: (reset: OneTimePassword) => void;
}

function AccountTable({ accounts, onReset }: AccountTableProps) {
  const { data: session } = useSession();
  const table = useTable({ features: staffTableFeatures, columns, data: accounts, getRowId: (account) => account.id });
  return (
    <AccountRows.Provider value={{ myId: session?.account.id, onReset }}>
      <DataTable table={table} caption="Staff accounts" empty="No accounts yet." />
    </AccountRows.Provider>
  );
}

function PersonCell({ account }: { account: StaffAccount }) {
  const { myId } = useContext(AccountRows);
  return (
    <>
      {account.email}
      <span className={styles.sub}>
        {account.name || 'No name given'}
        {account.id === myId && ' (you)'}
      </span>
    </>
  );
}

function AccountActions({ account }: { account: StaffAccount }) {
  const { myId, onReset } = useContext(AccountRows);
  const update = useUpdateAccount();
  const reset = useResetPassword();
  if (account.id === myId) return <span className={styles.sub}>Your own account</span>;
  const failed = [update, reset].find((mutation) => mutation.isError && !isSignedOutError(mutation.error));
  return (
    <div className={styles.row}>
      {account.disabled ? (
        <Button variant="secondary" onClick={() => update.mutate({ id: account.id, update: { disabled: false } })}>
          Enable
        </Button>
      ) : (
        <ConfirmButton
          label="Disable"
          title={`Disable ${account.email}?`}
          variant="secondary"
          danger
          onConfirm={() => update.mutate({ id: account.id, update: { disabled: true } })}
        >
          <p>Their sessions end at once and they can no longer sign in, until an admin enables the account again.</p>
        </ConfirmButton>
      )}
      <ConfirmButton
        label="Reset password"
        title={`Reset the password of ${account.email}?`}
        variant="secondary"
        onConfirm={() => reset.mutate(account.id, { onSuccess: onReset })}
      >
        <p>Their sessions end and they get a one-time password, shown once here, to choose a new one with.</p>
      </ConfirmButton>
      {failed && (
        <p role="alert" className={messages.failure}>
          {errorMessage(failed.error)}
        </p>
      )}
    </div>
  );
}

function RoleForm({ account }: { account: StaffAccount }) {
  const id = useId();
  const { myId } = useContext(AccountRows);
  const update = useUpdateAccount();
  const [role, setRole] = useState<StaffRole>(account.role);
  if (account.id === myId) return <>{ROLE_LABELS[account.role]}</>;
  return (
    <form
      className={styles.row}
      aria-label={`Role of ${account.email}`}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: account.id, update: { role } });
      }}
    >
      <label htmlFor={`${id}-role`} className="visually-hidden">
        Role of {account.email}
      </label>
      <select
        id={`${id}-role`}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        className={clsx(formControlClassName, styles.roleSelect)}
      >
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" disabled={role === account.role || update.isPending}>
        Change
      </Button>
      {update.isError && !isSignedOutError(update.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(update.error)}
        </p>
      )}
    </form>
  );
}

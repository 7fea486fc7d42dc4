import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { CANARY_SHARE_MAX, CANARY_SHARE_MIN } from 'contracts/release-rules';
import { canaryRequestSchema, type PublishedVersion, type RemoteReleases } from 'contracts/releases';
import { createContext, useContext, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, fieldErrorsOf, toast } from 'shared-ui';
import { applyServerErrors, TextField } from 'shared-ui/forms';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable } from '../../../components/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { isSignedOutError } from '../../../lib/api';
import { formatPercent } from '../../../lib/format';
import { staffTableFeatures } from '../../../lib/table';
import { usePromoteVersion } from '../api/promote-version';
import { useRunGate } from '../api/run-gate';
import type { PreviewVersions } from '../api/set-preview';
import { type CanaryRequest, useStartCanary } from '../api/start-canary';
import { actorName, CANARY_SHARE_DEFAULT, REMOTE_LABELS } from '../release-rules';
import { ChangeFailure, FailedChecks, When } from './release-parts';
import styles from './releases.module.css';

/** What the rows need of their remote: where it stands, and the preview of this browser. */
interface VersionRowsValue {
  releases: RemoteReleases;
  previewing: PreviewVersions;
  previewBusy: boolean;
  onPreview: (version: string) => void;
}
const VersionRows = createContext<VersionRowsValue | undefined>(undefined);

function useVersionRows(): VersionRowsValue {
  const rows = useContext(VersionRows);
  if (!rows) throw new Error('A version row outside its VersionTable');
  return rows;
}

const column = createColumnHelper<typeof staffTableFeatures, PublishedVersion>();
const columns = column.columns([
  column.accessor('version', {
    header: 'Version',
    enableSorting: false,
    cell: (info) => <VersionCell version={info.row.original} />,
  }),
  column.accessor('builtAt', { header: 'Built', enableSorting: false, cell: (info) => <When at={info.getValue()} /> }),
  column.accessor('publishedAt', {
    header: 'Published',
    enableSorting: false,
    cell: (info) => (
      <>
        <When at={info.getValue()} />
        <span className={styles.sub}>by {actorName(info.row.original.publishedBy)}</span>
      </>
    ),
  }),
  column.accessor('gate', { header: 'Gate', enableSorting: false, cell: (info) => <GateCell version={info.row.original} /> }),
  column.display({ id: 'actions', header: 'Actions', cell: (info) => <VersionActions version={info.row.original} /> }),
]);

/** The versions kept of a remote, newest published first, each with what may be done with it. */
export function VersionTable({ releases, ...rows }: VersionRowsValue) {
  const label = REMOTE_LABELS[releases.remote];
  const table = useTable({
    features: staffTableFeatures,
    columns,
    data: releases.versions,
    getRowId: (version) => version.version,
  });
  return (
    <section aria-label={`Versions kept — ${label}`} className={styles.part}>
      <h3 className={styles.partTitle}>Versions kept</h3>
      <VersionRows.Provider value={{ releases, ...rows }}>
        <DataTable table={table} caption={`Versions of ${label}`} empty="No version published yet." />
      </VersionRows.Provider>
    </section>
  );
}

function VersionCell({ version }: { version: PublishedVersion }) {
  const { releases, previewing } = useVersionRows();
  return (
    <>
      <code className={styles.version}>{version.version}</code>
      <span className={styles.badges}>
        {releases.live?.version === version.version && <StatusBadge tone="done">Live</StatusBadge>}
        {releases.canary?.version === version.version && <StatusBadge tone="active">Canary</StatusBadge>}
        {previewing[releases.remote] === version.version && <StatusBadge tone="new">In your preview</StatusBadge>}
      </span>
      <span className={styles.sub}>package {version.packageVersion}</span>
    </>
  );
}

function GateCell({ version: { gate } }: { version: PublishedVersion }) {
  if (!gate) return <StatusBadge tone="muted">Not run</StatusBadge>;
  return (
    <>
      <StatusBadge tone={gate.passed ? 'done' : 'danger'}>{gate.passed ? 'Passed' : 'Failed'}</StatusBadge>
      <span className={styles.sub}>
        <When at={gate.at} />
      </span>
      <FailedChecks gate={gate} />
    </>
  );
}

function VersionActions({ version: { version } }: { version: PublishedVersion }) {
  const { releases, previewBusy, onPreview } = useVersionRows();
  const label = REMOTE_LABELS[releases.remote];
  const gate = useRunGate(releases.remote);
  const promote = usePromoteVersion(releases.remote);
  const isLive = releases.live?.version === version;
  return (
    // A group named after the version: a screen reader going through the buttons hears whose they are.
    <fieldset className={styles.rowActions}>
      <legend className="visually-hidden">Actions for {version}</legend>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={gate.isPending}
          onClick={() =>
            gate.mutate(version, {
              onSuccess: (after) => {
                const passed = after.versions.find((kept) => kept.version === version)?.gate?.passed;
                toast({
                  title: `Gate run on ${label} ${version}`,
                  description: passed === undefined ? undefined : passed ? 'It passed.' : 'It failed: its row lists the checks.',
                });
              },
            })
          }
        >
          Run gate
        </Button>
        {!isLive && (
          <ConfirmButton
            label="Promote"
            title={`Make ${version} live for every visitor?`}
            variant="secondary"
            disabled={promote.isPending}
            onConfirm={() => promote.mutate(version, { onSuccess: () => toast({ title: `${label} ${version} is live` }) })}
          >
            <p>
              Every visitor gets it at once, without a canary first. The gate checks it before; Roll back returns to the version
              live now.
            </p>
          </ConfirmButton>
        )}
        <Button variant="secondary" disabled={previewBusy} onClick={() => onPreview(version)}>
          Preview
        </Button>
      </div>
      {!isLive && !releases.canary && <CanaryForm version={version} />}
      <ChangeFailure error={gate.error} />
      <ChangeFailure error={promote.error} />
    </fieldset>
  );
}

/** A canary of this version: the share of visitors, checked with the API's own schema before it is sent. */
function CanaryForm({ version }: { version: string }) {
  const id = useId();
  const { releases } = useVersionRows();
  const label = REMOTE_LABELS[releases.remote];
  const start = useStartCanary(releases.remote);
  const form = useForm<CanaryRequest>({
    defaultValues: { version, share: CANARY_SHARE_DEFAULT },
    resolver: zodResolver(canaryRequestSchema),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const submit = handleSubmit((request) =>
    start.mutate(request, {
      onSuccess: () =>
        toast({
          title: `Canary of ${label} ${version} started`,
          description: `${formatPercent(request.share / 100)} of visitors get it.`,
        }),
      onError: (error) => {
        // Any other refusal shows with the gate's checks below the form.
        if (!isSignedOutError(error)) applyServerErrors(form, fieldErrorsOf(error), ['share']);
      },
    }),
  );
  const shareRefused = Boolean(fieldErrorsOf(start.error).share);
  return (
    <form noValidate onSubmit={submit} aria-label={`Canary of ${version}`} className={styles.canaryForm}>
      <TextField
        id={`${id}-share`}
        label="Share of visitors (%)"
        hint={`${CANARY_SHARE_MIN} to ${CANARY_SHARE_MAX}`}
        error={errors.share?.message}
        type="number"
        inputMode="numeric"
        min={CANARY_SHARE_MIN}
        max={CANARY_SHARE_MAX}
        step={1}
        {...register('share', { valueAsNumber: true })}
      />
      <Button type="submit" variant="secondary" disabled={start.isPending}>
        Start canary
      </Button>
      {!shareRefused && <ChangeFailure error={start.error} />}
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { publishRequestSchema, type RemoteReleases, type VersionHealth } from 'contracts/releases';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, toast } from 'shared-ui';
import { applyServerErrors, TextField } from 'shared-ui/forms';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable } from '../../../components/data-table';
import { type Fact, RecordFacts } from '../../../components/record-facts';
import { StatusBadge } from '../../../components/status-badge';
import { fieldErrorsOrMessage, isSignedOutError } from '../../../lib/api';
import { formatCount, formatPercent } from '../../../lib/format';
import { staffTableFeatures } from '../../../lib/table';
import { useAbortCanary } from '../api/abort-canary';
import { usePromoteVersion } from '../api/promote-version';
import { usePublishVersion } from '../api/publish-version';
import { useRollBack } from '../api/roll-back';
import type { PreviewVersions } from '../api/set-preview';
import { errorRate, REMOTE_LABELS } from '../release-rules';
import { ReleaseHistory } from './release-history';
import { AtBy, ChangeFailure, ReasonField, reasonOrNone, When } from './release-parts';
import styles from './releases.module.css';
import { VersionTable } from './version-table';

interface RemoteSectionProps {
  releases: RemoteReleases;
  /** The versions this browser previews. */
  previewing: PreviewVersions;
  previewBusy: boolean;
  onPreview: (version: string) => void;
}

/** One remote of the registry: what is live, its canary, their health, the versions kept, publishing, and the history. */
export function RemoteSection({ releases, previewing, previewBusy, onPreview }: RemoteSectionProps) {
  const headingId = useId();
  const label = REMOTE_LABELS[releases.remote];
  return (
    <section aria-labelledby={headingId} className={styles.remote}>
      <h2 id={headingId} className={styles.remoteTitle}>
        {label} <code className={styles.technical}>{releases.remote}</code>
      </h2>
      <div className={styles.sides}>
        <LiveBox releases={releases} />
        <CanaryBox releases={releases} />
      </div>
      <HealthTable releases={releases} />
      <VersionTable releases={releases} previewing={previewing} previewBusy={previewBusy} onPreview={onPreview} />
      <PublishForm releases={releases} />
      <ReleaseHistory remote={releases.remote} />
    </section>
  );
}

function LiveBox({ releases }: { releases: RemoteReleases }) {
  const label = REMOTE_LABELS[releases.remote];
  const { live } = releases;
  const kept = live && releases.versions.find(({ version }) => version === live.version);
  const facts: Fact[] = live
    ? [
        ['Version', <code key="version">{live.version}</code>],
        ['Built', kept ? <When key="built" at={kept.builtAt} /> : '—'],
        ['Published', kept ? <AtBy key="published" at={kept.publishedAt} by={kept.publishedBy} /> : '—'],
        ['Made live', <AtBy key="live" at={live.since} by={live.by} />],
      ]
    : [];
  return (
    <section aria-label={`Live — ${label}`} className={styles.box}>
      <h3 className={styles.boxTitle}>Live</h3>
      {live ? <RecordFacts facts={facts} /> : <p>No version is live yet.</p>}
      {live && releases.previous && <RollBackButton releases={releases} live={live.version} previous={releases.previous} />}
    </section>
  );
}

function RollBackButton({ releases, live, previous }: { releases: RemoteReleases; live: string; previous: string }) {
  const id = useId();
  const label = REMOTE_LABELS[releases.remote];
  const rollBack = useRollBack(releases.remote);
  const [reason, setReason] = useState('');
  return (
    <div className={styles.actions}>
      <ConfirmButton
        label={`Roll back to ${previous}`}
        title={`Roll ${label} back to ${previous}?`}
        confirmLabel="Roll back"
        variant="secondary"
        danger
        disabled={rollBack.isPending}
        onConfirm={() =>
          rollBack.mutate(reasonOrNone(reason), {
            onSuccess: () => {
              setReason('');
              toast({ title: `${label} rolled back`, description: `${previous} is live again.` });
            },
          })
        }
      >
        <p>
          Every visitor gets {previous} again at once, in place of {live}.
        </p>
        <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
      </ConfirmButton>
      <ChangeFailure error={rollBack.error} />
    </div>
  );
}

function CanaryBox({ releases }: { releases: RemoteReleases }) {
  const label = REMOTE_LABELS[releases.remote];
  const { canary } = releases;
  return (
    <section aria-label={`Canary — ${label}`} className={styles.box}>
      <h3 className={styles.boxTitle}>Canary</h3>
      {canary ? (
        <>
          <RecordFacts
            facts={[
              ['Version', <code key="version">{canary.version}</code>],
              ['Share', `${formatPercent(canary.share / 100)} of visitors`],
              ['Started', <AtBy key="started" at={canary.since} by={canary.by} />],
            ]}
          />
          <CanaryActions releases={releases} version={canary.version} />
        </>
      ) : (
        <p>No canary: every visitor gets the live version.</p>
      )}
    </section>
  );
}

function CanaryActions({ releases, version }: { releases: RemoteReleases; version: string }) {
  const id = useId();
  const label = REMOTE_LABELS[releases.remote];
  const promote = usePromoteVersion(releases.remote);
  const abort = useAbortCanary(releases.remote);
  const [reason, setReason] = useState('');
  const busy = promote.isPending || abort.isPending;
  return (
    <>
      <div className={styles.actions}>
        <ConfirmButton
          label="Promote"
          title={`Make ${version} live for every visitor?`}
          disabled={busy}
          onConfirm={() =>
            promote.mutate(version, {
              onSuccess: () => toast({ title: `${label} ${version} is live`, description: 'The canary ended.' }),
            })
          }
        >
          <p>The gate checks it once more first. Roll back returns to the version live now.</p>
        </ConfirmButton>
        <ConfirmButton
          label="Abort"
          title={`Abort the canary of ${version}?`}
          confirmLabel="Abort the canary"
          variant="secondary"
          danger
          disabled={busy}
          onConfirm={() =>
            abort.mutate(reasonOrNone(reason), {
              onSuccess: () => {
                setReason('');
                toast({ title: `${label} canary aborted`, description: 'Every visitor gets the live version again.' });
              },
            })
          }
        >
          <p>Its visitors get the live version again at once.</p>
          <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
        </ConfirmButton>
      </div>
      <ChangeFailure error={promote.error} />
      <ChangeFailure error={abort.error} />
    </>
  );
}

interface HealthRow {
  version: string;
  side: 'Live' | 'Canary';
  health: VersionHealth;
}

const NO_RENDERS: VersionHealth = { renders: 0, errors: 0, clientErrors: 0 };

const healthColumn = createColumnHelper<typeof staffTableFeatures, HealthRow>();
const healthColumns = healthColumn.columns([
  healthColumn.accessor('version', {
    header: 'Version',
    enableSorting: false,
    cell: (info) => (
      <>
        <code>{info.getValue()}</code>{' '}
        <StatusBadge tone={info.row.original.side === 'Live' ? 'done' : 'active'}>{info.row.original.side}</StatusBadge>
      </>
    ),
  }),
  healthColumn.accessor((row) => row.health.renders, {
    id: 'renders',
    header: 'Renders',
    enableSorting: false,
    cell: (info) => formatCount(info.getValue()),
  }),
  healthColumn.accessor((row) => row.health.errors, {
    id: 'errors',
    header: 'Server errors',
    enableSorting: false,
    cell: (info) => formatCount(info.getValue()),
  }),
  healthColumn.accessor((row) => row.health.clientErrors, {
    id: 'clientErrors',
    header: 'Browser errors',
    enableSorting: false,
    cell: (info) => formatCount(info.getValue()),
  }),
  healthColumn.display({
    id: 'rate',
    header: 'Error rate',
    cell: (info) => {
      const rate = errorRate(info.row.original.health);
      return rate === undefined ? 'No renders yet' : formatPercent(rate);
    },
  }),
]);

function HealthTable({ releases }: { releases: RemoteReleases }) {
  const label = REMOTE_LABELS[releases.remote];
  const rows: HealthRow[] = [];
  if (releases.live)
    rows.push({ version: releases.live.version, side: 'Live', health: releases.health[releases.live.version] ?? NO_RENDERS });
  if (releases.canary)
    rows.push({
      version: releases.canary.version,
      side: 'Canary',
      health: releases.health[releases.canary.version] ?? NO_RENDERS,
    });
  const table = useTable({ features: staffTableFeatures, columns: healthColumns, data: rows, getRowId: (row) => row.side });
  return (
    <section aria-label={`Health — ${label}`} className={styles.part}>
      <h3 className={styles.partTitle}>Health</h3>
      <p className={styles.partIntro}>
        Since each version went live or on canary. The error rate counts server and browser errors per page rendered.
      </p>
      <DataTable table={table} caption={`Health of ${label}`} empty="Nothing is live or on canary yet." />
    </section>
  );
}

const PUBLISH_FIELDS = ['version'] as const;

function PublishForm({ releases }: { releases: RemoteReleases }) {
  const id = useId();
  const label = REMOTE_LABELS[releases.remote];
  const publish = usePublishVersion(releases.remote);
  const form = useForm<{ version: string }>({ defaultValues: { version: '' }, resolver: zodResolver(publishRequestSchema) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const submit = handleSubmit(({ version }) =>
    publish.mutate(version, {
      onSuccess: () => {
        reset();
        toast({ title: `${label} ${version} published`, description: 'It may now be gated, previewed and put on canary.' });
      },
      onError: (error) => {
        if (isSignedOutError(error)) return;
        applyServerErrors(form, fieldErrorsOrMessage(error, PUBLISH_FIELDS), PUBLISH_FIELDS);
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={styles.publish}>
      <h3 id={`${id}-title`} className={styles.partTitle}>
        Publish a version of {label}
      </h3>
      <p className={styles.partIntro}>Registers a version {label}’s origin already serves, as its build named it.</p>
      <div className={styles.inline}>
        <TextField
          id={`${id}-version`}
          label="Version"
          hint="Such as 1.0.0-3f9a2b1c4d"
          error={errors.version?.message}
          type="text"
          autoComplete="off"
          spellCheck={false}
          {...register('version')}
        />
        <Button type="submit" disabled={publish.isPending}>
          Publish
        </Button>
      </div>
    </form>
  );
}

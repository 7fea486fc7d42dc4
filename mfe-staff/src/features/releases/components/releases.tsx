import type { RemoteName } from 'contracts/federation';
import { RELEASE_PREVIEW_MAX_AGE_S } from 'contracts/release-rules';
import { useId, useState } from 'react';
import { Button, toast } from 'shared-ui';
import messages from '../../../components/messages.module.css';
import { LoadFailure, Screen } from '../../../components/screen';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { useReleases } from '../api/get-releases';
import { type PreviewVersions, useSetPreview } from '../api/set-preview';
import { REMOTE_LABELS } from '../release-rules';
import styles from './releases.module.css';
import { RemoteSection } from './remote-section';

const PREVIEW_MINUTES = RELEASE_PREVIEW_MAX_AGE_S / 60;

/**
 * /staff/releases (admins and releasers): for each remote of the site, the version live, its
 * canary, their health, the versions kept with the gate's verdict, and the history; and a
 * preview of any versions in this browser alone.
 */
export function Releases() {
  const releases = useReleases();
  const setPreview = useSetPreview();
  // The API's cookie is HttpOnly: the console knows what it previews only from what it asked in this tab.
  const [previewing, setPreviewing] = useState<PreviewVersions>({});

  const preview = (remote: RemoteName, version: string) => {
    const versions = { ...previewing, [remote]: version };
    setPreview.mutate(versions, {
      onSuccess: () => {
        setPreviewing(versions);
        toast({ title: `Previewing ${REMOTE_LABELS[remote]} ${version}`, description: 'In this browser only.' });
      },
    });
  };
  const endPreview = () =>
    setPreview.mutate(
      {},
      {
        onSuccess: () => {
          setPreviewing({});
          toast({ title: 'Preview ended', description: 'This browser sees the live versions again.' });
        },
      },
    );

  return (
    <Screen
      title="Releases"
      intro="Each part of the site is released as a version that never changes. The gate checks a version against the site; a canary shows it to a share of visitors, a preview to this browser alone, before it goes live."
    >
      {setPreview.isError && !isSignedOutError(setPreview.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(setPreview.error)}
        </p>
      )}
      {Object.keys(previewing).length > 0 && (
        <PreviewPanel previewing={previewing} ending={setPreview.isPending} onEnd={endPreview} />
      )}
      {releases.isError && <LoadFailure message={errorMessage(releases.error)} onRetry={() => void releases.refetch()} />}
      {releases.isPending ? (
        <p role="status">Loading the releases…</p>
      ) : releases.data?.remotes.length === 0 ? (
        <p>No part of the site is in the release registry yet.</p>
      ) : (
        releases.data?.remotes.map((remote) => (
          <RemoteSection
            key={remote.remote}
            releases={remote}
            previewing={previewing}
            previewBusy={setPreview.isPending}
            onPreview={(version) => preview(remote.remote, version)}
          />
        ))
      )}
    </Screen>
  );
}

function PreviewPanel({ previewing, ending, onEnd }: { previewing: PreviewVersions; ending: boolean; onEnd: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <h2 id={headingId} className={styles.boxTitle}>
        Your preview
      </h2>
      <p>
        This browser sees the whole site with these versions, for {PREVIEW_MINUTES} minutes at most; every other visitor sees the
        live ones.
      </p>
      <ul className={styles.previewList}>
        {Object.entries(previewing).map(([remote, version]) => (
          <li key={remote}>
            {REMOTE_LABELS[remote as RemoteName]}: <code>{version}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {/* A page load, not a route change: the shell's server renders it with the preview's versions. */}
        <a href="/" target="_blank" rel="noopener">
          Open the site with this preview <span className={styles.newTab}>(opens in a new tab)</span>
        </a>
        <Button variant="secondary" disabled={ending} onClick={onEnd}>
          End preview
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Button, toast } from 'shared-ui';
import { Icon } from '../../../components/icon';
import { jobContent } from '../job-content.localized';
import { jobMessages } from '../messages';
import styles from './job-detail.module.css';

/** What the share sheet and the clipboard get: this page without its query or hash. */
function pageUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * Share Position: the device's share sheet where there is one; if it is missing or fails,
 * the link goes to the clipboard with a notice; if that fails too, the link is shown selected
 * in a field to copy by hand.
 */
export function SharePosition({ title }: { title: string }) {
  const id = useId();
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const t = jobMessages.useT();
  const { linkCopiedToast } = jobContent.useText();

  useEffect(() => {
    if (manualUrl === null) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [manualUrl]);

  async function share() {
    const url = pageUrl();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing failed.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(linkCopiedToast);
    } catch {
      setManualUrl(url);
    }
  }

  return (
    <div className={styles.share}>
      <Button variant="secondary" onClick={share} className={styles.fullWidth}>
        <Icon name="share" size={18} />
        {t('job.share')}
      </Button>
      {manualUrl !== null && (
        <div className={styles.manualShare}>
          <label htmlFor={`${id}-url`}>{t('job.shareField')}</label>
          <input id={`${id}-url`} ref={fieldRef} type="url" dir="ltr" readOnly value={manualUrl} className={styles.urlField} />
        </div>
      )}
    </div>
  );
}

import { type FormEventHandler, type ReactNode, useId } from 'react';
import { clsx } from 'shared-ui';
import styles from './editor-layout.module.css';
import messages from './messages.module.css';

interface EditorLayoutProps {
  /** The form's accessible name ("Job", "Story"). */
  label: string;
  /** `narrow`: one column of fields beside a wide page; `wide`: two languages side by side, the preview below until 140rem. */
  form: 'narrow' | 'wide';
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A draft from before signing in again was put back and differs from what is saved. */
  restored: boolean;
  failure?: string;
  preview: ReactNode;
  children: ReactNode;
}

/** An editor of a public record (a job, a story): its form, with what happened to it, beside the preview of its page. */
export function EditorLayout({ label, form, onSubmit, restored, failure, preview, children }: EditorLayoutProps) {
  return (
    <div className={clsx(styles.editor, form === 'narrow' ? styles.narrowForm : styles.wideForm)}>
      <form noValidate aria-label={label} onSubmit={onSubmit} className={styles.form}>
        {restored && (
          <p role="status" className={messages.info}>
            Restored what you had typed before signing in again. Save to keep it.
          </p>
        )}
        {failure && (
          <p role="alert" className={messages.failure}>
            {failure}
          </p>
        )}
        {children}
      </form>
      {preview}
    </div>
  );
}

/**
 * The public page as the owning remote draws it, in a region that scrolls; without the remote's
 * module (it failed to load) a sentence says so. `controls` sit beside the heading.
 */
export function PreviewPanel({ controls, children }: { controls?: (headingId: string) => ReactNode; children?: ReactNode }) {
  const headingId = useId();
  return (
    <div className={styles.preview}>
      <div className={styles.previewBar}>
        <h2 id={headingId} className={styles.previewHeading}>
          Preview of the public page
        </h2>
        {controls?.(headingId)}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1) */}
      <section aria-labelledby={headingId} tabIndex={0} className={styles.previewFrame}>
        {children ?? <p className={messages.info}>The preview is not available here.</p>}
      </section>
    </div>
  );
}

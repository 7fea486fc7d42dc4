import { type Ref, useEffect, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button, buttonClassName, clsx } from 'shared-ui';
import { describedBy, FieldError } from 'shared-ui/forms';
import { Icon } from '../../../components/icon';
import { applicationFormMessages } from '../messages';
import {
  formatFileSize,
  isPdf,
  RESUME_DROPZONE_OPTIONS,
  rejectionMessage,
  UPLOAD_PROGRESS_INTERVAL_MS,
  UPLOAD_PROGRESS_STEP,
} from '../resume-rules';
import styles from './application-form.module.css';

interface ResumeFieldProps {
  id: string;
  file: File | null;
  error?: string;
  onAccept: (file: File) => void;
  onReject: (message: string) => void;
  onRemove: () => void;
  /** The browse button: where the focus goes when the field is invalid. */
  browseRef: Ref<HTMLButtonElement>;
  disabled?: boolean;
}

/**
 * The resume upload widget: drop a file or browse for one; a simulated upload rises 10 %
 * every 100 ms, then a check; Remove returns to idle, a new file restarts the progress.
 */
export function ResumeField({ id, file, error, onAccept, onReject, onRemove, browseRef, disabled = false }: ResumeFieldProps) {
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progress = useSimulatedProgress(file);
  const t = applicationFormMessages.useT();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    ...RESUME_DROPZONE_OPTIONS,
    // The browse button opens the chooser: one clear control for keyboard and pointer alike.
    noClick: true,
    noKeyboard: true,
    disabled,
    // A drop with any file refused is refused whole: of two files dropped, react-dropzone keeps
    // the first and refuses the second, but which one the visitor meant is not ours to guess.
    onDrop: ([accepted], rejections) => {
      if (rejections.length > 0) onReject(rejectionMessage(rejections));
      else if (accepted) onAccept(accepted);
    },
  });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('resume.label')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('resume.hint')}
      </p>
      <div
        {...getRootProps({
          className: clsx(styles.dropzone, isDragActive && styles.isDragActive, error && styles.isInvalid),
        })}
      >
        <input {...getInputProps({ id: inputId, 'aria-label': t('resume.label') })} />
        <Icon name="upload" size={32} className={styles.dropzoneIcon} />
        <p className={styles.dropzoneText}>{t(isDragActive ? 'resume.drop' : file ? 'resume.dragAnother' : 'resume.drag')}</p>
        <button
          ref={browseRef}
          type="button"
          className={buttonClassName('secondary')}
          onClick={open}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(hintId, error ? errorId : undefined)}
        >
          {t(file ? 'resume.browseAnother' : 'resume.browse')}
        </button>
      </div>
      {file && <UploadedFile file={file} progress={progress} onRemove={onRemove} disabled={disabled} />}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A simulated upload: 0 → 100 in steps of 10 every 100 ms, from 0 again for every new file. */
function useSimulatedProgress(file: File | null): number {
  const [state, setState] = useState<{ file: File | null; progress: number }>({ file: null, progress: 0 });
  const progress = state.file === file ? state.progress : 0;
  useEffect(() => {
    if (!file || progress >= 100) return;
    const timer = setTimeout(
      () => setState({ file, progress: Math.min(100, progress + UPLOAD_PROGRESS_STEP) }),
      UPLOAD_PROGRESS_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [file, progress]);
  return progress;
}

/** A blob URL of the PDF for the browser's own viewer, revoked when the file is replaced or removed. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

interface UploadedFileProps {
  file: File;
  progress: number;
  onRemove: () => void;
  disabled: boolean;
}

function UploadedFile({ file, progress, onRemove, disabled }: UploadedFileProps) {
  const t = applicationFormMessages.useT();
  const isDone = progress >= 100;
  const previewUrl = usePreviewUrl(isPdf(file) ? file : null);
  const [previewShownFor, setPreviewShownFor] = useState<File | null>(null);
  const isPreviewShown = previewShownFor === file && previewUrl !== null;

  return (
    <div className={styles.fileCard}>
      <div className={styles.fileRow}>
        {isDone ? (
          <Icon name="check" size={24} strokeWidth={3} className={styles.fileDone} />
        ) : (
          <Icon name="file" size={24} className={styles.fileIcon} />
        )}
        <div className={styles.fileInfo}>
          <bdi className={styles.fileName}>{file.name}</bdi>
          <span className={styles.fileMeta}>
            <bdi>{formatFileSize(file.size)}</bdi> ·{' '}
            <span role="status">{t(isDone ? 'resume.complete' : 'resume.uploading')}</span>
          </span>
        </div>
        <Button variant="ghost" onClick={onRemove} disabled={disabled} aria-label={t('resume.removeFile', { file: file.name })}>
          {t('resume.remove')}
        </Button>
      </div>
      {!isDone && (
        <div
          role="progressbar"
          aria-label={t('resume.uploadingFile', { file: file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className={styles.progress}
        >
          <span className={styles.progressBar} style={{ width: `${progress}%` }} />
        </div>
      )}
      {isDone && previewUrl && (
        <div className={styles.preview}>
          <div className={styles.previewActions}>
            <Button
              variant="ghost"
              aria-expanded={isPreviewShown}
              onClick={() => setPreviewShownFor(isPreviewShown ? null : file)}
            >
              {t(isPreviewShown ? 'resume.hidePreview' : 'resume.showPreview')}
            </Button>
            <a href={previewUrl} target="_blank" rel="noopener" className={styles.previewLink}>
              {t('resume.openPdf')}
            </a>
          </div>
          {isPreviewShown && (
            <iframe title={t('resume.previewOf', { file: file.name })} src={previewUrl} className={styles.previewFrame} />
          )}
        </div>
      )}
    </div>
  );
}

import { type ReactNode, useId, useRef } from 'react';
import { Button, type ButtonVariant } from 'shared-ui';
import styles from './confirm-button.module.css';

interface ConfirmButtonProps {
  /** The button that asks, and the dialog's own confirming button unless `confirmLabel` says otherwise. */
  label: string;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  variant?: ButtonVariant;
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}

/**
 * A button that asks first, in the platform's modal `<dialog>`: focus moves into it and back,
 * Escape cancels, and nothing behind it can be reached meanwhile.
 */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel = label,
  variant,
  danger,
  disabled,
  onConfirm,
}: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {label}
      </Button>
      <dialog ref={dialog} aria-labelledby={titleId} className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.text}>{children}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close} autoFocus>
            Cancel
          </Button>
          <Button
            className={danger ? styles.danger : undefined}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </dialog>
    </>
  );
}

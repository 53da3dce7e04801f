import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Without it the dialog only shows something: its one button closes it. */
  onConfirm?: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs the buttons are disabled. */
  isBusy?: boolean;
  /** False keeps the confirm button disabled until the dialog's choice is made. */
  canConfirm?: boolean;
  /** Room for wide content (JSON, lists of events). */
  isWide?: boolean;
}

/**
 * One confirmation modal for every screen (and, without onConfirm, for showing a record). A
 * native modal <dialog> keeps focus inside it, makes the page behind inert and closes on Escape;
 * focus returns to the button that opened it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isBusy = false,
  canConfirm = true,
  isWide = false,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={isWide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="admin-dialog-body">{children}</div>
      <div className="admin-dialog-actions">
        <button type="button" className="button button-quiet" onClick={onCancel} disabled={isBusy}>
          {cancelLabel}
        </button>
        {onConfirm && (
          <button type="button" className="button" onClick={onConfirm} disabled={isBusy || !canConfirm}>
            {confirmLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}

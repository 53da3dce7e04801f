import type { ReactNode } from 'react';

interface ConfirmPanelProps {
  /** Names the panel for screen readers (what is being confirmed). */
  label: string;
  isBusy: boolean;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  onKeep: () => void;
  /** What confirming does (the refund, what is erased). */
  children: ReactNode;
}

/** The second step before something that cannot be undone: what it does, then do it or keep things as they are. */
export function ConfirmPanel({ label, isBusy, confirmLabel, keepLabel, onConfirm, onKeep, children }: ConfirmPanelProps) {
  return (
    <div className="appointment-panel" role="group" aria-label={label}>
      {children}
      <div className="actions">
        <button type="button" className="button button-danger" disabled={isBusy} aria-busy={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onKeep}>
          {keepLabel}
        </button>
      </div>
    </div>
  );
}

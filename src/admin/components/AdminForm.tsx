import type { SubmitEvent, ReactNode } from 'react';

interface AdminFormProps {
  onSubmit: () => unknown;
  isBusy: boolean;
  /** The button's label, and its label while the form is being saved (SPEC §2). */
  submitLabel: string;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}

/** An admin create/edit form: our own validation (noValidate) and one submit button that shows it is busy. */
export function AdminForm({ onSubmit, isBusy, submitLabel, busyLabel, className = 'admin-card admin-form', children }: AdminFormProps) {
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className={className} onSubmit={submit} noValidate>
      {children}
      <div>
        <button type="submit" className="button" disabled={isBusy}>
          {isBusy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

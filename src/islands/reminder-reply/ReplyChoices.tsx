import { usePatientCopy } from '../shared/island-language';

/** The three answers: Confirm (until confirmed), Change time and Cancel. */
export function ReplyChoices({
  isConfirmed,
  busy,
  onConfirm,
  onChange,
  onCancel,
}: {
  isConfirmed: boolean;
  busy: boolean;
  onConfirm: () => void;
  onChange: () => void;
  onCancel: () => void;
}) {
  const copy = usePatientCopy().myAppointments.reminderPageCopy;
  return (
    <>
      {isConfirmed ? <p className="reminder-done">{copy.alreadyConfirmed}</p> : <p>{copy.intro}</p>}
      <div className="reminder-actions">
        {!isConfirmed && (
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {copy.confirm}
          </button>
        )}
        <button type="button" className="button button-secondary" disabled={busy} onClick={onChange}>
          {copy.change}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </>
  );
}

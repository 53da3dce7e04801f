import type { Appointment, AppointmentNoteAnswer } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { auditMessages as m } from '../../lib/validation/messages';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RichText } from '../components/RichText';
import { useDialogFetch } from '../components/useDialogFetch';

/** The doctor's consultation note of an appointment, as the doctor wrote it, for staff to read. */
export function NoteDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const answer = useDialogFetch<AppointmentNoteAnswer>(appointment && `/v1/appointments/${appointment.id}/note`, m.noteFailed);
  const note = answer.status === 'loaded' ? answer.data.note : null;

  return (
    <ConfirmDialog isOpen={appointment !== null} title="Consultation note" cancelLabel="Close" onCancel={onClose}>
      {appointment && (
        <p>
          {appointment.user.name} with {appointment.doctor.name}, {formatDate(appointment.time)}
        </p>
      )}
      {answer.status === 'loading' && <p>Loading...</p>}
      {answer.status === 'failed' && <p role="alert">{m.noteFailed}</p>}
      {answer.status === 'loaded' && !note && <p>No note yet.</p>}
      {note && (
        <>
          <RichText html={note.body} headingTag="h3" className="admin-note" />
          <p className="admin-hint">
            Written by {note.author ?? 'a doctor'}, last changed {formatDate(note.updated_at, 'short', CLINIC_TIME_ZONE)} IST.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}

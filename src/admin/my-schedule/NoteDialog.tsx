import { lazy, Suspense, useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { DoctorAppointment } from '../../lib/api/types';
import { richTextToPlain } from '../../lib/format/rich-text';
import { formatAppointmentTime } from '../../lib/format/date';
import { consultationNoteSchema } from '../../lib/validation/doctor';
import { doctorPortalMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CORNER_TOAST } from '../components/corner-toast';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';

// The recipe screens' editor, downloaded only when a note is first opened.
const RichTextEditor = lazy(() => import('../recipes/RichTextEditor'));

interface NoteDialogProps {
  /** The appointment whose note is being written; null keeps the dialog closed. */
  appointment: DoctorAppointment | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Writes or edits the consultation note in the recipe editor; the server sanitizes what it keeps. */
export function NoteDialog({ appointment, onClose, onSaved }: NoteDialogProps) {
  const [body, setBody] = useState('');
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const { isBusy, write } = useAdminWrite(CORNER_TOAST);
  const labelId = useId();
  // Each opening starts from the appointment's saved note.
  if ((appointment?.id ?? null) !== openedFor) {
    setOpenedFor(appointment?.id ?? null);
    setBody(appointment?.note?.body ?? '');
  }
  // An editor cleared of its text still holds an empty paragraph.
  const isBlank = richTextToPlain(body) === '';

  const onConfirm = async () => {
    if (!appointment) return;
    const request = consultationNoteSchema.safeParse({ body });
    if (!request.success) return void toast.error(request.error.issues[0]?.message ?? m.noteRequired, CORNER_TOAST);
    const save = () => adminApi(`/v1/doctor/appointments/${appointment.id}/note`, { method: 'PUT', body: request.data });
    if (await write(save, m.noteSaved, m.noteSaveFailed)) {
      onClose();
      onSaved();
    }
  };

  return (
    <ConfirmDialog
      isOpen={appointment !== null}
      title={appointment ? `Note for ${appointment.patient.name}` : ''}
      confirmLabel={isBusy ? 'Saving...' : 'Save note'}
      cancelLabel="Close"
      isBusy={isBusy}
      canConfirm={!isBlank}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {appointment && (
        <div className="admin-form schedule-note-form">
          <p className="admin-hint">
            {appointment.service.name}, {formatAppointmentTime(appointment.time).clinic}
          </p>
          <div className="admin-field">
            <span className="admin-label" id={labelId}>
              Consultation note
            </span>
            <Suspense fallback={<p className="admin-editor-loading">Loading editor...</p>}>
              <RichTextEditor labelId={labelId} value={body} onChange={setBody} isDisabled={isBusy} />
            </Suspense>
          </div>
        </div>
      )}
    </ConfirmDialog>
  );
}

import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { TherapistSession } from '../../lib/api/types';
import { markSessionDoneSchema, SESSION_NOTE_LIMIT } from '../../lib/validation/course-views';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CORNER_TOAST } from '../components/corner-toast';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';
import { sessionTimeRange } from './session-time';

interface MarkDoneDialogProps {
  /** The session being marked; null keeps the dialog closed. */
  session: TherapistSession | null;
  onClose: () => void;
  onDone: () => void;
}

/** Marks a session done with the therapist's note (how it went, anything the doctor should know). */
export function MarkDoneDialog({ session, onClose, onDone }: MarkDoneDialogProps) {
  const [note, setNote] = useState('');
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const { isBusy, write } = useAdminWrite(CORNER_TOAST);
  const noteId = useId();
  const hintId = useId();
  // Each opening starts with an empty note.
  if ((session?.id ?? null) !== openedFor) {
    setOpenedFor(session?.id ?? null);
    setNote('');
  }

  const onConfirm = async () => {
    if (!session) return;
    const request = markSessionDoneSchema.safeParse({ note });
    if (!request.success) return void toast.error(request.error.issues[0]?.message ?? 'Check the note', CORNER_TOAST);
    const mark = () => adminApi(`/v1/course-sessions/${session.id}/done`, { method: 'POST', body: request.data });
    if (await write(mark, 'Session marked done', 'The session could not be marked done')) {
      onClose();
      onDone();
    }
  };

  return (
    <ConfirmDialog
      isOpen={session !== null}
      title={session ? `Mark done: ${session.therapy.name} for ${session.patient.name}` : ''}
      confirmLabel={isBusy ? 'Saving...' : 'Mark done'}
      cancelLabel="Close"
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {session && (
        <div className="admin-form">
          <p className="admin-hint">
            {sessionTimeRange(session)} · {session.room.name}
          </p>
          <div className="admin-field">
            <label htmlFor={noteId}>Note (optional)</label>
            <textarea
              id={noteId}
              className="admin-input"
              rows={4}
              maxLength={SESSION_NOTE_LIMIT}
              aria-describedby={hintId}
              value={note}
              disabled={isBusy}
              onChange={(e) => setNote(e.target.value)}
            />
            <span className="admin-hint" id={hintId}>
              How the session went, for the doctor. {SESSION_NOTE_LIMIT - note.length} characters left.
            </span>
          </div>
        </div>
      )}
    </ConfirmDialog>
  );
}

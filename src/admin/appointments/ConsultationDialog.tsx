import toast from 'react-hot-toast';
import type { Appointment, Consultation } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { BeforeTheVisit, clinicWhen } from '../components/BeforeTheVisit';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CORNER_TOAST } from '../components/corner-toast';
import { useDialogFetch } from '../components/useDialogFetch';
import { adminSaveFile } from '../session/session-store';
import '../my-schedule/my-schedule.css';

const FETCH_FAILED = 'Could not load the consultation. Please try again.';

/** Staff's read-only view of one appointment's consultation (issue 29): consent, intake, reports, and the record's state. */
export function ConsultationDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const answer = useDialogFetch<Consultation>(appointment && `/v1/appointments/${appointment.id}/consultation`, FETCH_FAILED);
  const record = answer.status === 'loaded' ? answer.data.record : null;
  return (
    <ConfirmDialog isOpen={appointment !== null} isWide title="Consultation" cancelLabel="Close" onCancel={onClose}>
      {appointment && (
        <p>
          #{appointment.id}: {appointment.user.name} with {appointment.doctor.name}, {appointment.service.name}, {formatDate(appointment.time)}
        </p>
      )}
      {answer.status === 'loading' && <p>Loading...</p>}
      {answer.status === 'failed' && <p role="alert">{FETCH_FAILED}</p>}
      {answer.status === 'loaded' && appointment && (
        <div className="admin-form visit-dialog">
          <BeforeTheVisit appointmentId={appointment.id} file={answer.data} />
          <section>
            <h3>Doctor&apos;s record</h3>
            {!record && <p className="admin-hint">Nothing written yet.</p>}
            {record && !record.finalised_at && <p className="admin-hint">A draft, not yet finalised.</p>}
            {record?.finalised_at && (
              <>
                <p className="admin-hint">
                  Finalised {clinicWhen(record.finalised_at)}
                  {record.addenda.length > 0 ? `, ${record.addenda.length} addendum(s)` : ''}.
                </p>
                <button
                  type="button"
                  className="button button-small"
                  onClick={() =>
                    void adminSaveFile(`/v1/appointments/${appointment.id}/summary.pdf`, `visit-summary-${appointment.id}.pdf`).catch(() =>
                      toast.error('Download failed', CORNER_TOAST),
                    )
                  }
                >
                  Download visit summary
                </button>
              </>
            )}
          </section>
        </div>
      )}
    </ConfirmDialog>
  );
}

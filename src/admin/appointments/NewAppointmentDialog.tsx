import { ConfirmDialog } from '../components/ConfirmDialog';
import { AppointmentFieldset } from './AppointmentFieldset';
import { BookedSummary } from './BookedSummary';
import type { NewAppointmentPrefill } from './new-appointment-form';
import { PatientFieldset } from './PatientFieldset';
import { PaymentFieldset } from './PaymentFieldset';
import { useNewAppointment } from './useNewAppointment';

export type { NewAppointmentPrefill, PatientChoice } from './new-appointment-form';

interface NewAppointmentDialogProps {
  /** Null keeps the dialog closed; an object (perhaps empty) opens it with those choices made. */
  prefill: NewAppointmentPrefill | null;
  onClose: () => void;
  onBooked?: () => void;
}

/**
 * Issue 34: the front desk books for a patient who phoned or walked in. Find the patient (or add
 * one), the service, a doctor who offers it, a day and a free time, the mode the service offers,
 * and the fee taken at the desk or waived; one confirmation shows the appointment's reference.
 */
export function NewAppointmentDialog({ prefill, onClose, onBooked }: NewAppointmentDialogProps) {
  const booking = useNewAppointment(prefill, onClose, onBooked);
  const { booked, isBusy, close } = booking;

  // Both branches render the same ConfirmDialog: the open <dialog> stays one element from the form to its confirmation.
  if (booked) {
    return (
      <ConfirmDialog isOpen={prefill !== null} title={booked.link ? 'Payment link sent' : 'Appointment booked'} cancelLabel="Done" onCancel={close}>
        <div className="admin-booked" role="status">
          <BookedSummary booked={booked} method={booking.form.method} onOpenPatient={close} />
        </div>
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      isOpen={prefill !== null}
      title="New appointment"
      confirmLabel={isBusy ? 'Booking...' : 'Book appointment'}
      isBusy={isBusy}
      onConfirm={() => void booking.book()}
      onCancel={close}
      isWide
    >
      <div className="admin-form admin-new-appointment">
        <PatientFieldset booking={booking} />
        <AppointmentFieldset booking={booking} />
        <PaymentFieldset booking={booking} />
      </div>
    </ConfirmDialog>
  );
}

import { useCallback, useState } from 'react';
import type { DoctorAppointment } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { OutcomeDialog } from '../appointments/OutcomeDialog';
import { CORNER_TOAST } from '../components/corner-toast';
import type { DoctorOutcome } from './AppointmentParts';
import { NoteDialog } from './NoteDialog';
import { VisitDialog } from './VisitDialog';

/**
 * The outcome and note dialogs of a doctor's screen: `onOutcome` and `onNote` open them for an
 * appointment, `dialogs` renders them, and `onChanged` reloads the list after a save.
 */
export function useAppointmentDialogs(onChanged: () => void) {
  const [outcome, setOutcome] = useState<{ appointment: DoctorAppointment; outcome: DoctorOutcome } | null>(null);
  const [noting, setNoting] = useState<DoctorAppointment | null>(null);
  const [visiting, setVisiting] = useState<DoctorAppointment | null>(null);
  const onOutcome = useCallback((appointment: DoctorAppointment, chosen: DoctorOutcome) => setOutcome({ appointment, outcome: chosen }), []);
  const dialogs = (
    <>
      <OutcomeDialog
        change={
          outcome && {
            outcome: outcome.outcome,
            path: `/v1/doctor/appointments/${outcome.appointment.id}/status`,
            patientName: outcome.appointment.patient.name,
            time: formatAppointmentTime(outcome.appointment.time).clinic,
          }
        }
        toastOptions={CORNER_TOAST}
        onClose={() => setOutcome(null)}
        onChanged={onChanged}
      />
      <NoteDialog appointment={noting} onClose={() => setNoting(null)} onSaved={onChanged} />
      <VisitDialog appointment={visiting} onClose={() => setVisiting(null)} />
    </>
  );
  return { onOutcome, onNote: setNoting, onVisit: setVisiting, dialogs };
}

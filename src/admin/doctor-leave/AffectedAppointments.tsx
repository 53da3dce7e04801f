import { useId, useState } from 'react';
import type { AffectedAppointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { indiaDateOf, CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { LOCALE_NAMES } from '../../i18n/locales';
import { CANCELLATION_REASON_MAX } from '../../lib/validation/appointment';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminWrite } from '../components/useAdminWrite';
import { useRescheduleSlots } from '../appointments/useRescheduleSlots';
import { adminApi } from '../session/session-store';

const whenText = (iso: string) => formatDate(iso, 'short', CLINIC_TIME_ZONE);

/**
 * Moves one appointment to another doctor who offers its service, on the same clinic day (the
 * staff move of the appointments screen: the patient is told in their language).
 */
function MoveControl({ appointment, onDone }: { appointment: AffectedAppointment; onDone: () => void }) {
  const selectId = useId();
  const [slotId, setSlotId] = useState('');
  const { slots, isLoading } = useRescheduleSlots(indiaDateOf(new Date(appointment.time)), appointment.service.id);
  const { isBusy, write } = useAdminWrite();
  const others = new Set(appointment.alternatives.map((doctor) => doctor.id));
  const offered = slots.filter((slot) => others.has(slot.doctor.id));
  if (appointment.alternatives.length === 0) return <p className="admin-cell-note">No other doctor offers this service.</p>;
  const move = async () => {
    const done = await write(
      () =>
        adminApi('/v1/appointments/reschedule', {
          method: 'POST',
          body: { appointmentId: appointment.id, userId: appointment.patient.id, newSlotId: Number(slotId) },
        }),
      'Appointment moved; the patient is told.',
      'The appointment could not be moved.',
    );
    if (done) onDone();
  };
  return (
    <div className="leave-move">
      <label htmlFor={selectId}>Move to</label>
      <select id={selectId} value={slotId} onChange={(e) => setSlotId(e.target.value)} disabled={isLoading || offered.length === 0}>
        <option value="">{isLoading ? 'Loading times...' : offered.length === 0 ? 'No free time that day' : 'Choose a doctor and time'}</option>
        {offered.map((slot) => (
          <option key={slot.id} value={slot.id}>
            {slot.doctor.name}, {whenText(slot.start_time)}
          </option>
        ))}
      </select>
      <button type="button" className="button button-small" disabled={!slotId || isBusy} onClick={() => void move()}>
        {isBusy ? 'Moving...' : 'Move'}
      </button>
    </div>
  );
}

/** Cancels one appointment with a full refund (the staff cancellation: the patient is told in their language). */
function CancelDialog({ appointment, onClose, onDone }: { appointment: AffectedAppointment | null; onClose: () => void; onDone: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('The doctor is on leave');
  const { isBusy, write } = useAdminWrite();
  const cancel = async () => {
    if (!appointment) return;
    const done = await write(
      () =>
        adminApi(`/v1/appointments/${appointment.id}/status`, {
          method: 'POST',
          body: { status: 'cancelled', reason: reason.trim(), refund: { kind: 'full' } },
        }),
      'Appointment cancelled with a full refund; the patient is told.',
      'The appointment could not be cancelled.',
    );
    if (done) {
      onClose();
      onDone();
    }
  };
  return (
    <ConfirmDialog
      isOpen={appointment !== null}
      title="Cancel with a full refund"
      onConfirm={() => void cancel()}
      onCancel={onClose}
      confirmLabel={isBusy ? 'Cancelling...' : 'Cancel the appointment'}
      cancelLabel="Keep it"
      isBusy={isBusy}
      canConfirm={reason.trim().length > 0}
    >
      {appointment && (
        <>
          <p>
            {appointment.patient.name ?? 'The patient'}, {appointment.service.name}, {whenText(appointment.time)}.{' '}
            {appointment.paidPaise > 0 ? `${formatPaise(appointment.paidPaise)} goes back in full.` : 'Nothing was paid.'}
          </p>
          <div className="admin-field">
            <label htmlFor={reasonId}>Reason the patient reads</label>
            <input id={reasonId} value={reason} maxLength={CANCELLATION_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
          </div>
        </>
      )}
    </ConfirmDialog>
  );
}

/** The appointments a doctor's leave falls on, each to move to another doctor or cancel with a full refund. */
export function AffectedAppointments({ rows, onChanged }: { rows: AffectedAppointment[] | null; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState<AffectedAppointment | null>(null);
  return (
    <section aria-labelledby="leave-affected-title" className="leave-affected">
      <h2 id="leave-affected-title">Appointments needing action</h2>
      {rows === null ? (
        <p className="admin-loading">Loading...</p>
      ) : rows.length === 0 ? (
        <p role="status">No booked appointment falls in this doctor’s leave.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards admin-static-cards">
            <caption>Still booked with this doctor while they are away: move each to another doctor or cancel it with a full refund</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Patient</th>
                <th scope="col">Service</th>
                <th scope="col">Paid</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{whenText(row.time)}</th>
                  <td data-label="Patient">
                    {row.patient.name ?? 'Patient'}
                    <span className="admin-cell-note">
                      {' '}
                      {row.patient.mobile ?? ''} · {LOCALE_NAMES[row.patient.language]}
                    </span>
                  </td>
                  <td data-label="Service">{row.service.name}</td>
                  <td data-label="Paid">{row.paidPaise > 0 ? formatPaise(row.paidPaise) : 'Not paid'}</td>
                  <td data-label="Action">
                    <MoveControl appointment={row} onDone={onChanged} />
                    <button type="button" className="button button-small button-quiet" onClick={() => setCancelling(row)}>
                      Cancel with full refund
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} onDone={onChanged} />
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { type AppointmentOutcome, outcomesAllowed } from '../../lib/policy/appointment-policy';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise, paiseToRupeeText } from '../../lib/format/money';
import { indiaDateOf, indiaDateTimeOf } from '../../lib/time/clinic-time';
import { APPOINTMENT_STATUSES } from '../../lib/domain/appointments';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { isReschedulable } from '../../lib/validation/appointment';
import { appointmentMessages as m } from '../../lib/validation/messages';
import { HistoryDialog } from '../audit/HistoryDialog';
import type { HistoryRecord } from '../audit/useAuditHistory';
import { type CsvExport, DataTable } from '../components/DataTable';
import { MobileLink } from '../components/MobileLink';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { DateRangeFilter, DoctorFilter, FilterBar } from '../components/list-filters';
import { SelectField } from '../components/form-fields';
import { useUrlFilteredList } from '../components/useUrlFilteredList';
import { APPOINTMENT_STATUS_TONE, paymentStatusTone, refundNote } from './appointment-status';
import { RescheduleDialog } from './RescheduleDialog';
import { bookingCopy } from '../../content/booking';
import { ConsultationDialog } from './ConsultationDialog';
import { NoteDialog } from './NoteDialog';
import { NewAppointmentDialog, type NewAppointmentPrefill } from './NewAppointmentDialog';
import { CancelDialog } from './CancelDialog';
import { OutcomeDialog } from './OutcomeDialog';
import { useIsReceptionist } from '../session/useIsReceptionist';
import { doctorDayName, doctorDayPath } from '../waitlist/WaitlistScreen';

/**
 * SPEC §9 appointments export, then the mode, and clinic time and rupees so a spreadsheet reads
 * right as it opens; then why it was cancelled and what went back (a call has no meeting link).
 */
const APPOINTMENTS_CSV: CsvExport<Appointment> = {
  kind: 'appointments_export',
  columns: [
    'id',
    'user_name',
    'user_email',
    'appointment_time',
    'status',
    'google_meet_link',
    'payment_status',
    'payment_amount_paise',
    'razorpay_payment_id',
    'mode',
    'time_ist',
    'amount_inr',
    'doctor_name',
    'service_name',
    'user_mobile',
    'cancellation_reason',
    'refund_inr',
    'refund_status',
  ],
  toRow: (a) => ({
    id: a.id,
    user_name: a.user.name,
    user_email: a.user.email,
    appointment_time: a.time,
    status: a.status,
    google_meet_link: a.google_meet_link,
    payment_status: a.payment?.status,
    payment_amount_paise: a.payment?.amount,
    razorpay_payment_id: a.payment?.razorpay_payment_id,
    mode: a.mode,
    time_ist: indiaDateTimeOf(new Date(a.time)),
    amount_inr: a.payment && paiseToRupeeText(a.payment.amount),
    doctor_name: a.doctor.name,
    service_name: a.service.name,
    user_mobile: a.user.mobile,
    cancellation_reason: a.cancellation_reason,
    refund_inr: a.refunds.length ? paiseToRupeeText(a.refunds.reduce((sum, refund) => sum + refund.amount, 0)) : null,
    refund_status: a.refunds.map((refund) => refund.status).join(' '),
  }),
};

const FILTER_KEYS = ['doctor_id', 'status', 'from', 'to'] as const;
const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
/** What the patient wrote, cut to a glance in the table; the whole text opens below it. */
const DESCRIPTION_PREVIEW = 32;

function Description({ text }: { text: string }) {
  if (text.length <= DESCRIPTION_PREVIEW) return text;
  return (
    <details className="admin-description">
      <summary>{`${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…`}</summary>
      <p>{text}</p>
    </details>
  );
}

export function AppointmentsScreen() {
  const { rows, isLoading, reload, server, values, setValues } = useUrlFilteredList<Appointment, (typeof FILTER_KEYS)[number]>(
    '/v1/appointments/admin',
    ADMIN_LIST_SORTS.appointments,
    m.fetchFailed,
    FILTER_KEYS,
  );
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [outcome, setOutcome] = useState<{ appointment: Appointment; status: AppointmentOutcome } | null>(null);
  const [history, setHistory] = useState<HistoryRecord | null>(null);
  const [noteOf, setNoteOf] = useState<Appointment | null>(null);
  const [newAppointment, setNewAppointment] = useState<NewAppointmentPrefill | null>(null);
  const [consultationOf, setConsultationOf] = useState<Appointment | null>(null);
  // Issue 51: a receptionist has the desk's actions, not the clinical record, the outbox or the trail.
  const hasAdminLinks = !useIsReceptionist();

  const columns = useMemo<ColumnDef<Appointment>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      // Beside SPEC's columns, the patient's mobile, the mode, the doctor, service and what the patient
      // wrote share cells, so a clinic's day fits a 1280 px screen without scrolling sideways.
      {
        id: 'user_name',
        accessorFn: (a) => a.user.name,
        header: 'User name',
        cell: ({ row }) => (
          <>
            <div>
              <Link to={`/admin/patients/${row.original.user_id}`}>{row.original.user.name}</Link>
            </div>
            <div>
              <MobileLink mobile={row.original.user.mobile} />
            </div>
          </>
        ),
      },
      {
        accessorKey: 'time',
        header: 'Appointment Time',
        cell: ({ row }) => (
          <>
            <div>{formatDate(row.original.time)}</div>
            <div className="admin-cell-note">{bookingCopy.modes[row.original.mode].label}</div>
          </>
        ),
      },
      {
        id: 'doctor',
        accessorFn: (a) => a.doctor.name,
        header: 'Doctor and service',
        cell: ({ row }) => (
          <>
            <div className="admin-nowrap-wide">{row.original.doctor.name}</div>
            <div>{row.original.service.name}</div>
            {row.original.description && (
              <div className="admin-cell-note">
                <Description text={row.original.description} />
              </div>
            )}
          </>
        ),
      },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <StatusBadge tone={APPOINTMENT_STATUS_TONE[row.original.status]} hasIcon>
            {statusLabel(row.original.status)}
          </StatusBadge>
        ),
      },
      {
        accessorKey: 'google_meet_link',
        header: 'Meet Link',
        enableSorting: false,
        cell: ({ row }) => {
          // A call or a visit has no room: the doctor phones the patient's verified number, or sees them at the clinic.
          if (row.original.mode !== 'video') return bookingCopy.modes[row.original.mode].label;
          const link = row.original.google_meet_link;
          return link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              Join Meet
            </a>
          ) : (
            'N/A'
          );
        },
      },
      {
        id: 'payment_status',
        accessorFn: (a) => a.payment?.status,
        header: 'Payment Status',
        cell: ({ row }) => {
          const payment = row.original.payment;
          const refund = refundNote(row.original.refunds);
          if (!payment) return 'N/A';
          return (
            <>
              <StatusBadge tone={paymentStatusTone(payment.status)}>{statusLabel(payment.status)}</StatusBadge>
              {refund && <div className="admin-cell-note">{refund}</div>}
            </>
          );
        },
      },
      {
        id: 'amount_paid',
        accessorFn: (a) => a.payment?.amount,
        header: 'Amount Paid',
        cell: ({ row }) => (row.original.payment ? formatPaise(row.original.payment.amount) : 'N/A'),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => {
          const appointment = row.original;
          const hasStarted = new Date(appointment.time).getTime() <= Date.now();
          const label = <span className="visually-hidden"> appointment {appointment.id}</span>;
          const record = (status: AppointmentOutcome) => () => setOutcome({ appointment, status });
          // A patient who has arrived (issue 34) is completed, never a no-show.
          const outcomes = outcomesAllowed(appointment, new Date());
          const day = indiaDateOf(new Date(appointment.time));
          return (
            <div className="admin-row-actions">
              {/* The doctor's line for this day, while the day is still to come (decision 061). */}
              {day >= indiaDateOf(new Date()) && (
                <Link className="button button-small button-quiet" to={doctorDayPath(appointment.doctor.id, day)}>
                  Waitlist<span className="visually-hidden"> for {doctorDayName(appointment.doctor.name, day)}</span>
                </Link>
              )}
              {/* The visit's medicines and their payment at the desk (decision 063). */}
              {appointment.status === 'completed' && (
                <Link className="button button-small button-quiet" to={`/admin/dispensary/dispense/${appointment.id}`}>
                  Medicines<span className="visually-hidden"> of appointment {appointment.id}</span>
                </Link>
              )}
              {isReschedulable(appointment.status) && (
                <button type="button" className="button button-small" onClick={() => setRescheduling(appointment)}>
                  Reschedule{label}
                </button>
              )}
              {isReschedulable(appointment.status) && !hasStarted && (
                <button type="button" className="button button-small button-danger" onClick={() => setCancelling(appointment)}>
                  Cancel{label}
                </button>
              )}
              {outcomes.includes('completed') && (
                <button type="button" className="button button-small" onClick={record('completed')}>
                  Mark completed{label}
                </button>
              )}
              {outcomes.includes('no_show') && (
                <button type="button" className="button button-small button-secondary" onClick={record('no_show')}>
                  Mark no-show{label}
                </button>
              )}
              {hasStarted && (
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() =>
                    setNewAppointment({
                      patient: { id: appointment.user_id, name: appointment.user.name, mobile: appointment.user.mobile },
                      serviceId: appointment.service.id,
                      doctorId: appointment.doctor.id,
                    })
                  }
                >
                  Book again{label}
                </button>
              )}
              {hasAdminLinks && (
                <>
                  <Link className="button button-small button-quiet" to="/admin/messages" state={{ appointmentId: appointment.id }}>
                    Messages<span className="visually-hidden"> of appointment {appointment.id}</span>
                  </Link>
                  <button type="button" className="button button-small button-quiet" onClick={() => setConsultationOf(appointment)}>
                    Consultation<span className="visually-hidden"> of appointment {appointment.id}</span>
                  </button>
                  <button type="button" className="button button-small button-quiet" onClick={() => setNoteOf(appointment)}>
                    Note<span className="visually-hidden"> of appointment {appointment.id}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-small button-quiet"
                    onClick={() => setHistory({ entity: 'appointment', id: appointment.id, name: `appointment ${appointment.id}` })}
                  >
                    History<span className="visually-hidden"> of appointment {appointment.id}</span>
                  </button>
                </>
              )}
            </div>
          );
        },
      },
    ],
    [hasAdminLinks],
  );

  return (
    <section className="admin-page">
      <div className="admin-page-heading">
        <h1>Appointments</h1>
        <button type="button" className="button" onClick={() => setNewAppointment({})}>
          New appointment
        </button>
      </div>
      <FilterBar label="Filter appointments">
        <DoctorFilter value={values.doctor_id} onChange={(doctor_id) => setValues({ doctor_id })} />
        <SelectField
          label="Status"
          name="status"
          value={values.status}
          onChange={(status) => setValues({ status })}
          options={STATUS_OPTIONS}
          placeholder="All statuses"
        />
        <DateRangeFilter from={values.from} to={values.to} onChange={setValues} />
      </FilterBar>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable caption="Appointments" columns={columns} data={rows} csv={APPOINTMENTS_CSV} server={server} dense />
      )}
      <RescheduleDialog appointment={rescheduling} onClose={() => setRescheduling(null)} onRescheduled={() => void reload()} />
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} onChanged={() => void reload()} />
      <OutcomeDialog
        change={
          outcome && {
            outcome: outcome.status,
            path: `/v1/appointments/${outcome.appointment.id}/status`,
            patientName: outcome.appointment.user.name,
            time: formatDate(outcome.appointment.time),
          }
        }
        onClose={() => setOutcome(null)}
        onChanged={() => void reload()}
      />
      <NoteDialog appointment={noteOf} onClose={() => setNoteOf(null)} />
      <ConsultationDialog appointment={consultationOf} onClose={() => setConsultationOf(null)} />
      <HistoryDialog record={history} onClose={() => setHistory(null)} />
      <NewAppointmentDialog prefill={newAppointment} onClose={() => setNewAppointment(null)} onBooked={() => void reload()} />
    </section>
  );
}

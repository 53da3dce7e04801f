import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { isReschedulable } from '../../lib/validation/appointment';
import { appointmentMessages as m } from '../../lib/validation/messages';
import { HistoryDialog } from '../audit/HistoryDialog';
import type { HistoryRecord } from '../audit/useAuditHistory';
import { type CsvExport, DataTable } from '../components/DataTable';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/usePagedAdminList';
import { APPOINTMENT_STATUS_TONE, paymentStatusTone, refundNote } from './appointment-status';
import { RescheduleDialog } from './RescheduleDialog';
import { bookingCopy } from '../../content/booking';
import { NoteDialog } from './NoteDialog';
import { type StaffStatusChange, StatusChangeDialog } from './StatusChangeDialog';

/** SPEC §9 appointments export. */
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
  }),
};

export function AppointmentsScreen() {
  const { rows, isLoading, reload, server } = usePagedAdminList<Appointment>('/v1/appointments/admin', ADMIN_LIST_SORTS.appointments, m.fetchFailed);
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const [statusChange, setStatusChange] = useState<{ appointment: Appointment; status: StaffStatusChange } | null>(null);
  const [history, setHistory] = useState<HistoryRecord | null>(null);
  const [noteOf, setNoteOf] = useState<Appointment | null>(null);

  const columns = useMemo<ColumnDef<Appointment, unknown>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      { id: 'user_name', accessorFn: (a) => a.user.name, header: 'User name' },
      { accessorKey: 'time', header: 'Appointment Time', cell: ({ row }) => formatDate(row.original.time) },
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
      { accessorKey: 'mode', header: 'Mode', enableSorting: false, cell: ({ row }) => bookingCopy.modes[row.original.mode].label },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => {
          const appointment = row.original;
          const hasStarted = new Date(appointment.time).getTime() <= Date.now();
          const label = <span className="visually-hidden"> appointment {appointment.id}</span>;
          const change = (status: StaffStatusChange) => () => setStatusChange({ appointment, status });
          return (
            <div className="admin-row-actions">
              {isReschedulable(appointment.status) && (
                <button type="button" className="button button-small" onClick={() => setRescheduling(appointment)}>
                  Reschedule{label}
                </button>
              )}
              {isReschedulable(appointment.status) && !hasStarted && (
                <button type="button" className="button button-small button-danger" onClick={change('cancelled')}>
                  Cancel{label}
                </button>
              )}
              {appointment.status === 'confirmed' && hasStarted && (
                <>
                  <button type="button" className="button button-small" onClick={change('completed')}>
                    Mark completed{label}
                  </button>
                  <button type="button" className="button button-small button-secondary" onClick={change('no_show')}>
                    Mark no-show{label}
                  </button>
                </>
              )}
              <Link className="button button-small button-quiet" to="/admin/messages" state={{ appointmentId: appointment.id }}>
                Messages<span className="visually-hidden"> of appointment {appointment.id}</span>
              </Link>
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
            </div>
          );
        },
      },
    ],
    [],
  );

  return (
    <section className="admin-page">
      <h1>Appointments</h1>
      {isLoading ? <p>Loading...</p> : <DataTable caption="Appointments" columns={columns} data={rows} csv={APPOINTMENTS_CSV} server={server} />}
      <RescheduleDialog appointment={rescheduling} onClose={() => setRescheduling(null)} onRescheduled={() => void reload()} />
      <StatusChangeDialog change={statusChange} onClose={() => setStatusChange(null)} onChanged={() => void reload()} />
      <NoteDialog appointment={noteOf} onClose={() => setNoteOf(null)} />
      <HistoryDialog record={history} onClose={() => setHistory(null)} />
    </section>
  );
}

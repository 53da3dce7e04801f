import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { isReschedulable } from '../../lib/validation/appointment';
import { appointmentMessages as m } from '../../lib/validation/messages';
import { type CsvExport, DataTable } from '../components/DataTable';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/usePagedAdminList';
import { APPOINTMENT_STATUS_TONE, paymentStatusTone } from './appointment-status';
import { RescheduleDialog } from './RescheduleDialog';

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
  }),
};

export function AppointmentsScreen() {
  const { rows, isLoading, reload, server } = usePagedAdminList<Appointment>('/v1/appointments/admin', ADMIN_LIST_SORTS.appointments, m.fetchFailed);
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);

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
          return payment ? <StatusBadge tone={paymentStatusTone(payment.status)}>{statusLabel(payment.status)}</StatusBadge> : 'N/A';
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
        cell: ({ row }) => (
          <div className="admin-row-actions">
            {isReschedulable(row.original.status) && (
              <button type="button" className="button button-small" onClick={() => setRescheduling(row.original)}>
                Reschedule<span className="visually-hidden"> appointment {row.original.id}</span>
              </button>
            )}
            <Link className="button button-small button-quiet" to="/admin/messages" state={{ appointmentId: row.original.id }}>
              Messages<span className="visually-hidden"> of appointment {row.original.id}</span>
            </Link>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <section className="admin-page">
      <h1>Appointments</h1>
      {isLoading ? <p>Loading...</p> : <DataTable caption="Appointments" columns={columns} data={rows} csv={APPOINTMENTS_CSV} server={server} />}
      <RescheduleDialog appointment={rescheduling} onClose={() => setRescheduling(null)} onRescheduled={() => void reload()} />
    </section>
  );
}

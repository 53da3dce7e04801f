import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { AdminRefund } from '../../lib/api/types';
import type { RefundStatus } from '../../lib/domain/payments';
import { formatDate } from '../../lib/format/date';
import { formatPaise, paiseToRupeeText } from '../../lib/format/money';
import { indiaDateTimeOf } from '../../lib/time/clinic-time';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { refundMessages as m } from '../../lib/validation/messages';
import { type CsvExport, DataTable } from '../components/DataTable';
import { type BadgeTone, StatusBadge, statusLabel } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/usePagedAdminList';
import { adminApi } from '../session/session-store';

const REFUND_STATUS_TONE: Record<RefundStatus, BadgeTone> = { pending: 'warning', processed: 'success', failed: 'error' };

/** Paise and UTC instants as the API has them, then rupees and clinic (IST) times a spreadsheet shows as they are. */
const REFUNDS_CSV: CsvExport<AdminRefund> = {
  kind: 'refunds_export',
  columns: [
    'id',
    'patient_name',
    'patient_mobile',
    'appointment_id',
    'amount_paise',
    'status',
    'reason',
    'razorpay_payment_id',
    'provider_refund_id',
    'attempts',
    'last_error',
    'created_at',
    'settled_at',
    'amount_inr',
    'created_at_ist',
    'settled_at_ist',
  ],
  toRow: (r) => ({
    id: r.id,
    patient_name: r.patient.name,
    patient_mobile: r.patient.mobile,
    appointment_id: r.appointment_id,
    amount_paise: r.amount,
    status: r.status,
    reason: r.reason,
    razorpay_payment_id: r.razorpay_payment_id,
    provider_refund_id: r.provider_refund_id,
    attempts: r.attempts,
    last_error: r.last_error,
    created_at: r.created_at,
    settled_at: r.settled_at,
    amount_inr: paiseToRupeeText(r.amount),
    created_at_ist: indiaDateTimeOf(new Date(r.created_at)),
    settled_at_ist: r.settled_at && indiaDateTimeOf(new Date(r.settled_at)),
  }),
};

/** Every refund with its state, server-paged; a failed one can be retried. */
export function RefundsScreen() {
  const { rows, isLoading, reload, server } = usePagedAdminList<AdminRefund>('/v1/refunds/admin', ADMIN_LIST_SORTS.refunds, m.fetchFailed);
  const [retryingId, setRetryingId] = useState<number | null>(null);

  const columns = useMemo<ColumnDef<AdminRefund>[]>(() => {
    async function retry(id: number) {
      setRetryingId(id);
      try {
        await adminApi(`/v1/refunds/${id}/retry`, { method: 'POST' });
        toast.success(m.retried);
        await reload();
      } catch (err) {
        toast.error(errorMessage(err, m.retryFailed));
      } finally {
        setRetryingId(null);
      }
    }
    return [
      { accessorKey: 'id', header: 'ID' },
      { id: 'patient', accessorFn: (r) => r.patient.name, header: 'Patient' },
      { accessorKey: 'appointment_id', header: 'Appointment', enableSorting: false, cell: ({ row }) => row.original.appointment_id ?? 'N/A' },
      { id: 'amount', accessorFn: (r) => r.amount, header: 'Amount', cell: ({ row }) => formatPaise(row.original.amount) },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <StatusBadge tone={REFUND_STATUS_TONE[row.original.status]} hasIcon>
            {statusLabel(row.original.status)}
          </StatusBadge>
        ),
      },
      { accessorKey: 'reason', header: 'Reason', enableSorting: false },
      { accessorKey: 'created_at', header: 'Created', cell: ({ row }) => formatDate(row.original.created_at) },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === 'failed' ? (
            <button
              type="button"
              className="button button-small"
              disabled={retryingId === row.original.id}
              onClick={() => void retry(row.original.id)}
            >
              Retry<span className="visually-hidden"> refund {row.original.id}</span>
            </button>
          ) : null,
      },
    ];
  }, [reload, retryingId]);

  return (
    <section className="admin-page">
      <h1>Refunds</h1>
      {isLoading ? <p>Loading...</p> : <DataTable caption="Refunds" columns={columns} data={rows} csv={REFUNDS_CSV} server={server} />}
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { AdminDataRequest } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatMobile } from '../../lib/format/phone';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { FilterBar } from '../components/list-filters';
import { type BadgeTone, StatusBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';
import { adminApi } from '../session/session-store';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'completed', label: 'Completed' },
  { value: 'refused', label: 'Refused' },
] as const;
const STATUS_TONES: Record<AdminDataRequest['status'], BadgeTone> = { open: 'warning', completed: 'success', refused: 'muted' };

type Action = { kind: 'erase' | 'refuse'; request: AdminDataRequest } | null;

/**
 * Beyond SPEC (issue 30, DPDP Act 2023): patients' erasure requests with the deadline the clinic
 * must meet; staff carry one out (the outcome says what was kept and until when) or refuse it with the reason.
 */
export function DataRequestsScreen() {
  const [status, setStatus] = useState('open');
  const { rows, isLoading, reload } = useAdminList<AdminDataRequest>(
    `/v1/data-requests${status ? `?status=${status}` : ''}`,
    'Failed to fetch data requests.',
  );
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState('');
  const [cancelUpcoming, setCancelUpcoming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const upcoming = action?.request.upcoming_appointments ?? 0;

  function close() {
    setAction(null);
    setReason('');
    setCancelUpcoming(false);
  }

  async function carryOut() {
    if (!action) return;
    setIsBusy(true);
    try {
      const path = `/v1/data-requests/${action.request.id}/${action.kind}`;
      const body = action.kind === 'refuse' ? { reason } : cancelUpcoming ? { cancel_upcoming: true } : undefined;
      await adminApi(path, { method: 'POST', ...(body ? { body } : {}) });
      toast.success(action.kind === 'erase' ? 'The patient’s data is erased.' : 'The request is refused.');
      close();
      await reload();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not close the request. Please try again.'));
      // A visit booked meanwhile shows up in the dialog's count.
      await reload();
    } finally {
      setIsBusy(false);
    }
  }

  const columns = useMemo<ColumnDef<AdminDataRequest>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      {
        id: 'patient',
        header: 'Patient',
        accessorFn: (row) => row.patient.name,
        cell: ({ row }) => (
          <>
            {row.original.patient.name}
            {row.original.patient.mobile && <div className="admin-hint">{formatMobile(row.original.patient.mobile)}</div>}
          </>
        ),
      },
      { accessorKey: 'kind', header: 'Request', cell: () => 'Erasure' },
      { accessorKey: 'requested_at', header: 'Asked (IST)', cell: ({ row }) => formatDate(row.original.requested_at, 'short', CLINIC_TIME_ZONE) },
      {
        accessorKey: 'due_at',
        header: 'Due by (IST)',
        cell: ({ row }) => {
          const isOverdue = row.original.status === 'open' && new Date(row.original.due_at) < new Date();
          return (
            <>
              {formatDate(row.original.due_at, 'short', CLINIC_TIME_ZONE)} {isOverdue && <StatusBadge tone="error">Overdue</StatusBadge>}
            </>
          );
        },
      },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge tone={STATUS_TONES[row.original.status]}>{row.original.status}</StatusBadge>,
      },
      {
        id: 'outcome',
        header: 'Outcome',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === 'open' ? (
            '—'
          ) : (
            <>
              <p className="data-request-outcome">{row.original.outcome}</p>
              {row.original.kept.length > 0 && (
                <ul className="data-request-kept" aria-label="Kept by law">
                  {row.original.kept.map((kept) => (
                    <li key={kept.what}>
                      Kept until {kept.until}: {kept.what}
                      {kept.reason && <span className="admin-hint"> ({kept.reason})</span>}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === 'open' && (
            <div className="admin-row-actions">
              <button type="button" className="button button-small button-danger" onClick={() => setAction({ kind: 'erase', request: row.original })}>
                Erase<span className="visually-hidden"> request {row.original.id}</span>
              </button>
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => setAction({ kind: 'refuse', request: row.original })}
              >
                Refuse<span className="visually-hidden"> request {row.original.id}</span>
              </button>
            </div>
          ),
      },
    ],
    [],
  );

  return (
    <section className="admin-page">
      <h1>Data requests</h1>
      <p className="admin-hint">
        Patients’ requests under the DPDP Act 2023, due within 30 days. Erasing removes the name, mobile, e-mail, sign-in, contact messages and the
        words and addresses of every message to or about the patient, also from the audit trail; receipts, clinical records and the trail itself stay
        for the period the law sets, and the outcome says why and until when.
      </p>
      <FilterBar label="Filter data requests">
        <SelectField label="Status" name="status" value={status} placeholder="All requests" options={STATUS_OPTIONS} onChange={setStatus} />
      </FilterBar>
      {isLoading ? <p role="status">Loading...</p> : <DataTable caption="Data requests" columns={columns} data={rows} />}
      <ConfirmDialog
        isOpen={action?.kind === 'erase'}
        title="Erase this patient’s data?"
        confirmLabel={upcoming > 0 ? 'Cancel, refund and erase' : 'Erase now'}
        isBusy={isBusy}
        canConfirm={upcoming === 0 || cancelUpcoming}
        onConfirm={() => void carryOut()}
        onCancel={close}
      >
        <p>
          {action?.request.patient.name}’s name, mobile number, e-mail, gender, sign-in, contact messages and every message to or about them are
          erased for good, also from the audit trail; they can no longer sign in with this number. Receipts, credit notes, clinical records and the
          audit trail (without those details) are kept for the period the law sets.
        </p>
        {upcoming > 0 && (
          <>
            <p className="admin-warning">
              {upcoming === 1 ? 'The patient has an upcoming paid appointment.' : `The patient has ${upcoming} upcoming paid appointments.`} It cannot
              stay booked for a patient nobody can reach: cancel it with a full refund first, or here in the same step.
            </p>
            <CheckboxField
              label={upcoming === 1 ? 'Cancel it and refund it in full' : 'Cancel them and refund them in full'}
              name="cancel_upcoming"
              checked={cancelUpcoming}
              onChange={setCancelUpcoming}
            />
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={action?.kind === 'refuse'}
        title="Refuse this request?"
        confirmLabel="Refuse request"
        isBusy={isBusy}
        canConfirm={reason.trim().length >= 5}
        onConfirm={() => void carryOut()}
        onCancel={close}
      >
        <TextField label="Reason (the patient is told)" name="reason" value={reason} onChange={setReason} />
      </ConfirmDialog>
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { FollowUpDue } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { DataTable } from '../components/DataTable';
import { CheckboxField, SelectField } from '../components/form-fields';
import { FilterBar } from '../components/list-filters';
import { MobileLink } from '../components/MobileLink';
import { StatusBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';

const FETCH_FAILED = 'Could not load the follow-ups. Please try again.';
const day = (iso: string) => formatDate(iso, 'day', CLINIC_TIME_ZONE);
/** How far ahead the list looks (overdue ones from the last 30 days come first). */
const RANGES = [
  { value: '14', label: 'Due in the next 14 days' },
  { value: '30', label: 'Due in the next 30 days' },
  { value: '90', label: 'Due in the next 90 days' },
];

const columns: ColumnDef<FollowUpDue>[] = [
  { accessorKey: 'due_at', header: 'Due', cell: ({ row }) => <span className="admin-nowrap">{day(row.original.due_at)}</span> },
  {
    id: 'patient',
    header: 'Patient',
    accessorFn: (r) => r.patient.name,
    cell: ({ row }) => (
      <>
        {row.original.patient.name}
        <br />
        <MobileLink mobile={row.original.patient.mobile} />
      </>
    ),
  },
  { id: 'service', header: 'Service', accessorFn: (r) => r.service.name },
  { id: 'doctor', header: 'Doctor', accessorFn: (r) => r.doctor.name },
  { accessorKey: 'appointment_id', header: 'Visit', cell: ({ row }) => `#${row.original.appointment_id}` },
  {
    accessorKey: 'message_at',
    header: 'Recall message',
    cell: ({ row }) => {
      const isSent = new Date(row.original.message_at) <= new Date();
      return <span className="admin-nowrap">{`${isSent ? 'Sent' : 'Goes'} ${day(row.original.message_at)}`}</span>;
    },
  },
  {
    id: 'rebooked',
    header: 'Rebooked',
    accessorFn: (r) => r.rebooked_appointment_id ?? 0,
    cell: ({ row }) =>
      row.original.rebooked_appointment_id === null ? (
        <StatusBadge tone="warning">Not rebooked</StatusBadge>
      ) : (
        <StatusBadge tone="success">{`Rebooked #${row.original.rebooked_appointment_id}`}</StatusBadge>
      ),
  },
];

/**
 * Beyond SPEC (issue 29): the follow-ups doctors asked for, due from 30 days ago to the chosen
 * horizon, with whether each patient has booked again, so staff call those who have not.
 */
export function FollowUpsScreen() {
  const [daysAhead, setDaysAhead] = useState('30');
  const [isNotRebookedOnly, setIsNotRebookedOnly] = useState(false);
  const { rows, isLoading } = useAdminList<FollowUpDue>(`/v1/follow-ups?days_back=30&days_ahead=${daysAhead}`, FETCH_FAILED);
  const shown = isNotRebookedOnly ? rows.filter((r) => r.rebooked_appointment_id === null) : rows;
  return (
    <section className="admin-page">
      <h1>Follow-ups due</h1>
      <p className="admin-hint">
        Each patient gets a message with a booking link a few days before the follow-up their doctor asked for. Call those who have not rebooked.
      </p>
      <FilterBar label="Filter follow-ups">
        <SelectField label="Show" name="days_ahead" value={daysAhead} onChange={setDaysAhead} options={RANGES} />
        <CheckboxField label="Only patients who have not rebooked" name="not_rebooked" checked={isNotRebookedOnly} onChange={setIsNotRebookedOnly} />
      </FilterBar>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable caption="Follow-ups due" columns={columns} data={shown} emptyText="No follow-ups due in this period." />
      )}
    </section>
  );
}

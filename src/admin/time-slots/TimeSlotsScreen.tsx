import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { TimeSlot } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { indiaDateOf, indiaDateTimeOf } from '../../lib/time/clinic-time';
import { Link } from 'react-router';
import { doctorDayPath } from '../waitlist/WaitlistScreen';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { type CsvExport, DataTable } from '../components/DataTable';
import { DateRangeFilter, DoctorFilter, FilterBar } from '../components/list-filters';
import { ActiveBadge } from '../components/StatusBadge';
import { GenerateSlotsForm } from './GenerateSlotsForm';
import { useTimeSlots } from './useTimeSlots';

/** The slots shown (the filters apply), with clinic times beside the UTC instants. */
const TIME_SLOTS_CSV: CsvExport<TimeSlot> = {
  kind: 'time_slots_export',
  columns: ['id', 'doctor', 'start_time', 'end_time', 'is_booked', 'status', 'start_time_ist', 'end_time_ist'],
  toRow: (slot) => ({
    id: slot.id,
    doctor: slot.doctor.name,
    start_time: slot.start_time,
    end_time: slot.end_time,
    is_booked: slot.is_booked,
    status: slot.status,
    start_time_ist: indiaDateTimeOf(new Date(slot.start_time)),
    end_time_ist: indiaDateTimeOf(new Date(slot.end_time)),
  }),
};

const timeRange = (slot: TimeSlot) => `${formatDate(slot.start_time)} – ${formatDate(slot.end_time, 'time')}`;

export function TimeSlotsScreen() {
  const { rows, isLoading, reload, server, values, setValues, pending, ask, cancel, confirm, isBusy } = useTimeSlots();
  const [isGenerating, setIsGenerating] = useState(false);

  const columns: ColumnDef<TimeSlot>[] = [
    { accessorKey: 'id', header: 'ID' },
    { id: 'doctor', accessorFn: (slot) => slot.doctor.name, header: 'Doctor' },
    { accessorKey: 'start_time', header: 'Start Time', cell: (info) => formatDate(info.row.original.start_time) },
    { accessorKey: 'end_time', header: 'End Time', cell: (info) => formatDate(info.row.original.end_time) },
    { accessorKey: 'is_booked', header: 'Booked', cell: (info) => (info.row.original.is_booked ? 'Yes' : 'No') },
    { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original: slot } }) => (
        <div className="admin-row-actions">
          {values.doctor_id && (
            // The rows name the doctor only: the filter's doctor is this row's.
            <Link
              className="button button-small button-quiet"
              to={doctorDayPath(Number(values.doctor_id), indiaDateOf(new Date(slot.start_time)))}
              aria-label={`Waitlist for ${slot.doctor.name} on the day of slot ${slot.id}`}
            >
              Waitlist
            </Link>
          )}
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => ask({ kind: 'toggle', slot })}
            aria-label={`${slot.status ? 'Deactivate' : 'Activate'} slot ${slot.id}`}
          >
            {slot.status ? 'Deactivate' : 'Activate'}
          </button>
          <button
            type="button"
            className="button button-small button-danger"
            onClick={() => ask({ kind: 'delete', slot })}
            disabled={slot.is_booked}
            title={slot.is_booked ? 'A booked slot cannot be deleted' : undefined}
            aria-label={`Delete slot ${slot.id}`}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  const slot = pending?.slot;
  const isDelete = pending?.kind === 'delete';

  return (
    <section className="admin-page">
      <h1>Time Slots</h1>
      {isGenerating ? <GenerateSlotsForm onDone={() => setIsGenerating(false)} onGenerated={reload} /> : null}
      <FilterBar label="Filter time slots">
        <DoctorFilter value={values.doctor_id} onChange={(doctor_id) => setValues({ doctor_id })} />
        <DateRangeFilter from={values.from} to={values.to} onChange={setValues} />
      </FilterBar>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption="Time slots"
          columns={columns}
          data={rows}
          csv={TIME_SLOTS_CSV}
          server={server}
          toolbar={
            !isGenerating && (
              <button type="button" className="button" onClick={() => setIsGenerating(true)}>
                Generate Slots
              </button>
            )
          }
        />
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={isDelete ? 'Confirm Deletion' : 'Change Time Slot Status'}
        confirmLabel={isDelete ? 'Delete' : slot?.status ? 'Deactivate' : 'Activate'}
        onConfirm={confirm}
        onCancel={cancel}
        isBusy={isBusy}
      >
        <p>
          {isDelete
            ? 'Are you sure you want to delete this time slot?'
            : `Are you sure you want to ${slot?.status ? 'deactivate' : 'activate'} this time slot?`}
        </p>
        {slot && (
          <dl className="admin-details">
            <dt>Slot ID</dt>
            <dd>{slot.id}</dd>
            <dt>Time</dt>
            <dd>{timeRange(slot)}</dd>
            <dt>Doctor</dt>
            <dd>{slot.doctor.name}</dd>
          </dl>
        )}
      </ConfirmDialog>
    </section>
  );
}

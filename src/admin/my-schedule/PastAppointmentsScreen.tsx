import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DoctorAppointment } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { doctorPortalMessages as m } from '../../lib/validation/messages';
import { CORNER_TOAST } from '../components/corner-toast';
import { DataTable } from '../components/DataTable';
import { usePagedAdminList } from '../components/usePagedAdminList';
import { AppointmentActions, AppointmentStatus, ConsultationNote, modeLabel } from './AppointmentParts';
import { MobileLink } from '../components/MobileLink';
import './my-schedule.css';
import { useAppointmentDialogs } from './useAppointmentDialogs';
import { useNow } from './useNow';

/** The API lists past appointments newest first and sorts them no other way. */
const NO_SORTING: readonly string[] = [];
const PAST = { view: 'past' };

/** Past appointments (issue 14): the doctor's consultations before today, newest first, paged by the server. */
export function PastAppointmentsScreen() {
  const { rows, isLoading, reload, server } = usePagedAdminList<DoctorAppointment>(
    '/v1/doctor/appointments',
    NO_SORTING,
    m.pastFailed,
    CORNER_TOAST,
    PAST,
  );
  const { dialogs, onOutcome, onNote } = useAppointmentDialogs(() => void reload());
  const now = useNow();

  const columns = useMemo<ColumnDef<DoctorAppointment>[]>(
    () => [
      {
        accessorKey: 'time',
        header: 'Date & time',
        cell: ({ row }) => {
          const { clinic, viewer } = formatAppointmentTime(row.original.time);
          return (
            <div className="schedule-when">
              {clinic}
              {viewer && <div className="admin-cell-note">Your time: {viewer}</div>}
            </div>
          );
        },
      },
      {
        id: 'patient',
        header: 'Patient',
        cell: ({ row }) => (
          <>
            {row.original.patient.name}
            <div className="admin-cell-note">
              <MobileLink mobile={row.original.patient.mobile} />
            </div>
          </>
        ),
      },
      {
        id: 'consultation',
        header: 'Service and description',
        cell: ({ row }) => (
          <>
            {row.original.service.name}
            <div className="admin-cell-note">{modeLabel(row.original)}</div>
            {row.original.description && <p className="schedule-description">{row.original.description}</p>}
          </>
        ),
      },
      { accessorKey: 'status', header: 'Status', cell: ({ row }) => <AppointmentStatus status={row.original.status} /> },
      {
        id: 'note',
        header: 'Consultation note',
        cell: ({ row }) => (row.original.note ? <ConsultationNote note={row.original.note} headingTag="h2" /> : 'N/A'),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="admin-row-actions">
            <AppointmentActions appointment={row.original} now={now} onOutcome={onOutcome} onNote={onNote} />
          </div>
        ),
      },
    ],
    [now, onOutcome, onNote],
  );

  return (
    <section className="admin-page">
      <h1>Past appointments</h1>
      <p className="admin-hint schedule-intro">Your consultations before today, newest first. Times are India time (IST).</p>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable caption="Past appointments" columns={columns} data={rows} server={server} emptyText={m.pastEmpty} />
      )}
      {dialogs}
    </section>
  );
}

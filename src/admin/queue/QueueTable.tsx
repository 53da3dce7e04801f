import type { DoctorQueue } from '../../lib/api/types';
import { formatTimeOfDay } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';

const timeOf = (iso: string | null) => (iso ? formatTimeOfDay(new Date(iso), 'en', CLINIC_TIME_ZONE) : '–');

/** "14 min", or a dash before the first call. */
export const minutesText = (minutes: number | null) => (minutes === null ? '–' : `${minutes} min`);

/** One doctor's queue for staff and the doctor: the figures, then every token with names and times. */
export function QueueTable({ queue, caption }: { queue: DoctorQueue; caption: string }) {
  return (
    <>
      <dl className="admin-details queue-figures">
        <dt>Now calling</dt>
        <dd data-testid={`queue-now-calling-${queue.doctorId}`}>{queue.nowCalling ?? '–'}</dd>
        <dt>Waiting</dt>
        <dd>{queue.waiting}</dd>
        <dt>Average wait (arrival to call)</dt>
        <dd data-testid={`queue-average-wait-${queue.doctorId}`}>{minutesText(queue.averageWaitMinutes)}</dd>
      </dl>
      <div className="admin-table-scroll">
        <table className="admin-table admin-table-cards admin-static-cards">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Patient</th>
              <th scope="col">Came for</th>
              <th scope="col">Arrived</th>
              <th scope="col">Called</th>
              <th scope="col">Wait</th>
            </tr>
          </thead>
          <tbody>
            {queue.tokens.length === 0 ? (
              <tr>
                <td colSpan={6}>Nobody has arrived yet.</td>
              </tr>
            ) : (
              queue.tokens.map((token) => (
                <tr key={token.id}>
                  <th scope="row">{token.number}</th>
                  <td data-label="Patient">{token.patient.name ?? 'Patient'}</td>
                  <td data-label="Came for">{token.appointmentId ? 'Booked visit' : 'Walk-in'}</td>
                  <td data-label="Arrived">{timeOf(token.arrivedAt)}</td>
                  <td data-label="Called">{token.status === 'called' ? timeOf(token.calledAt) : 'Waiting'}</td>
                  <td data-label="Wait">{minutesText(token.waitMinutes)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

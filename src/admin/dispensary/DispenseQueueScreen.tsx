import { Link } from 'react-router';
import type { DispenseQueue } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { useIsReceptionist } from '../session/useIsReceptionist';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';

/**
 * Issue 50 item 3: the last 30 days' visits whose doctor finalised a prescription, to dispense.
 * The receptionist opens a visit here to take its medicines' payment (docs/decisions/063).
 */
export function DispenseQueueScreen() {
  const isReceptionist = useIsReceptionist();
  const { data: queue, error, reload } = useLoaded<DispenseQueue>('/v1/dispensary/queue', 'The prescriptions could not be loaded. Please try again.');
  return (
    <section className="admin-page dispensary-page">
      <div className="admin-page-heading">
        <h1>Dispense</h1>
        {!isReceptionist && (
          <Link className="button button-small button-secondary" to="/admin/dispensary/medicines">
            Medicines
          </Link>
        )}
      </div>
      <p className="admin-hint">
        Visits of the last 30 days whose doctor finalised a prescription, newest first.
        {isReceptionist && ' Open a visit to see what was dispensed and take the payment for its medicines.'}
      </p>
      {!queue ? (
        <LoadState error={error} onRetry={() => void reload()} />
      ) : queue.length === 0 ? (
        <p className="admin-empty">No finalised prescriptions in the last 30 days.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards admin-static-cards">
            <caption className="visually-hidden">Prescriptions to dispense</caption>
            <thead>
              <tr>
                <th scope="col">Patient</th>
                <th scope="col">Visit</th>
                <th scope="col">Doctor</th>
                <th scope="col">Dispensed</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {queue.map((row) => (
                <tr key={row.appointmentId}>
                  <th scope="row">{row.patientName}</th>
                  <td data-label="Visit">{formatDate(row.time, 'short', CLINIC_TIME_ZONE)}</td>
                  <td data-label="Doctor">{row.doctorName}</td>
                  <td data-label="Dispensed">
                    {row.dispensedLines} of {row.lines} lines
                  </td>
                  <td data-label="Action">
                    <Link
                      className="button button-small"
                      to={`/admin/dispensary/dispense/${row.appointmentId}`}
                      aria-label={isReceptionist ? `Medicines and payment for ${row.patientName}` : `Dispense for ${row.patientName}`}
                    >
                      {isReceptionist ? 'Open' : row.dispensedLines === 0 ? 'Dispense' : 'Open'}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import type { FeedbackSummary } from '../../lib/api/types';
import { formatCount, formatCountOf } from '../../lib/format/number';
import { useDialogFetch } from '../components/useDialogFetch';

type Average = FeedbackSummary['by_doctor'][number];

function AverageTable({ caption, who, rows }: { caption: string; who: string; rows: Average[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="admin-table admin-feedback-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{who}</th>
          <th scope="col">Average</th>
          <th scope="col">Ratings</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.average.toFixed(1)} of 5</td>
            <td>{formatCount(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dashboard's "Patient feedback" (issue 49): the last 90 days' averages by doctor and by service, and how many answered. */
export function FeedbackCard() {
  const load = useDialogFetch<FeedbackSummary>('/v1/visit-feedback/summary', 'Failed to load the patient feedback');
  return (
    <section className="admin-dashboard-section" aria-labelledby="dashboard-feedback">
      <h2 id="dashboard-feedback">Patient feedback</h2>
      {load.status === 'loading' && <p className="admin-hint">Loading...</p>}
      {load.status === 'failed' && <p role="alert">The feedback figures could not be loaded. Please reload the page.</p>}
      {load.status === 'loaded' && (
        <>
          <p>
            {load.data.average === null ? 'No ratings yet' : <strong>{load.data.average.toFixed(1)} of 5 on average</strong>} · last {load.data.days}{' '}
            days: {formatCountOf(load.data.answered, 'rating')}, {formatCount(load.data.asked)} patients asked.
          </p>
          <div className="admin-feedback-tables">
            <AverageTable caption="By doctor" who="Doctor" rows={load.data.by_doctor} />
            <AverageTable caption="By service" who="Service" rows={load.data.by_service} />
          </div>
        </>
      )}
    </section>
  );
}

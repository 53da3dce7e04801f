import type { VisitFeedbackEntry } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { useDialogFetch } from '../components/useDialogFetch';

/** "4 of 5" with the stars drawn (the number is what a screen reader reads). */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="admin-rating">
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)} </span>
      {rating} of 5
    </span>
  );
}

/**
 * Every answer the patient gave to a visit's feedback request (issue 49): rating, comment, date and
 * doctor, newest first. A doctor sees those about their own visits (the server decides).
 */
export function PatientFeedback({ patientId }: { patientId: number }) {
  const load = useDialogFetch<VisitFeedbackEntry[]>(`/v1/visit-feedback?patient_id=${patientId}`, 'Failed to load the patient’s feedback');
  return (
    <section className="admin-dashboard-section" aria-labelledby="patient-feedback">
      <h2 id="patient-feedback">Feedback</h2>
      {load.status === 'loading' && <p className="admin-hint">Loading...</p>}
      {load.status === 'failed' && <p role="alert">The feedback could not be loaded. Please reload the page.</p>}
      {load.status === 'loaded' && load.data.length === 0 && <p className="admin-hint">No feedback yet.</p>}
      {load.status === 'loaded' && load.data.length > 0 && (
        <ul className="admin-plain-list">
          {load.data.map((entry) => (
            <li key={entry.id}>
              <RatingStars rating={entry.rating} /> · {entry.doctor.name} · {entry.service.name}
              <div className="admin-cell-note">
                Visit {formatDate(entry.visit_time)} · answered {formatDate(entry.answered_at)}
              </div>
              {entry.comment ? <p className="admin-feedback-comment">{entry.comment}</p> : <div className="admin-cell-note">No comment</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link, useParams } from 'react-router';
import { SessionWaitlist } from '../classes/SessionWaitlist';

/** A class session's line on its own page (decision 061): the desk reaches it from the Waitlist screen. */
export function SessionWaitlistScreen() {
  const sessionId = Number(useParams().id);
  return (
    <section className="admin-page">
      <div className="admin-page-heading">
        <h1>Waitlist for a class session</h1>
        <Link to="/admin/waitlist">All waitlists</Link>
      </div>
      {Number.isInteger(sessionId) && sessionId > 0 ? (
        <SessionWaitlist sessionId={sessionId} modes={['in_person', 'online']} onChanged={() => undefined} />
      ) : (
        <p role="alert">This session was not found.</p>
      )}
    </section>
  );
}

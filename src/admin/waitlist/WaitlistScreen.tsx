import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { WaitlistLinesAnswer } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { adminApi } from '../session/session-store';

/** A doctor-day's screen, by link. */
export const doctorDayPath = (doctorId: number, date: string) => `/admin/waitlist/day?doctorId=${doctorId}&date=${date}`;

/** A doctor-day's line as the desk names it: "Dr. Meera Joshi, Mon, 30 Nov". */
export const doctorDayName = (doctorName: string, date: string) => `${doctorName}, ${formatDate(`${date}T12:00:00Z`, 'day', CLINIC_TIME_ZONE)}`;

/**
 * The desk's Waitlist (issue 48, decision 061): today's and upcoming lines with someone in them,
 * doctors' full days and class sessions, each linked to its line.
 */
export function WaitlistScreen() {
  const [lines, setLines] = useState<WaitlistLinesAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(async () => {
    setProblem(null);
    try {
      setLines(await adminApi<WaitlistLinesAnswer>('/v1/waitlist/lines', { cache: 'reload' }));
    } catch (err) {
      setProblem(errorMessage(err, 'The waitlists could not be loaded.'));
    }
  }, []);
  useEffect(() => void load(), [load]);

  return (
    <section className="admin-page">
      <div className="admin-page-heading">
        <h1>Waitlist</h1>
      </div>
      {problem ? (
        <p role="alert" className="admin-error">
          {problem}{' '}
          <button type="button" className="button button-small" onClick={() => void load()}>
            Try again
          </button>
        </p>
      ) : !lines ? (
        <p role="status">Loading the waitlists...</p>
      ) : (
        <>
          <h2>Doctors’ full days</h2>
          {lines.doctorDays.length === 0 ? (
            <p>Nobody is waiting for a doctor’s day.</p>
          ) : (
            <ul className="waitlist-lines">
              {lines.doctorDays.map((line) => (
                <li key={`${line.doctorId}-${line.date}`}>
                  <Link to={doctorDayPath(line.doctorId, line.date)}>{doctorDayName(line.doctorName, line.date)}</Link> · {line.waiting} in line
                </li>
              ))}
            </ul>
          )}
          <h2>Class sessions</h2>
          {lines.sessions.length === 0 ? (
            <p>Nobody is waiting for a class session.</p>
          ) : (
            <ul className="waitlist-lines">
              {lines.sessions.map((line) => (
                <li key={line.sessionId}>
                  <Link to={`/admin/waitlist/session/${line.sessionId}`}>
                    {line.title}, {formatDate(line.startsAt, 'short', CLINIC_TIME_ZONE)} IST
                  </Link>{' '}
                  · {line.waiting} in line
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

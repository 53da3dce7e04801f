import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { adminApi } from '../session/session-store';
import { CourseSessionTable } from './CourseSessionTable';
import { type Course, type MovePreview, clinicDate, clinicInstant, clinicTime, dayName } from './course-types';
import './courses.css';

type Session = Course['sessions'][number];

/**
 * A course's page (issue 47): its sessions in order with their ledger, and "Move" on a planned
 * one: staff give the new date and time, see which later sessions move with it, then save.
 */
export function CourseScreen() {
  const params = useParams();
  const id = recordIdFromState(useLocation().state) ?? (Number(params.id) || null);
  const [course, setCourse] = useState<Course | null>(null);
  const [error, setError] = useState('');
  const [moving, setMoving] = useState<Session | null>(null);

  const load = useCallback(() => {
    if (!id) return;
    adminApi<Course>(`/v1/courses/${id}`)
      .then(setCourse)
      .catch((err: unknown) => setError(errorMessage(err, 'The course could not be loaded.')));
  }, [id]);
  useEffect(load, [load]);

  if (!id) {
    return (
      <section className="admin-page">
        <BackLink to="/admin/courses/plan">Plan a course</BackLink>
        <h1>Course</h1>
        <p role="alert">No course was chosen.</p>
      </section>
    );
  }
  return (
    <section className="admin-page">
      <BackLink to="/admin/courses/plan">Plan a course</BackLink>
      <h1>{course ? `${course.templateName} for ${course.patientName}` : 'Course'}</h1>
      {error && <p role="alert">{error}</p>}
      {course && (
        <>
          <p>
            From {dayName(course.startsOn)} · {course.sessionCount} sessions · ₹{(course.pricePaise / 100).toLocaleString('en-IN')} · planned{' '}
            {course.ledger.planned}, done {course.ledger.done}, missed {course.ledger.missed}, moved {course.ledger.moved}, cancelled{' '}
            {course.ledger.cancelled}
          </p>
          <p>
            <Link to={`/admin/courses/${id}/ledger`}>Payment and sessions</Link>: take the payment, mark a session missed or reschedule it, or cancel
            the course.
          </p>
          <CourseSessionTable
            caption="Sessions of the course"
            extraHeader="Actions"
            rows={course.sessions.map((s) => ({
              key: s.id,
              day: s.stepIndex + 1,
              when: `${dayName(clinicDate(s.startsAt))} ${clinicTime(s.startsAt)}–${clinicTime(s.endsAt)}`,
              therapy: s.therapyName,
              room: s.roomName,
              therapists: s.therapistNames.join(', ') || '—',
              status: s.status,
              extra: s.status === 'planned' && (
                <button type="button" className="button button-small button-secondary" onClick={() => setMoving(s)}>
                  Move <span className="visually-hidden">{`${s.therapyName}, step ${s.stepIndex + 1}`}</span>
                </button>
              ),
            }))}
          />
          {moving && (
            <MoveForm
              key={moving.id}
              courseId={course.id}
              session={moving}
              onDone={() => {
                setMoving(null);
                load();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

function MoveForm({ courseId, session, onDone }: { courseId: number; session: Session; onDone: () => void }) {
  const [date, setDate] = useState(clinicDate(session.startsAt));
  const [time, setTime] = useState(clinicTime(session.startsAt));
  const [preview, setPreview] = useState<MovePreview | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const path = `/v1/courses/${courseId}/sessions/${session.id}/move`;
  const body = () => ({ startsAt: clinicInstant(date, time) });

  async function run(save: boolean) {
    setError('');
    setBusy(true);
    try {
      if (save) {
        await adminApi<Course>(path, { method: 'POST', body: body() });
        onDone();
      } else setPreview(await adminApi<MovePreview>(`${path}/preview`, { method: 'POST', body: body() }));
    } catch (err) {
      setError(errorMessage(err, 'The move could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-form"
      aria-label={`Move ${session.therapyName}`}
      onSubmit={(e) => {
        e.preventDefault();
        void run(false);
      }}
    >
      <h2>
        Move {session.therapyName} (step {session.stepIndex + 1})
      </h2>
      <div className="admin-form-row">
        <div className="admin-field">
          <label htmlFor="move-date">New date</label>
          <input
            id="move-date"
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setPreview(null);
            }}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="move-time">New time</label>
          <input
            id="move-time"
            type="time"
            step={900}
            value={time}
            onChange={(e) => {
              setTime(e.target.value);
              setPreview(null);
            }}
          />
        </div>
      </div>
      <button type="submit" className="button button-secondary" disabled={busy}>
        Preview the move
      </button>
      {error && <p role="alert">{error}</p>}
      {preview && (
        <>
          <ul aria-label="Sessions the move changes">
            {preview.sessions.map((s) => (
              <li key={s.sessionId}>
                Step {s.stepIndex + 1} {s.therapyName}:{' '}
                {s.changed && s.startsAt
                  ? `${dayName(clinicDate(s.was.startsAt))} ${clinicTime(s.was.startsAt)} → ${dayName(clinicDate(s.startsAt))} ${clinicTime(s.startsAt)}, ${s.roomName}, ${s.therapistNames.join(', ')}`
                  : s.startsAt
                    ? 'unchanged'
                    : 'cannot be placed'}
                {s.conflicts.map((x) => (
                  <strong key={x.message} className="course-conflicts">
                    {' '}
                    {x.message}
                  </strong>
                ))}
              </li>
            ))}
          </ul>
          <button type="button" className="button" disabled={busy || !preview.fits} onClick={() => void run(true)}>
            Save the move
          </button>
        </>
      )}
    </form>
  );
}

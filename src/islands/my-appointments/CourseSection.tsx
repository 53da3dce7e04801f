import { useId } from 'react';
import type { PatientCourse, PatientCourseSession } from '../../lib/api/types';
import { formatTimeOfDay, longDateName } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { localizePath } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';
import { LoadedSection } from './LoadedSection';
import type { MyAppointmentsState } from './useMyAppointments';
import { useOwnList } from './useOwnList';

/** "सुबह 9:00 – सुबह 9:45 IST": a session's times on the clinic's clock, in the page's language. */
function useSessionTime() {
  const { locale } = usePatientCopy();
  return (session: PatientCourseSession) =>
    `${formatTimeOfDay(new Date(session.startsAt), locale, CLINIC_TIME_ZONE)} – ${formatTimeOfDay(new Date(session.endsAt), locale, CLINIC_TIME_ZONE)} IST`;
}

/** One course: its days in order, each session's time, therapy, room and what to do before it. */
function Course({ course, state }: { course: PatientCourse; state: MyAppointmentsState }) {
  const {
    myAppointments: { courseCopy: copy },
    locale,
  } = usePatientCopy();
  const headingId = useId();
  const timeOf = useSessionTime();
  const hasPlanned = course.days.some((day) => day.sessions.some((session) => session.status === 'planned'));
  return (
    <article className="course-card" aria-labelledby={headingId}>
      <div className="course-card-head">
        <h3 id={headingId}>{course.template.name[locale]}</h3>
        <span className="course-status">
          {copy.courseStatus[course.status]} · {copy.sessionCount(course.sessionCount)}
        </span>
      </div>
      {hasPlanned && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void state.downloadFile(`/v1/courses/${course.id}/calendar.ics`, `course-${course.id}.ics`, copy.calendarFailed)}
        >
          {copy.addAll}
        </button>
      )}
      <ol className="course-days">
        {course.days.map((day, index) => (
          <li key={day.date}>
            <h4>{copy.dayHeading(index + 1, longDateName(day.date, locale))}</h4>
            <ul className="course-sessions">
              {day.sessions.map((session) => (
                <li key={session.id} className={`course-session course-session-${session.status}`}>
                  <p className="course-session-line">
                    <strong>{timeOf(session)}</strong> · {session.therapy.name[locale]}
                    <span className="course-session-status"> · {copy.sessionStatus[session.status]}</span>
                  </p>
                  <p className="course-session-room">
                    {copy.room}: {session.room.name}
                  </p>
                  {session.therapy.preInstructions[locale] && session.status === 'planned' && (
                    <p className="course-session-before">
                      <span className="course-session-label">{copy.before}: </span>
                      {session.therapy.preInstructions[locale]}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** My appointments (issue 47): the patient's Panchakarma course, day by day, and one calendar file for it all. */
export function CourseSection({ state, token }: { state: MyAppointmentsState; token: string }) {
  const {
    myAppointments: { courseCopy: copy },
    locale,
  } = usePatientCopy();
  const { list: courses, retry } = useOwnList<PatientCourse>('/v1/courses/mine', token);

  return (
    <LoadedSection
      className="course-section"
      headingId="course-heading"
      heading={copy.heading}
      status={courses.kind}
      loadingText={copy.loading}
      failedText={copy.failed}
      onRetry={retry}
    >
      {courses.kind === 'loaded' && courses.items.length === 0 && (
        <div className="my-appointments-note">
          <p>{copy.empty}</p>
          <a href={localizePath('/services/panchakarma', locale)}>{copy.learnMore}</a>
        </div>
      )}
      {courses.kind === 'loaded' && courses.items.map((course) => <Course key={course.id} course={course} state={state} />)}
    </LoadedSection>
  );
}

/** One session of a course as the patient's calendar file holds it. */
export interface CourseCalendarSession {
  sessionId: number;
  start: Date;
  end: Date;
  /** The therapy's name in the patient's language. */
  summary: string;
  /** The therapy's instructions before the session, in that language. */
  description: string;
}

/** The stable UID of a session's event: the same file downloaded again replaces, not doubles, it. */
export const courseSessionUid = (sessionId: number, uidDomain: string) => `course-session-${sessionId}@${uidDomain}`;

/**
 * One RFC 5545 file with every planned session of a course (issue 47): METHOD:PUBLISH (a download,
 * nothing to answer), times in UTC, the clinic's address as LOCATION.
 */
export async function renderCourseIcs(course: {
  sessions: CourseCalendarSession[];
  place: { title: string; address: string; geo: { lat: number; lon: number } | null };
  organizer: { name: string; email: string };
  uidDomain: string;
}): Promise<string> {
  // Loaded at the first calendar file, not with the API (as appointment-ics.ts does).
  const { default: ical, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({
    name: course.organizer.name,
    prodId: { company: course.organizer.name, product: 'courses', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const session of course.sessions) {
    calendar.createEvent({
      id: courseSessionUid(session.sessionId, course.uidDomain),
      start: session.start,
      end: session.end,
      summary: session.summary,
      description: session.description,
      location: { title: course.place.title, address: course.place.address, ...(course.place.geo ? { geo: course.place.geo } : {}) },
      organizer: course.organizer,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

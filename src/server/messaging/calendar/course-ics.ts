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

/** One event of a file of sessions: its stable UID, so the same file downloaded again replaces, not doubles, it. */
export type CalendarSessionEvent = Omit<CourseCalendarSession, 'sessionId'> & { uid: string };

type Place = { title: string; address: string; geo: { lat: number; lon: number } | null };

/** The stable UID of a session's event: the same file downloaded again replaces, not doubles, it. */
export const courseSessionUid = (sessionId: number, uidDomain: string) => `course-session-${sessionId}@${uidDomain}`;

/**
 * One RFC 5545 file of sessions (a course's, or a class seat's): METHOD:PUBLISH (a download,
 * nothing to answer), times in UTC, the place as LOCATION (none for an online class).
 */
export async function renderSessionsIcs(file: {
  product: string;
  events: CalendarSessionEvent[];
  place: Place | null;
  organizer: { name: string; email: string };
}): Promise<string> {
  // Loaded at the first calendar file, not with the API (as appointment-ics.ts does).
  const { default: ical, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({
    name: file.organizer.name,
    prodId: { company: file.organizer.name, product: file.product, language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const place = file.place;
  for (const event of file.events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description,
      ...(place ? { location: { title: place.title, address: place.address, ...(place.geo ? { geo: place.geo } : {}) } } : {}),
      organizer: file.organizer,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** Every planned session of a course in one file (issue 47), the clinic's address as LOCATION. */
export async function renderCourseIcs(course: {
  sessions: CourseCalendarSession[];
  place: Place;
  organizer: { name: string; email: string };
  uidDomain: string;
}): Promise<string> {
  return renderSessionsIcs({
    product: 'courses',
    events: course.sessions.map(({ sessionId, ...session }) => ({ ...session, uid: courseSessionUid(sessionId, course.uidDomain) })),
    place: course.place,
    organizer: course.organizer,
  });
}

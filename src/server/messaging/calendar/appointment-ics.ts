/** What a calendar file says about one appointment (DESIGN.md, Beyond SPEC: calendar files). */
export interface AppointmentCalendarEvent {
  appointmentId: number;
  /** Rises with every change (reschedule, cancel) so calendar apps replace the old copy. */
  sequence: number;
  method: 'request' | 'cancel';
  start: Date;
  end: Date;
  /** e.g. "Panchakarma consultation with Dr. Meera Joshi". */
  summary: string;
  description: string;
  meetingLink: string | null;
  /** An in-person visit's place (issue 34): LOCATION is the address, GEO the point when known. */
  place?: { title: string; address: string; geo: { lat: number; lon: number } | null } | null;
  /** The clinic's name and the address its invitations come from. */
  organizer: { name: string; email: string };
  /**
   * Whom this copy is for (the patient's names the patient, the doctor's the doctor): RFC 5546 asks
   * for an ATTENDEE in a REQUEST and a CANCEL. Without one (a download for a patient who gave no
   * e-mail) the file is a plain METHOD:PUBLISH.
   */
  attendee: { name: string; email: string } | null;
  /** The host the UID is scoped to, e.g. the site's hostname. */
  uidDomain: string;
}

/** Minutes before the start at which the calendar app reminds the patient. */
export const CALENDAR_ALARM_MINUTES_BEFORE = 30;

/** The stable UID of an appointment's event: the same across reschedules and the cancellation. */
export const appointmentUid = (appointmentId: number, uidDomain: string) => `appointment-${appointmentId}@${uidDomain}`;

/** The file's METHOD, as a mail's text/calendar part names it too. */
export const icsMethod = (event: Pick<AppointmentCalendarEvent, 'method' | 'attendee'>) =>
  !event.attendee ? 'PUBLISH' : event.method === 'cancel' ? 'CANCEL' : 'REQUEST';

/**
 * An RFC 5545 calendar file for one appointment: METHOD:REQUEST for a booking or a move,
 * METHOD:CANCEL for a cancellation (PUBLISH without an attendee); times in UTC, the meeting link as LOCATION and URL (an in-person visit: the clinic's address and GEO).
 */
export async function renderAppointmentIcs(event: AppointmentCalendarEvent): Promise<string> {
  // Loaded at the first calendar file, not with the API (netlify.toml keeps it beside the function).
  const { default: ical, ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({
    name: event.organizer.name,
    prodId: { company: event.organizer.name, product: 'appointments', language: 'EN' },
    method: ICalCalendarMethod[icsMethod(event)],
  });
  const calendarEvent = calendar.createEvent({
    id: appointmentUid(event.appointmentId, event.uidDomain),
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: event.place
      ? { title: event.place.title, address: event.place.address, ...(event.place.geo ? { geo: event.place.geo } : {}) }
      : event.meetingLink,
    url: event.meetingLink,
    organizer: event.organizer,
    status: event.method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (event.attendee) {
    // The slot was booked with the attendee's knowledge: nothing to answer, so no RSVP is asked for.
    calendarEvent.createAttendee({ ...event.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false });
  }
  if (event.method === 'request') {
    calendarEvent.createAlarm({ type: ICalAlarmType.display, trigger: CALENDAR_ALARM_MINUTES_BEFORE * 60, description: event.summary });
  }
  return calendar.toString();
}

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
  /** The host the UID is scoped to, e.g. the site's hostname. */
  uidDomain: string;
}

/** Minutes before the start at which the calendar app reminds the patient. */
export const CALENDAR_ALARM_MINUTES_BEFORE = 30;

/** The stable UID of an appointment's event: the same across reschedules and the cancellation. */
export const appointmentUid = (appointmentId: number, uidDomain: string) => `appointment-${appointmentId}@${uidDomain}`;

/**
 * An RFC 5545 calendar file for one appointment: METHOD:REQUEST for a booking or a move,
 * METHOD:CANCEL for a cancellation; times in UTC, the meeting link as LOCATION and URL (an in-person visit: the clinic's address and GEO).
 */
export async function renderAppointmentIcs(event: AppointmentCalendarEvent): Promise<string> {
  // Loaded at the first calendar file, not with the API (netlify.toml keeps it beside the function).
  const { default: ical, ICalAlarmType, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({
    name: event.organizer.name,
    prodId: { company: event.organizer.name, product: 'appointments', language: 'EN' },
    method: event.method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
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
  if (event.method === 'request') {
    calendarEvent.createAlarm({ type: ICalAlarmType.display, trigger: CALENDAR_ALARM_MINUTES_BEFORE * 60, description: event.summary });
  }
  return calendar.toString();
}

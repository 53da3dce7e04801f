import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderAppointmentIcs, type AppointmentCalendarEvent } from '../../src/server/messaging/calendar/appointment-ics';

const base: AppointmentCalendarEvent = {
  appointmentId: 42,
  sequence: 0,
  method: 'request',
  start: new Date('2026-12-10T05:30:00.000Z'),
  end: new Date('2026-12-10T06:00:00.000Z'),
  summary: 'Consultation with Dr. Meera Joshi',
  description: 'Your consultation, 11:00 AM IST. Join: https://meet.jit.si/room-abc',
  meetingLink: 'https://meet.jit.si/room-abc',
  organizer: { name: 'Jamnagar Ayurveda Clinic', email: 'care@clinic.example' },
  attendee: { name: 'Asha Patel', email: 'asha@example.com' },
  uidDomain: 'clinic.example',
};

/** Parses with ical.js, an independent RFC 5545 parser. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('renderAppointmentIcs', () => {
  it('a booking is a REQUEST with the right instants, a stable UID, the link and an alarm', async () => {
    const { calendar, vevent, event } = parse(await renderAppointmentIcs(base));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('appointment-42@clinic.example');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-10T05:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-10T06:00:00.000Z');
    expect(event.location).toBe('https://meet.jit.si/room-abc');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.jit.si/room-abc');
    expect(vevent.getFirstSubcomponent('valarm')).not.toBeNull();
  });

  it('a cancellation is a CANCEL of the same UID with a higher SEQUENCE', async () => {
    const { calendar, vevent, event } = parse(await renderAppointmentIcs({ ...base, method: 'cancel', sequence: 2 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('appointment-42@clinic.example');
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('attendee')).toMatch(/^mailto:asha@example.com$/i);
  });

  it('a REQUEST names its recipient as the ATTENDEE (RFC 5546), with no reply asked for', async () => {
    const { vevent } = parse(await renderAppointmentIcs(base));
    const [attendee, ...others] = vevent.getAllProperties('attendee');
    expect(others).toEqual([]);
    expect(attendee!.getFirstValue()).toMatch(/^mailto:asha@example.com$/i);
    expect(attendee!.getParameter('cn')).toBe('Asha Patel');
    expect(attendee!.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee!.getParameter('rsvp')).toBe('FALSE');
    expect(vevent.getFirstPropertyValue('organizer')).toMatch(/^mailto:care@clinic.example$/i);
  });

  it('a copy for nobody in particular (no e-mail to name) is a plain PUBLISH', async () => {
    const { calendar, vevent } = parse(await renderAppointmentIcs({ ...base, attendee: null }));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.getAllProperties('attendee')).toEqual([]);
  });
});

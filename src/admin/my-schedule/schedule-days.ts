import type { DoctorAppointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE, indiaDateOf, indiaTimeToInstant } from '../../lib/time/clinic-time';

const DAY_MS = 86_400_000;

/** One clinic (IST) day of My Schedule: YYYY-MM-DD, its heading and its appointments in time order. */
export interface ScheduleDay {
  date: string;
  heading: string;
  appointments: DoctorAppointment[];
}

/** A clinic day's heading: 'Today · Tue, Nov 24', 'Tomorrow · Wed, Nov 25', later 'Thu, Nov 26'. */
export function clinicDayHeading(date: string, now: Date): string {
  // Noon IST names the day whatever the viewer's zone.
  const label = formatDate(indiaTimeToInstant(date, '12:00'), 'day', CLINIC_TIME_ZONE);
  if (date === indiaDateOf(now)) return `Today · ${label}`;
  if (date === indiaDateOf(new Date(now.getTime() + DAY_MS))) return `Tomorrow · ${label}`;
  return label;
}

/**
 * The schedule by clinic day, earliest first: today always (a doctor opens it for today), then
 * each day that has appointments. An appointment belongs to the IST day it starts on; each day
 * keeps the order it was given (the API's time order).
 */
export function groupByClinicDay(appointments: readonly DoctorAppointment[], now: Date): ScheduleDay[] {
  const byDate = new Map<string, DoctorAppointment[]>([[indiaDateOf(now), []]]);
  for (const appointment of appointments) {
    const date = indiaDateOf(new Date(appointment.time));
    byDate.set(date, [...(byDate.get(date) ?? []), appointment]);
  }
  return [...byDate.keys()].sort().map((date) => ({
    date,
    heading: clinicDayHeading(date, now),
    appointments: byDate.get(date)!,
  }));
}

/** A consultation's time in clinic time, '10:00 AM – 10:30 AM IST'. */
export const clinicTimeRange = (appointment: Pick<DoctorAppointment, 'time' | 'end_time'>): string =>
  `${formatDate(appointment.time, 'time', CLINIC_TIME_ZONE)} – ${formatDate(appointment.end_time, 'time', CLINIC_TIME_ZONE)} IST`;

/** Who is waiting at the clinic (issue 34): the patients marked arrived, first come first. */
export const waitingPatients = (appointments: readonly DoctorAppointment[]): DoctorAppointment[] =>
  appointments
    .filter((appointment) => appointment.status === 'checked_in' && appointment.checked_in_at !== null)
    .sort((a, b) => Date.parse(a.checked_in_at!) - Date.parse(b.checked_in_at!) || a.id - b.id);

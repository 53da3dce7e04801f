import { APPOINTMENT_MODES, type AppointmentMode } from '../domain/appointments';

/**
 * The booking wizard's "book again" address (issue 34): /book-appointment?service=<id>&doctor=<id>&mode=<mode>
 * opens the booking with that service, doctor and way of consulting (issue 45) chosen. My appointments, the admin and the
 * follow-up recall links all build it here, and the wizard reads it back with readBookAgain.
 */
export interface BookAgain {
  serviceId?: number;
  doctorId?: number;
  mode?: AppointmentMode;
}

export function bookAgainPath({ serviceId, doctorId, mode }: BookAgain): string {
  const query = new URLSearchParams();
  if (serviceId !== undefined) query.set('service', String(serviceId));
  if (doctorId !== undefined) query.set('doctor', String(doctorId));
  if (mode !== undefined) query.set('mode', mode);
  const search = query.toString();
  return search ? `/book-appointment?${search}` : '/book-appointment';
}

/** A positive whole id, or nothing: a missing, garbled or negative id is ignored. */
const idOf = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

/** A mode the clinic has, or nothing. */
const modeOf = (value: string | null): AppointmentMode | undefined => APPOINTMENT_MODES.find((mode) => mode === value);

/** The service, doctor and mode a booking address asks for (location.search); unknown ids are the wizard's to ignore. */
export function readBookAgain(search: string): BookAgain {
  const query = new URLSearchParams(search);
  return { serviceId: idOf(query.get('service')), doctorId: idOf(query.get('doctor')), mode: modeOf(query.get('mode')) };
}

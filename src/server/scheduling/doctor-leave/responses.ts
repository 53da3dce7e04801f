import * as z from 'zod';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES } from '../../../lib/domain/appointments';
import { LOCALES } from '../../../i18n/locales';

/** A doctor's leave (issue 51 item 8): whole days, or some hours of one day (clinic minutes). */
export const doctorLeaveResponse = z.strictObject({
  id: z.number().int(),
  doctorId: z.number().int(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  fromMinute: z.number().int().nullable(),
  untilMinute: z.number().int().nullable(),
  note: z.string(),
  /** The first and last instants it covers. */
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** Appointments still ahead in it that staff have to move or cancel. */
  needsAction: z.number().int(),
});
export type DoctorLeave = z.infer<typeof doctorLeaveResponse>;

/** An appointment the doctor's leave falls on: staff move it to another doctor or cancel it with a full refund. */
export const affectedAppointmentResponse = z.strictObject({
  id: z.number().int(),
  leaveId: z.number().int(),
  time: z.iso.datetime({ offset: true }),
  end_time: z.iso.datetime({ offset: true }),
  status: z.enum(APPOINTMENT_STATUSES),
  mode: z.enum(APPOINTMENT_MODES),
  patient: z.strictObject({ id: z.number().int(), name: z.string().nullable(), mobile: z.string().nullable(), language: z.enum(LOCALES) }),
  service: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** What the patient paid for it (0 when waived or not paid yet). */
  paidPaise: z.number().int(),
  /** Other active doctors who offer the service: the ones it can move to. */
  alternatives: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
});
export type AffectedAppointment = z.infer<typeof affectedAppointmentResponse>;

export const doctorLeaveCreatedResponse = z.strictObject({
  leave: doctorLeaveResponse,
  affected: z.array(affectedAppointmentResponse),
});

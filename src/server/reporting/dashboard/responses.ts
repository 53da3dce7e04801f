import * as z from 'zod';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES, PATIENT_ANSWERS } from '../../../lib/domain/appointments';

const count = z.number().int().nonnegative();
/** Rupees. */
const rupees = z.number();

/** GET /v1/dashboard: SPEC's totals, in mixed case. */
export const dashboardTotalsResponse = z.strictObject({
  totalDoctors: count,
  totalAppointments: count,
  totalTimeSlots: count,
  totalUsers: count,
  totalServices: count,
});
export type DashboardTotals = z.infer<typeof dashboardTotalsResponse>;

/** One of today's appointments on the dashboard. */
const dashboardAppointmentResponse = z.strictObject({
  id: z.number().int(),
  time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  status: z.enum(APPOINTMENT_STATUSES),
  patient: z.strictObject({ name: z.string() }),
  doctor: z.strictObject({ name: z.string() }),
  service: z.strictObject({ name: z.string() }),
  mode: z.enum(APPOINTMENT_MODES),
  google_meet_link: z.string().nullable(),
  /** When the patient of an in-person visit was marked arrived (issue 34); null otherwise. */
  checked_in_at: z.iso.datetime().nullable(),
  /** What the patient answered to the reminders: confirmed, not answered, wants to change. */
  patient_answer: z.enum(PATIENT_ANSWERS),
});
export type DashboardAppointment = z.infer<typeof dashboardAppointmentResponse>;

/** GET /v1/dashboard/operations: the clinic's day, week and month; days and months are the clinic's (IST). */
export const dashboardOperationsResponse = z.strictObject({
  /** Today's clinic date. */
  today: z.iso.date(),
  /** Today's appointments across doctors in time order, whatever their status. */
  today_appointments: z.array(dashboardAppointmentResponse),
  /** The 7 clinic days after today, each with its pending and confirmed appointments. */
  next_days: z.array(z.strictObject({ date: z.iso.date(), appointments: count })),
  /** Captured payments minus the refunds processed in the month. */
  revenue: z.strictObject({ this_month: rupees, last_month: rupees }),
  /** Contact queries still pending. */
  open_contact_queries: count,
  /** Appointments that started in the last 30 days and were marked no-show or completed; rate is null without any. */
  no_shows: z.strictObject({ rate: z.number().nullable(), no_show: count, completed: count }),
  /**
   * The same 30 days' visits split by whether the patient confirmed through a reminder: `share`
   * is the confirmed part of all, each side's `rate` its no-show rate (null without any visit).
   */
  confirmations: z.strictObject({
    share: z.number().nullable(),
    confirmed: z.strictObject({ rate: z.number().nullable(), no_show: count, completed: count }),
    unconfirmed: z.strictObject({ rate: z.number().nullable(), no_show: count, completed: count }),
  }),
  /** The last 30 clinic days, oldest first (today last): appointments made that day and its revenue. */
  daily: z.array(z.strictObject({ date: z.iso.date(), bookings: count, revenue: rupees })),
});
export type DashboardOperations = z.infer<typeof dashboardOperationsResponse>;

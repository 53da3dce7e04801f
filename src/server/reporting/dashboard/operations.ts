import { meetingRoomOf } from '../../../lib/policy/appointment-policy';
import { patientAnswerOf } from '../../../lib/domain/appointments';
import { and, asc, count, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardAppointment, DashboardOperations } from './responses';
import { paiseToRupees } from '../../../lib/format/money';
import { CLINIC_TIME_ZONE, datesBetween, indiaDateOf, indiaTimeToInstant } from '../../../lib/time/clinic-time';
import { addDays, addMonths, monthOf } from '../../../lib/time/month-grid';
import { RESCHEDULABLE_STATUSES } from '../../../lib/validation/appointment';
import type { PaymentStatus } from '../../../lib/domain/payments';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, contactQueries, doctors, payments, refunds, services, timeSlots, users } from '../../kernel/db/schema';

/** The week ahead shown after today. */
export const NEXT_DAYS = 7;
/** The chart's clinic days, today included, and the no-show rate's window. */
export const TREND_DAYS = 30;

/**
 * Payments whose money the clinic took: booked, refunded since, or paid for a slot that was lost
 * (refund_pending: the money came in, and its refund counts when it is processed).
 */
const CAPTURED_PAYMENT_STATUSES: PaymentStatus[] = ['completed', 'refund_pending', 'refunded'];

/**
 * Per clinic (IST) day: group by the date (cheap to compare) and format only the groups as
 * YYYY-MM-DD. The zone is written into the SQL rather than bound, so the expression in SELECT
 * and GROUP BY is one expression to PostgreSQL.
 */
const clinicDate = (column: AnyPgColumn) => sql`(${column} at time zone '${sql.raw(CLINIC_TIME_ZONE)}')::date`;
const clinicDay = (column: AnyPgColumn) => sql<string>`to_char(${clinicDate(column)}, 'YYYY-MM-DD')`;

/** The instant a clinic date begins (00:00 IST). */
const dayStart = (date: string) => indiaTimeToInstant(date, '00:00');

/** Sums per clinic day: one aggregate row per day that has any. */
async function perDay(query: Promise<{ day: string; n: number }[]>): Promise<Map<string, number>> {
  return new Map((await query).map((row) => [row.day, row.n]));
}

const sumOf = (column: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** No-shows among the visits that ended in a no-show or a completion; null without any. */
const outcomeRate = (noShow: number, completed: number) => ({
  rate: noShow + completed === 0 ? null : noShow / (noShow + completed),
  no_show: noShow,
  completed,
});

/**
 * Everything the operations dashboard shows, as of `now`, in a handful of aggregate queries
 * (each bounded by an indexed timestamp range, so the cost follows the days shown, not the
 * history kept). Clinic days and months are India's (DESIGN.md, Time).
 */
export async function dashboardOperations(db: Database, now: Date): Promise<DashboardOperations> {
  const today = indiaDateOf(now);
  const tomorrow = addDays(today, 1);
  const trendFrom = addDays(today, 1 - TREND_DAYS);
  const thisMonth = monthOf(today);
  const lastMonth = monthOf(addMonths(`${thisMonth}-01`, -1));
  // Money is summed per day once, from whichever begins earlier: last month or the chart.
  const moneyFrom = [`${lastMonth}-01`, trendFrom].sort()[0]!;

  const [todayAppointments, upcoming, bookings, captured, refunded, outcomes, openContactQueries] = await Promise.all([
    appointmentRows(db, {
      id: appointments.id,
      time: appointments.time,
      endTime: timeSlots.endTime,
      status: appointments.status,
      patient: { name: users.name },
      doctor: { name: doctors.name },
      service: { name: services.name },
      mode: appointments.mode,
      googleMeetLink: appointments.googleMeetLink,
      checkedInAt: appointments.checkedInAt,
      patientConfirmedAt: appointments.patientConfirmedAt,
      patientWantsChangeAt: appointments.patientWantsChangeAt,
    })
      .innerJoin(users, eq(users.id, appointments.userId))
      .where(and(gte(appointments.time, dayStart(today)), lt(appointments.time, dayStart(tomorrow))))
      .orderBy(asc(appointments.time), asc(doctors.name), asc(appointments.id)),
    // Appointments still to happen: pending or confirmed (cancelled ones free their slot).
    perDay(
      db
        .select({ day: clinicDay(appointments.time), n: count() })
        .from(appointments)
        .where(
          and(
            inArray(appointments.status, [...RESCHEDULABLE_STATUSES]),
            gte(appointments.time, dayStart(tomorrow)),
            lt(appointments.time, dayStart(addDays(tomorrow, NEXT_DAYS))),
          ),
        )
        .groupBy(clinicDate(appointments.time)),
    ),
    // Bookings made each day, whatever became of them since: a booking later cancelled was still made.
    perDay(
      db
        .select({ day: clinicDay(appointments.createdAt), n: count() })
        .from(appointments)
        .where(and(gte(appointments.createdAt, dayStart(trendFrom)), lt(appointments.createdAt, dayStart(tomorrow))))
        .groupBy(clinicDate(appointments.createdAt)),
    ),
    // A payment counts on the day its order was made: it is paid within the checkout hold
    // (minutes), and the table keeps no separate capture time.
    perDay(
      db
        .select({ day: clinicDay(payments.createdAt), n: sumOf(payments.amountPaise) })
        .from(payments)
        .where(
          and(
            inArray(payments.status, CAPTURED_PAYMENT_STATUSES),
            gte(payments.createdAt, dayStart(moneyFrom)),
            lt(payments.createdAt, dayStart(tomorrow)),
          ),
        )
        .groupBy(clinicDate(payments.createdAt)),
    ),
    // A refund counts on the day it settled, whenever its payment was made.
    perDay(
      db
        .select({ day: clinicDay(refunds.settledAt), n: sumOf(refunds.amountPaise) })
        .from(refunds)
        .where(and(eq(refunds.status, 'processed'), gte(refunds.settledAt, dayStart(moneyFrom)), lt(refunds.settledAt, dayStart(tomorrow))))
        .groupBy(clinicDate(refunds.settledAt)),
    ),
    db
      .select({
        noShow: sql<number>`count(*) filter (where ${appointments.status} = 'no_show')`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${appointments.status} = 'completed')`.mapWith(Number),
        confirmedNoShow:
          sql<number>`count(*) filter (where ${appointments.status} = 'no_show' and ${appointments.patientConfirmedAt} is not null)`.mapWith(Number),
        confirmedCompleted:
          sql<number>`count(*) filter (where ${appointments.status} = 'completed' and ${appointments.patientConfirmedAt} is not null)`.mapWith(
            Number,
          ),
      })
      .from(appointments)
      .where(
        and(
          inArray(appointments.status, ['no_show', 'completed']),
          gte(appointments.time, new Date(now.getTime() - TREND_DAYS * 86_400_000)),
          lte(appointments.time, now),
        ),
      ),
    // Resolved and closed both end a query; only a pending one still waits for staff.
    db.$count(contactQueries, eq(contactQueries.status, 'pending')),
  ]);

  const netPaise = (day: string) => (captured.get(day) ?? 0) - (refunded.get(day) ?? 0);
  const monthPaise = (month: string) =>
    datesBetween(`${month}-01`, today)
      .filter((day) => monthOf(day) === month)
      .reduce((sum, day) => sum + netPaise(day), 0);
  const { noShow, completed, confirmedNoShow, confirmedCompleted } = outcomes[0] ?? {
    noShow: 0,
    completed: 0,
    confirmedNoShow: 0,
    confirmedCompleted: 0,
  };

  return {
    today,
    today_appointments: todayAppointments.map((row): DashboardAppointment => ({
      id: row.id,
      time: row.time.toISOString(),
      end_time: row.endTime.toISOString(),
      status: row.status,
      patient: row.patient,
      doctor: row.doctor,
      service: row.service,
      mode: row.mode,
      google_meet_link: meetingRoomOf(row),
      checked_in_at: row.checkedInAt?.toISOString() ?? null,
      patient_answer: patientAnswerOf(row),
    })),
    next_days: datesBetween(tomorrow, addDays(tomorrow, NEXT_DAYS - 1)).map((date) => ({ date, appointments: upcoming.get(date) ?? 0 })),
    revenue: { this_month: paiseToRupees(monthPaise(thisMonth)), last_month: paiseToRupees(monthPaise(lastMonth)) },
    open_contact_queries: openContactQueries,
    no_shows: outcomeRate(noShow, completed),
    confirmations: {
      share: noShow + completed === 0 ? null : (confirmedNoShow + confirmedCompleted) / (noShow + completed),
      confirmed: outcomeRate(confirmedNoShow, confirmedCompleted),
      unconfirmed: outcomeRate(noShow - confirmedNoShow, completed - confirmedCompleted),
    },
    daily: datesBetween(trendFrom, today).map((date) => ({ date, bookings: bookings.get(date) ?? 0, revenue: paiseToRupees(netPaise(date)) })),
  };
}

import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { bookingServerMessages } from '../../../lib/validation/messages';
import { waitlistMessages as w, type ConsultationWaitlistJoinInput, type DoctorDayQuery } from '../../../lib/validation/waitlist';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { doctorServices, doctors, services, timeSlots, users, waitlistEntries, waitlistOffers } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { assertDoctorOffersService, assertServiceOffersMode } from '../../practice';
import { type DoctorDay, freeSlotsOf, hasAppointmentThatDay, hasSlotsToCome, lockDoctor } from './doctor-day';
import { offerFreeSlots } from './offers';
import type { ConsultationWaitlistEntryAnswer, FullDoctorDaysAnswer, StaffConsultationWaitlistAnswer } from './responses';
import { ACTIVE_PLACES, positionInLine } from '../classes/waitlist/position';

type Entry = typeof waitlistEntries.$inferSelect;
const ACTIVE = ACTIVE_PLACES;

/** A place's position in its line (1 = next), or null once it left. */
const positionOf = (db: Pick<Database, 'select'>, entry: Entry) =>
  positionInLine(db, entry, and(eq(waitlistEntries.doctorId, entry.doctorId!), eq(waitlistEntries.day, entry.day!)));

const entryAnswer = async (db: Pick<Database, 'select'>, entry: Entry): Promise<ConsultationWaitlistEntryAnswer> => ({
  id: entry.id,
  doctorId: entry.doctorId!,
  serviceId: entry.serviceId!,
  ...(await namesOf(db, entry)),
  date: entry.day!,
  mode: entry.appointmentMode!,
  status: entry.status,
  position: await positionOf(db, entry),
});

/** The doctor's and the service's names, so the patient's screens can name the place. */
async function namesOf(db: Pick<Database, 'select'>, entry: Entry) {
  const [doctor] = await db.select({ name: doctors.name }).from(doctors).where(eq(doctors.id, entry.doctorId!));
  const [service] = await db.select({ name: services.name }).from(services).where(eq(services.id, entry.serviceId!));
  return { doctorName: doctor!.name, serviceName: service!.name };
}

/** The day asked for: today or later (the clinic's day), with consultation time still to come. */
async function checkDay(tx: Transaction, doctorDay: DoctorDay, now: Date) {
  if (doctorDay.day < indiaDateOf(now)) throw new AppError('invalid', w.dayInvalid, { date: w.dayInvalid });
  if (!(await hasSlotsToCome(tx, doctorDay, now))) throw new AppError('conflict', w.noDoctorDay);
}

/**
 * POST /v1/waitlist/consultations (docs/decisions/053): a verified patient takes a place in line for
 * a doctor's full day, for one service and mode. Under the doctor's lock, as every offer: a free
 * slot is first offered to those already waiting; then the day must be full (no slot the patient
 * could book: 409, book it instead), the doctor must offer the service and the service the mode,
 * and the patient may hold one place per doctor-day and no appointment with the doctor that day.
 */
export async function joinConsultationLine(
  db: Database,
  channels: NotificationChannels,
  patientId: number,
  input: ConsultationWaitlistJoinInput,
  now = clinicNow(),
): Promise<ConsultationWaitlistEntryAnswer> {
  return db.transaction(async (tx) => {
    const doctorDay = { doctorId: input.doctorId, day: input.date };
    const doctor = await lockDoctor(tx, input.doctorId);
    if (!doctor.status) throw notFound('Doctor');
    const [service] = await tx
      .select()
      .from(services)
      .where(and(eq(services.id, input.serviceId), eq(services.status, true)));
    if (!service) throw new AppError('not_found', bookingServerMessages.serviceNotFound);
    assertServiceOffersMode(service, input.mode);
    await assertDoctorOffersService(tx, doctor.id, service.id);
    await checkDay(tx, doctorDay, now);
    await offerFreeSlots(tx, channels, doctorDay, now);
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.doctorId, doctor.id),
          eq(waitlistEntries.day, input.date),
          eq(waitlistEntries.patientId, patientId),
          inArray(waitlistEntries.status, [...ACTIVE]),
        ),
      );
    if (already) throw new AppError('conflict', w.alreadyWaitingDay);
    if (await hasAppointmentThatDay(tx, patientId, doctorDay)) throw new AppError('conflict', w.alreadyBookedDay);
    if ((await freeSlotsOf(tx, doctorDay, patientId)).length > 0) throw new AppError('conflict', w.dayNotFull);
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ doctorId: doctor.id, serviceId: service.id, day: input.date, appointmentMode: input.mode, patientId, createdAt: now })
      .returning();
    await recordAudit(tx, { action: 'join', entity: 'waitlist_entry', entityId: entry!.id, after: entry });
    return entryAnswer(tx, entry!);
  });
}

/** GET /v1/waitlist/consultations/mine: the patient's places still in a doctor-day's line. */
export async function myConsultationPlaces(db: Database, patientId: number): Promise<ConsultationWaitlistEntryAnswer[]> {
  const entries = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.patientId, patientId), isNotNull(waitlistEntries.doctorId), inArray(waitlistEntries.status, [...ACTIVE])))
    .orderBy(desc(waitlistEntries.id))
    .limit(100);
  return Promise.all(entries.map((entry) => entryAnswer(db, entry)));
}

/**
 * DELETE /v1/waitlist/:id for a doctor-day's place: the patient leaves the line; an open offer is
 * withdrawn, its slot's hold let go and offered to the next, in the same transaction. Answers
 * undefined when the entry is not a doctor-day's (the class line's own leave answers it).
 */
export async function leaveConsultationLine(
  db: Database,
  channels: NotificationChannels,
  patientId: number,
  entryId: number,
  now = clinicNow(),
): Promise<ConsultationWaitlistEntryAnswer | undefined> {
  const [found] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.patientId, patientId)));
  if (!found || found.doctorId === null) return undefined;
  return db.transaction(async (tx) => {
    await lockDoctor(tx, found.doctorId!);
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
    if (!(ACTIVE as readonly string[]).includes(entry!.status)) throw new AppError('not_found', w.entryNotFound);
    const open = await tx
      .update(waitlistOffers)
      .set({ status: 'withdrawn' })
      .where(and(eq(waitlistOffers.entryId, entry!.id), eq(waitlistOffers.status, 'open')))
      .returning({ slotId: waitlistOffers.slotId });
    for (const { slotId } of open) {
      await tx
        .update(timeSlots)
        .set({ heldUntil: null, heldByUserId: null })
        .where(and(eq(timeSlots.id, slotId!), eq(timeSlots.heldByUserId, patientId), eq(timeSlots.isBooked, false)));
    }
    const [after] = await tx.update(waitlistEntries).set({ status: 'withdrawn' }).where(eq(waitlistEntries.id, entry!.id)).returning();
    await recordAudit(tx, { action: 'leave', entity: 'waitlist_entry', entityId: entry!.id, before: entry, after });
    if (open.length > 0) await offerFreeSlots(tx, channels, { doctorId: found.doctorId!, day: found.day! }, now);
    return entryAnswer(tx, after!);
  });
}

/**
 * GET /v1/waitlist/consultations/full?serviceId=&date= (public): the doctors offering the service
 * whose day is full (consultation time to come, none free): the wizard offers their lines.
 */
export async function fullDoctorDays(db: Database, serviceId: number, date: string, now = clinicNow()): Promise<FullDoctorDaysAnswer> {
  const offering = await db
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .innerJoin(doctorServices, eq(doctorServices.doctorId, doctors.id))
    .where(and(eq(doctorServices.serviceId, serviceId), eq(doctors.status, true)))
    .orderBy(asc(doctors.name), asc(doctors.id));
  const full: FullDoctorDaysAnswer['doctors'] = [];
  if (date >= indiaDateOf(now)) {
    for (const doctor of offering) {
      const doctorDay = { doctorId: doctor.id, day: date };
      if ((await hasSlotsToCome(db, doctorDay, now)) && (await freeSlotsOf(db, doctorDay)).length === 0) full.push(doctor);
    }
  }
  return { date, doctors: full };
}

/** GET /v1/waitlist/consultations?doctorId=&date= (desk): the doctor-day's line in order, each place's state and offer, and the slots free. */
export async function doctorDayLine(db: Database, query: DoctorDayQuery): Promise<StaffConsultationWaitlistAnswer> {
  const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, query.doctorId));
  if (!doctor) throw notFound('Doctor');
  const rows = await db
    .select({ entry: waitlistEntries, name: users.name, mobile: users.mobile, serviceName: services.name })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.patientId))
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .where(and(eq(waitlistEntries.doctorId, query.doctorId), eq(waitlistEntries.day, query.date)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const offers =
    rows.length === 0
      ? []
      : await db
          .select({ offer: waitlistOffers, slotStartsAt: timeSlots.startTime })
          .from(waitlistOffers)
          .innerJoin(timeSlots, eq(timeSlots.id, waitlistOffers.slotId))
          .where(
            inArray(
              waitlistOffers.entryId,
              rows.map((row) => row.entry.id),
            ),
          )
          .orderBy(desc(waitlistOffers.id));
  const free = await freeSlotsOf(db, { doctorId: query.doctorId, day: query.date });
  return {
    doctorId: query.doctorId,
    date: query.date,
    free: free.length,
    entries: rows.map(({ entry, name, mobile, serviceName }) => {
      const found = offers.find((o) => o.offer.entryId === entry.id);
      return {
        id: entry.id,
        patient: { id: entry.patientId, name, mobile },
        service: { id: entry.serviceId!, name: serviceName },
        mode: entry.appointmentMode!,
        status: entry.status,
        joinedAt: entry.createdAt.toISOString(),
        offer: found
          ? { status: found.offer.status, expiresAt: found.offer.expiresAt.toISOString(), slotStartsAt: found.slotStartsAt.toISOString() }
          : null,
      };
    }),
  };
}

/**
 * POST /v1/waitlist/consultations/offer (desk): "Offer now": a free slot of the doctor-day offered
 * by hand to the first waiting (after a slot was added, say). 409 when no slot is free or nobody waits.
 */
export async function offerSlotNow(
  db: Database,
  channels: NotificationChannels,
  staff: { id: number },
  query: DoctorDayQuery,
  now = clinicNow(),
): Promise<StaffConsultationWaitlistAnswer> {
  await db.transaction(async (tx) => {
    const offered = await offerFreeSlots(tx, channels, { doctorId: query.doctorId, day: query.date }, now, 1);
    if (offered === 0) throw new AppError('conflict', w.nothingToOfferDay);
    await recordAudit(tx, { action: 'offer_now', entity: 'doctor', entityId: query.doctorId, after: { date: query.date, by: staff.id } });
  });
  return doctorDayLine(db, query);
}

import * as z from 'zod';
import { APPOINTMENT_MODES } from '../../../lib/domain/appointments';
import { WAITLIST_ENTRY_STATUSES, WAITLIST_OFFER_STATUSES } from '../../../lib/domain/classes';

const id = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A patient's place in a doctor-day's line (docs/decisions/053). */
export const consultationWaitlistEntryResponse = z.strictObject({
  id,
  doctorId: id,
  serviceId: id,
  doctorName: z.string(),
  serviceName: z.string(),
  date: day,
  mode: z.enum(APPOINTMENT_MODES),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  /** 1 = next in line; null once the place left the line. */
  position: z.number().int().nullable(),
});
export type ConsultationWaitlistEntryAnswer = z.infer<typeof consultationWaitlistEntryResponse>;
export const consultationWaitlistEntryListResponse = z.array(consultationWaitlistEntryResponse);

/** The doctors fully booked on a day for a service (the wizard offers their lines). */
export const fullDoctorDaysResponse = z.strictObject({
  date: day,
  doctors: z.array(z.strictObject({ id, name: z.string() })),
});
export type FullDoctorDaysAnswer = z.infer<typeof fullDoctorDaysResponse>;

/** What a consultation's claim link offers (nothing personal: the token is the only key). */
export const consultationOfferResponse = z.strictObject({
  kind: z.literal('consultation'),
  doctor: z.strictObject({ id, name: z.string() }),
  service: z.strictObject({ id, name: z.string() }),
  slotId: id,
  mode: z.enum(APPOINTMENT_MODES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  pricePaise: z.number().int(),
  expiresAt: z.iso.datetime(),
  now: z.iso.datetime(),
});
export type ConsultationOfferAnswer = z.infer<typeof consultationOfferResponse>;

/** A claimed consultation offer: the slot is the patient's checkout hold until `heldUntil`; pay it through create-order. */
export const consultationClaimResponse = z.strictObject({
  kind: z.literal('consultation'),
  slotId: id,
  serviceId: id,
  mode: z.enum(APPOINTMENT_MODES),
  heldUntil: z.iso.datetime(),
});
export type ConsultationClaimAnswer = z.infer<typeof consultationClaimResponse>;

/** A doctor-day's line as staff see it, in order, with the slots free to offer. */
export const staffConsultationWaitlistResponse = z.strictObject({
  doctorId: id,
  date: day,
  free: z.number().int(),
  entries: z.array(
    z.strictObject({
      id,
      patient: z.strictObject({ id, name: z.string(), mobile: z.string().nullable() }),
      service: z.strictObject({ id, name: z.string() }),
      mode: z.enum(APPOINTMENT_MODES),
      status: z.enum(WAITLIST_ENTRY_STATUSES),
      joinedAt: z.iso.datetime(),
      offer: z.strictObject({ status: z.enum(WAITLIST_OFFER_STATUSES), expiresAt: z.iso.datetime(), slotStartsAt: z.iso.datetime() }).nullable(),
    }),
  ),
});
export type StaffConsultationWaitlistAnswer = z.infer<typeof staffConsultationWaitlistResponse>;

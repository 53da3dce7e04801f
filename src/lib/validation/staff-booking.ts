import * as z from 'zod';
import { DESK_PAYMENT_METHODS } from '../domain/payments';
import { DISCOUNT_MAX_PERCENT } from '../policy/discounts';
import { DESCRIPTION_MAX, appointmentModeSchema } from './booking';
import { newPatientSchema } from './patient-details';
import { frontDeskMessages as m } from './front-desk-messages';
import { blankToNull, idSchema, line, numeric, requiredLine, text } from './common';

/** The longest desk reference (a UPI or card slip number) and waiver reason staff may write. */
export const PAYMENT_REFERENCE_MAX = 100;
export const WAIVER_REASON_MAX = 500;

/** Ways staff book a fee (issue 34): taken at the desk, a payment link sent to the patient, or waived. */
export const STAFF_PAYMENT_METHODS = [...DESK_PAYMENT_METHODS, 'link', 'waived'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

/** A payment link's hold, in minutes (issue 45): staff choose it per link within these bounds. */
export const PAYMENT_LINK_MINUTES = 30;
export const PAYMENT_LINK_MIN_MINUTES = 15;
export const PAYMENT_LINK_MAX_MINUTES = 24 * 60;

export const DISCOUNT_REASON_MAX = 200;

/**
 * A discount staff give at the desk or on a payment link (issue 51 item 10): a whole percent with
 * its reason; the server checks it against the role's limit and the amount against the fee less it.
 */
const discountSchema = z
  .object({
    percent: numeric(
      z.number({ error: m.discountPercent }).int(m.discountPercent).min(1, m.discountPercent).max(DISCOUNT_MAX_PERCENT, m.discountPercent),
    ),
    reason: requiredLine(m.discountReason, DISCOUNT_REASON_MAX, 'Reason'),
  })
  .optional();

const paymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.enum(DESK_PAYMENT_METHODS),
      /** Rupees, as service prices are; the server checks it is the service's fee. */
      amount: numeric(
        z.number({ error: 'Amount must be a number of rupees' }).min(0, 'Amount must not be negative').max(1_000_000, 'Amount is too large'),
      ),
      reference: z.preprocess(blankToNull, line({ error: 'Reference must be text' }).max(PAYMENT_REFERENCE_MAX, 'Reference is too long').nullish()),
      discount: discountSchema,
    }),
    z.object({
      method: z.literal('link'),
      holdMinutes: numeric(
        z
          .number({ error: m.holdMinutes })
          .int(m.holdMinutes)
          .min(PAYMENT_LINK_MIN_MINUTES, m.holdMinutes)
          .max(PAYMENT_LINK_MAX_MINUTES, m.holdMinutes),
      ).default(PAYMENT_LINK_MINUTES),
      discount: discountSchema,
    }),
    z.object({ method: z.literal('waived'), reason: requiredLine('Give the reason for waiving the fee', WAIVER_REASON_MAX, 'Reason') }),
  ],
  { error: `Payment method must be one of ${STAFF_PAYMENT_METHODS.join(', ')}` },
);

/**
 * POST /v1/appointments/staff: staff book for a patient who phoned or walked in, an existing one
 * (`patientId`) or a new one (`patient`, stored provisional until they verify their number).
 */
export const staffBookingSchema = z
  .object({
    patientId: idSchema.optional(),
    patient: newPatientSchema.optional(),
    serviceId: idSchema,
    slotId: idSchema,
    mode: appointmentModeSchema,
    description: z.preprocess(
      blankToNull,
      text({ error: 'Description must be text' }).trim().max(DESCRIPTION_MAX, 'Description is too long').nullish(),
    ),
    payment: paymentSchema,
  })
  .refine((b) => (b.patientId === undefined) !== (b.patient === undefined), {
    message: m.patientRequired,
    path: ['patientId'],
  });
export type StaffBookingRequest = z.infer<typeof staffBookingSchema>;

import * as z from 'zod';
import { REFUND_STATUSES } from '../../../lib/domain/payments';

/** A refund as the patient and the appointments table see it (amount in paise). */
export const refundSummaryResponse = z.strictObject({
  id: z.number().int(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  created_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
});
export type RefundSummary = z.infer<typeof refundSummaryResponse>;

/** GET /v1/refunds/admin: one refund with its payment and appointment. */
export const adminRefundResponse = z.strictObject({
  ...refundSummaryResponse.shape,
  appointment_id: z.number().int().nullable(),
  payment_id: z.number().int(),
  razorpay_payment_id: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  patient: z.strictObject({ name: z.string(), mobile: z.string().nullable() }),
});
export type AdminRefund = z.infer<typeof adminRefundResponse>;

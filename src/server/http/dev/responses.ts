import * as z from 'zod';

/** The local phone-auth provider's answer to a right code (what Firebase's confirm() gives). */
export const confirmCodeResponse = z.strictObject({ idToken: z.string(), uid: z.string() });
export type ConfirmCodeResponse = z.infer<typeof confirmCodeResponse>;

/** The local checkout's payment, as Razorpay Checkout hands one to the page (SPEC §3 payment confirmation). */
export const paymentConfirmationResponse = z.strictObject({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationResponse>;

/** GET /api/dev/verification-codes: the newest local one-time codes, as the Firebase Auth emulator lists them. */
export const verificationCodeResponse = z.strictObject({
  mobile: z.string(),
  code: z.string().nullable(),
  session_id: z.string(),
  attempts: z.number().int(),
  expires_at: z.iso.datetime(),
  consumed: z.boolean(),
});

/** GET and POST /api/dev/clock (CLINIC_CLOCK_MOVABLE only): the clinic's instant, and how far a POST moved it. */
export const clinicClockResponse = z.strictObject({ now: z.iso.datetime(), advanced_ms: z.number().int().nonnegative() });
export type ClinicClockResponse = z.infer<typeof clinicClockResponse>;

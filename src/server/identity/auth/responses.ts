import * as z from 'zod';

/** POST /v1/auth/send-otp: the uid to send back with the ID token, and which provider runs. */
export const sendOtpResponse = z.strictObject({
  firebase_uid: z.string().nullable(),
  provider: z.enum(['local', 'firebase']),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponse>;

/** POST /v1/auth/verify-otp: a patient session. */
export const verifyOtpResponse = z.strictObject({
  token: z.string(),
  id: z.number().int(),
  /** The owner has not yet confirmed the name and e-mail on file (beside SPEC's fields). */
  confirm_details: z.boolean().optional(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

import * as z from 'zod';
import { text } from './common';
import { MIN_STAFF_PASSWORD_LENGTH } from './doctor';
import { passwordResetMessages as m } from './messages';

/** POST /v1/users/password-reset: a staff member asks for a link to choose a new password. */
export const passwordResetRequestSchema = z.object({
  email: text({ error: m.emailRequired }).trim().min(1, m.emailRequired).max(254, m.emailRequired),
});

/** POST /v1/users/password-reset/confirm: the link's token and the new password. */
export const passwordResetSchema = z.object({
  token: text({ error: m.linkInvalid }).min(1, m.linkInvalid).max(2000, m.linkInvalid),
  password: text({ error: m.passwordTooShort }).min(MIN_STAFF_PASSWORD_LENGTH, m.passwordTooShort).max(200, m.passwordTooShort),
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordReset = z.infer<typeof passwordResetSchema>;

import * as z from 'zod';
import { line, text } from './common';
import { loginMessages as m } from './messages';

export const loginSchema = z.object({
  email: line({ error: m.emailRequired }).min(1, m.emailRequired).max(254, m.invalidCredentials),
  password: text({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, m.invalidCredentials),
});

export type LoginRequest = z.infer<typeof loginSchema>;

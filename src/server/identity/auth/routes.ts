import { Hono } from 'hono';
import { sendOtpSchema, verifyOtpSchema } from '../../../lib/validation/booking';
import { requirePatient } from './middleware';
import { revokeSessions } from './session-check';
import { sendOtp, verifyOtp } from './phone-verification';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';

/** Patient phone verification (SPEC §7): send-otp, then verify-otp with the provider's ID token. */
export const authRoutes = new Hono<AppEnv>()
  .post('/send-otp', validate('json', sendOtpSchema), async (c) => {
    const { mobile } = c.req.valid('json');
    const { providers, clientIp } = c.var.deps;
    const sent = await sendOtp(c.var.db, providers.phoneAuth, { mobile, clientIp: clientIp(c.req.raw, c.env) });
    return c.json({ ...sent, provider: providers.phoneAuth.kind });
  })
  .post('/verify-otp', validate('json', verifyOtpSchema), async (c) => {
    const { firebase_uid: firebaseUid, idToken } = c.req.valid('json');
    const { providers, config, clientIp } = c.var.deps;
    const session = await verifyOtp(c.var.db, providers.phoneAuth, config.jwtSecret, {
      firebaseUid,
      idToken,
      clientIp: clientIp(c.req.raw, c.env),
    });
    return c.json(session);
  })
  // Ends the patient's sessions on the server (the wizard's sign-out).
  .post('/logout', requirePatient, async (c) => {
    await revokeSessions(c.var.db, c.var.auth!.id);
    return c.json({ message: 'Logged out' });
  });

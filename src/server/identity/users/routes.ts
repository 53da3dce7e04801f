import { Hono } from 'hono';
import { patientListQuerySchema } from '../../../lib/validation/admin-list';
import { registrationSchema, verifyOtpSchema } from '../../../lib/validation/booking';
import { STAFF_ROLES } from '../../../lib/domain/people';
import { loginSchema } from '../../../lib/validation/login';
import { mobileChangeSchema, patientSelfDetailsSchema } from '../../../lib/validation/patient-details';
import { passwordResetMessages } from '../../../lib/validation/messages';
import { passwordResetRequestSchema, passwordResetSchema } from '../../../lib/validation/password-reset';
import { requireDesk, requirePatient, requireRole } from '../auth/middleware';
import { revokeSessions } from '../auth/session-check';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { listPatients } from './patient-list';
import { changeMobile, sendMobileChangeCode } from '../auth/mobile-change';
import { confirmPatientDetails, patientProfile, toProfileJson } from './patient-profile';
import { registerPatient } from './register-patient';
import { loginStaff } from './staff-login';

/**
 * /v1/users: patients register (SPEC §7) and keep their own details; staff log in, out and reset a
 * forgotten password; staff list the patients. Other contexts serve their parts of /v1/users
 * (message preferences, the patient page, documents, data requests): http/app.ts mounts them beside.
 */
export const usersRoutes = new Hono<AppEnv>()
  .post('/', validate('json', registrationSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    return c.json(await registerPatient(c.var.db, c.req.valid('json'), clientIp), 201);
  })
  .get('/me', requirePatient, async (c) => c.json(await patientProfile(c.var.db, c.var.auth!.id)))
  .put('/me', requirePatient, validate('json', patientSelfDetailsSchema), async (c) =>
    c.json(await confirmPatientDetails(c.var.db, c.var.auth!.id, c.req.valid('json'))),
  )
  // Beside SPEC (issue 45): a new mobile number, proved with a one-time code sent to it.
  .post('/me/mobile/code', requirePatient, validate('json', mobileChangeSchema), async (c) => {
    const { providers, clientIp } = c.var.deps;
    const request = { patientId: c.var.auth!.id, mobile: c.req.valid('json').mobile, clientIp: clientIp(c.req.raw, c.env) };
    return c.json({ ...(await sendMobileChangeCode(c.var.db, providers.phoneAuth, request)), provider: providers.phoneAuth.kind });
  })
  .put('/me/mobile', requirePatient, validate('json', verifyOtpSchema), async (c) => {
    const { firebase_uid: firebaseUid, idToken } = c.req.valid('json');
    const { providers, clientIp } = c.var.deps;
    const request = { patientId: c.var.auth!.id, firebaseUid, idToken, clientIp: clientIp(c.req.raw, c.env) };
    return c.json(toProfileJson(await changeMobile(c.var.db, providers.phoneAuth, request)));
  })
  .get('/patients', requireDesk, validate('query', patientListQuerySchema), async (c) => c.json(await listPatients(c, c.req.valid('query'))))
  .post('/login', validate('json', loginSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    return c.json(await loginStaff(c.var.db, c.var.deps.config.jwtSecret, { ...c.req.valid('json'), clientIp }));
  })
  // Ends the staff member's sessions on the server: this token and any other stop working.
  .post('/logout', requireRole(...STAFF_ROLES), async (c) => {
    await revokeSessions(c.var.db, c.var.auth!.id);
    return c.json({ message: 'Logged out' });
  })
  // The same answer whether or not the account exists.
  .post('/password-reset', validate('json', passwordResetRequestSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    await requestPasswordReset(c.var.db, c.var.deps, { email: c.req.valid('json').email, clientIp });
    return c.json({ message: passwordResetMessages.sent }, 202);
  })
  .post('/password-reset/confirm', validate('json', passwordResetSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    await confirmPasswordReset(c.var.db, c.var.deps.config.jwtSecret, { ...c.req.valid('json'), clientIp });
    return c.json({ message: passwordResetMessages.done });
  });

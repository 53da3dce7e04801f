import { Hono } from 'hono';
import { patientListQuerySchema } from '../../lib/validation/admin-list';
import { registrationSchema, verifyOtpSchema } from '../../lib/validation/booking';
import { STAFF_ROLES } from '../../lib/domain/people';
import { idParamSchema } from '../../lib/validation/common';
import { loginSchema } from '../../lib/validation/login';
import { mobileChangeSchema, patientCorrectionSchema, patientSelfDetailsSchema } from '../../lib/validation/patient-details';
import { passwordResetMessages } from '../../lib/validation/messages';
import { passwordResetRequestSchema, passwordResetSchema } from '../../lib/validation/password-reset';
import { requireAdmin, requirePatient, requireRole } from '../auth/middleware';
import { revokeSessions } from '../auth/session-check';
import type { AppEnv } from '../context';
import { myDocumentsRoutes } from '../payment-documents/routes';
import { myDataRequestsRoutes } from '../data-rights/routes';
import { validate } from '../validate';
import { messagePreferencesSchema } from '../../lib/validation/message-preferences';
import { messagePreferences, setMessagePreferences } from './message-preferences';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { listPatients } from './patient-list';
import { correctPatient, patientPage } from './patient-page';
import { changeMobile, sendMobileChangeCode } from '../auth/mobile-change';
import { confirmPatientDetails, patientProfile, toProfileJson } from './patient-profile';
import { registerPatient } from './register-patient';
import { loginStaff } from './staff-login';

/**
 * /v1/users, one router: patients register (SPEC §7) and keep their own details; staff log in,
 * out and reset a forgotten password; staff list the patients.
 */
export const usersRoutes = new Hono<AppEnv>()
  .post('/', validate('json', registrationSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    return c.json(await registerPatient(c.var.db, c.req.valid('json'), clientIp), 201);
  })
  .get('/me', requirePatient, async (c) => c.json(await patientProfile(c.var.db, c.var.auth!.id)))
  // The channel of the patient's messages and whether reminders go out (issue 28).
  .get('/me/message-preferences', requirePatient, async (c) =>
    c.json(await messagePreferences(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id)),
  )
  .put('/me/message-preferences', requirePatient, validate('json', messagePreferencesSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    return c.json(await setMessagePreferences(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id, c.req.valid('json'), clientIp));
  })
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
  .get('/patients', requireAdmin, validate('query', patientListQuerySchema), async (c) => c.json(await listPatients(c, c.req.valid('query'))))
  // Beyond SPEC (issue 34): one patient's whole story; a doctor only a patient of theirs, without the money.
  .get('/patients/:id', requireRole('admin', 'doctor'), validate('param', idParamSchema), async (c) =>
    c.json(await patientPage(c.var.db, c.var.auth!, c.req.valid('param').id)),
  )
  .put('/patients/:id', requireAdmin, validate('param', idParamSchema), validate('json', patientCorrectionSchema), async (c) =>
    c.json(await correctPatient(c.var.db, c.var.auth!, c.req.valid('param').id, c.req.valid('json'))),
  )
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
  })
  // The patient's receipts and credit notes (issue 30).
  .route('/', myDocumentsRoutes)
  // DPDP Act requests (erasure).
  .route('/', myDataRequestsRoutes);

import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import {
  checkInResponseSchema,
  checkInSchema,
  endProgrammeSchema,
  enrolmentSchema,
  messagesConsentSchema,
  programmeOrderSchema,
  myProgrammesQuerySchema,
  programmeListQuerySchema,
  programmeMessages as m,
  programmeStopParamSchema,
} from '../../../lib/validation/programmes';
import { courseVerifyPaymentSchema } from '../../../lib/validation/course-ledger';
import { requireConfirmedDetails, requireDesk, requirePatient, requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../kernel/after-commit';
import { clinicNow } from '../../kernel/clock';
import { limitPerClientAddress } from '../../kernel/rate-limit';
import { validate } from '../../kernel/validate';
import { programmeAlerts, respondToCheckIn } from './alerts';
import { endProgramme, enrolPatient, enrolmentJson, listTemplates, patientProgrammes, pauseProgramme, resumeProgramme } from './enrolments';
import { myProgrammes, submitCheckIn } from './my-programmes';
import { setProgrammeMessagesConsent } from './messages-consent';
import { orderProgramme, programmeCatalogue, verifyProgrammePayment } from './purchase';
import { stopProgrammeMessages } from './stop-link';

/** Staff, the doctor (their own programmes) and the patient (their own) may pause, resume or end. */
const canChange = requireRole('admin', 'receptionist', 'patient');

/** /v1/programmes (issue 49, docs/decisions/057): templates, enrolment by staff, the patient's page and check-ins, the doctor's alerts, pause and end. */
export const programmesRoutes = new Hono<AppEnv>()
  .get('/templates', requireRole('admin', 'receptionist', 'doctor'), async (c) => c.json(await listTemplates(c.var.db)))
  // The programmes sold online and their prices: public, as the services list is.
  .get('/catalogue', async (c) => c.json(await programmeCatalogue(c.var.db)))
  // A verified patient buys a programme through the appointment's checkout (docs/decisions/062).
  .post('/orders', requirePatient, requireConfirmedDetails, validate('json', programmeOrderSchema), async (c) => {
    const clientAddress = c.var.deps.clientIp(c.req.raw, c.env);
    return c.json(await orderProgramme(c.var.db, c.var.deps.providers, c.var.auth!.id, c.req.valid('json'), clientAddress), 201);
  })
  // 201 when this call enrolled the patient; 200 when the payment had enrolled them already (a replay, or the webhook first).
  .post('/orders/verify', requirePatient, validate('json', courseVerifyPaymentSchema), async (c) => {
    const verified = await verifyProgrammePayment(c.var.db, c.var.deps.providers, c.var.auth!.id, c.req.valid('json'));
    await runAfterCommit(c, verified.afterCommit);
    if ('error' in verified) throw verified.error;
    return c.json(verified.answer, verified.isNew ? 201 : 200);
  })
  .put('/messages-consent', requirePatient, validate('json', messagesConsentSchema), async (c) => {
    const clientAddress = c.var.deps.clientIp(c.req.raw, c.env);
    const answer = await setProgrammeMessagesConsent(
      c.var.db,
      c.var.deps.providers.notifications,
      c.var.auth!.id,
      c.req.valid('json').given,
      clientAddress,
      clinicNow(),
    );
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(answer);
  })
  .get('/mine', requirePatient, validate('query', myProgrammesQuerySchema), async (c) =>
    c.json(await myProgrammes(c.var.db, c.var.auth!.id, c.var.deps.config.siteUrl, clinicNow(), c.req.valid('query').lang)),
  )
  .get('/alerts', requireRole('admin', 'doctor'), async (c) => c.json(await programmeAlerts(c.var.db, c.var.auth!, clinicNow())))
  .post(
    '/check-ins/:id/response',
    requireRole('admin', 'doctor'),
    validate('param', idParamSchema),
    validate('json', checkInResponseSchema),
    async (c) => c.json(await respondToCheckIn(c.var.db, c.var.auth!, c.req.valid('param').id, c.req.valid('json'), clinicNow())),
  )
  .get('/', requireRole('admin', 'receptionist', 'doctor'), validate('query', programmeListQuerySchema), async (c) =>
    c.json(await patientProgrammes(c.var.db, c.var.auth!, c.req.valid('query').patient_id, clinicNow())),
  )
  .post('/', requireDesk, validate('json', enrolmentSchema), async (c) => {
    const clientAddress = c.var.deps.clientIp(c.req.raw, c.env);
    const enrolment = await enrolPatient(c.var.db, c.var.deps.providers.notifications, c.req.valid('json'), clientAddress, clinicNow());
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(enrolment, 201);
  })
  .post('/:id/check-ins', requirePatient, validate('param', idParamSchema), validate('json', checkInSchema), async (c) =>
    c.json(await submitCheckIn(c.var.db, c.var.auth!.id, c.req.valid('param').id, c.req.valid('json'), clinicNow()), 201),
  )
  .post('/:id/pause', canChange, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    await pauseProgramme(c.var.db, c.var.auth!, id, clinicNow());
    return c.json(await enrolmentJson(c.var.db, id, clinicNow()));
  })
  .post('/:id/resume', canChange, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    await resumeProgramme(c.var.db, c.var.deps.providers.notifications, c.var.auth!, id, clinicNow());
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(await enrolmentJson(c.var.db, id, clinicNow()));
  })
  .post('/:id/end', canChange, validate('param', idParamSchema), validate('json', endProgrammeSchema), async (c) => {
    const { id } = c.req.valid('param');
    await endProgramme(c.var.db, c.var.auth!, id, c.req.valid('json').reason, clinicNow());
    return c.json(await enrolmentJson(c.var.db, id, clinicNow()));
  });

/** Requests to the stop page one client may make in 15 minutes. */
const limitPerClient = limitPerClientAddress('programme-stop', { limit: 60, windowSeconds: 15 * 60, message: m.tooMany });

/** /v1/programme-stop/:token: the one-tap stop of a programme's messages, no sign-in. */
export const programmeStopRoutes = new Hono<AppEnv>().use(limitPerClient).post('/:token', validate('param', programmeStopParamSchema), async (c) => {
  const { programmeName } = await stopProgrammeMessages(c.var.db, c.req.valid('param').token);
  return c.json({ status: 'stopped' as const, programme_name: programmeName });
});

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { idParamSchema, idSchema } from '../../../lib/validation/common';
import { REPORT_LIMITS, reportMessages } from '../../../lib/validation/reports';
import { intakeSubmissionSchema } from '../../../lib/validation/intake';
import { requireDoctor, requirePatient, requireRole, appointmentConsent } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { AppEnv } from '../../kernel/app-env';
import { invalidRequest, validate } from '../../kernel/validate';
import { healthFileOf, prescriptionAllergyWarnings } from '../health-file/health-file';
import { accessibleAppointment } from './appointment-access';
import { appointmentIntake, saveIntakeAnswers } from './intake-answers';
import { addReport, listReports, readReport, removeReport } from './reports';
import { addAddendum, finaliseVisitRecord, pastVisits, saveVisitRecord, visibleTo, visitRecordOf } from './visit-record';
import { addendumSchema, finaliseSchema, visitRecordSchema } from '../../../lib/validation/visit-record';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../kernel/after-commit';
import { AppError } from '../../kernel/errors';
import type { Consultation } from './responses';

const anyoneSignedIn = requireRole('patient', 'doctor', 'admin');
const reportParamSchema = z.object({ id: idSchema, reportId: idSchema });

/** The one route that takes more than the API's JSON body limit (app.ts lets it through to its own). */
export const isReportUpload = (method: string, path: string) => method === 'POST' && /^\/api\/v1\/appointments\/[^/]+\/reports\/?$/.test(path);
/** One file and the form's framing. */
const limitReportBody = bodyLimit({
  maxSize: REPORT_LIMITS.maxBytes + 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', reportMessages.tooLarge);
  },
});

/**
 * The consultation around one appointment (issue 29), for its patient, its doctor and staff:
 * the consent given at booking, the intake, the reports and the doctor's record. Anyone else
 * gets 404.
 */
export const consultationRoutes = new Hono<AppEnv>()
  .get('/:id/consultation', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    const answer: Consultation = {
      appointment_id: appointment.id,
      consent: await appointmentConsent(c.var.db, appointment.id),
      intake: await appointmentIntake(c.var.db, appointment, clinicNow()),
      reports: await listReports(c.var.db, appointment.id),
      record: visibleTo(c.var.auth!.role, await visitRecordOf(c.var.db, appointment.id)),
      // The doctor and staff see the patient's earlier visits beside this one.
      past_visits: c.var.auth!.role === 'patient' ? [] : await pastVisits(c.var.db, appointment),
      // Issue 51: what is on file, shown at the top of every visit (the doctor's and the admin's).
      patient_id: appointment.userId,
      health_file: c.var.auth!.role === 'patient' ? null : await healthFileOf(c.var.db, appointment.userId),
    };
    return c.json(answer);
  })
  .get('/:id/intake', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    return c.json(await appointmentIntake(c.var.db, appointment, clinicNow()));
  })
  .put('/:id/intake', requirePatient, validate('param', idParamSchema), validate('json', intakeSubmissionSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    await saveIntakeAnswers(c.var.db, appointment, c.req.valid('json'), clinicNow());
    return c.json(await appointmentIntake(c.var.db, appointment, clinicNow()));
  })
  .get('/:id/reports', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    return c.json(await listReports(c.var.db, appointment.id));
  })
  // multipart/form-data with one `file`; the type comes from the bytes, not the name or the part's header.
  .post('/:id/reports', requirePatient, validate('param', idParamSchema), limitReportBody, async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('invalid', reportMessages.fileMissing);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const report = await addReport(c.var.db, c.var.deps.providers.storage, appointment, { name: file.name, bytes }, c.var.auth!.id, clinicNow());
    return c.json(report, 201);
  })
  .get('/:id/reports/:reportId', anyoneSignedIn, validate('param', reportParamSchema), async (c) => {
    const { id, reportId } = c.req.valid('param');
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, id);
    const { report, bytes } = await readReport(c.var.db, c.var.deps.providers.storage, appointment.id, reportId);
    // Always a download, never rendered by the browser (with the API's nosniff), whatever the file holds.
    c.header('Content-Type', report.contentType);
    c.header(
      'Content-Disposition',
      `attachment; filename="${report.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(report.fileName)}`,
    );
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(bytes.slice().buffer);
  })
  .delete('/:id/reports/:reportId', requirePatient, validate('param', reportParamSchema), async (c) => {
    const { id, reportId } = c.req.valid('param');
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, id);
    await removeReport(c.var.db, c.var.deps.providers.storage, appointment, reportId, clinicNow());
    return c.body(null, 204);
  })
  .get('/:id/record', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    return c.json({ record: visibleTo(c.var.auth!.role, await visitRecordOf(c.var.db, appointment.id)) });
  })
  // The doctor of the visit writes it; staff read it.
  .put('/:id/record', requireDoctor, validate('param', idParamSchema), validate('json', visitRecordSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    const draft = c.req.valid('json');
    const now = clinicNow();
    await saveVisitRecord(c.var.db, appointment, draft, c.var.auth!.id, now);
    const { answers } = await appointmentIntake(c.var.db, appointment, now);
    return c.json({
      record: await visitRecordOf(c.var.db, appointment.id),
      allergy_warnings: await prescriptionAllergyWarnings(c.var.db, appointment.userId, draft.prescription, answers),
    });
  })
  // A body is optional: `{acknowledge_allergies: true}` once the doctor checked the lines matching an allergy (issue 51).
  .post('/:id/record/finalise', requireDoctor, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    const body: unknown = (await c.req.text()).trim() === '' ? {} : await c.req.json().catch(() => null);
    const parsed = finaliseSchema.safeParse(body ?? {});
    if (!parsed.success) throw invalidRequest(parsed.error);
    await finaliseVisitRecord(c.var.db, c.var.deps.providers.notifications, appointment, clinicNow(), {
      acknowledgeAllergies: parsed.data.acknowledge_allergies,
    });
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json({ record: await visitRecordOf(c.var.db, appointment.id) });
  })
  .post('/:id/record/addenda', requireDoctor, validate('param', idParamSchema), validate('json', addendumSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    await addAddendum(c.var.db, appointment, c.req.valid('json').body, c.var.auth!.id);
    return c.json({ record: await visitRecordOf(c.var.db, appointment.id) }, 201);
  })
  .get('/:id/summary.pdf', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    const { visitSummaryPdf } = await import('./visit-summary-pdf');
    const pdf = await visitSummaryPdf(c.var.db, appointment);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="visit-summary-${appointment.id}.pdf"`);
    return c.body(new Uint8Array(pdf).buffer);
  });

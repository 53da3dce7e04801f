import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { detectReportType, REPORT_LIMITS, REPORT_TYPES, reportMessages } from '../../../lib/validation/reports';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { appointments, intakeReports } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { FileStorage } from '../../kernel/providers/storage/types';
import type { AccessibleAppointment } from './appointment-access';
import { canEditIntake } from './intake-answers';
import { hitRateLimit } from '../../kernel/rate-limit';
import { hasActiveContent } from './pdf-active-content';
import type { IntakeReport } from './responses';

type Report = typeof intakeReports.$inferSelect;

export const toReportJson = (report: Report): IntakeReport => ({
  id: report.id,
  file_name: report.fileName,
  content_type: report.contentType,
  size: report.sizeBytes,
  uploaded_at: report.createdAt.toISOString(),
});

export async function listReports(db: Pick<Database, 'select'>, appointmentId: number) {
  const rows = await db.select().from(intakeReports).where(eq(intakeReports.appointmentId, appointmentId)).orderBy(asc(intakeReports.id));
  return rows.map(toReportJson);
}

/** A name safe in a header and on a disk: no path, no control or quote characters, the detected type's extension. */
function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'report'}.${extension}`;
}

/**
 * Stores one report of the patient's appointment: the type read from its bytes (415 otherwise), a
 * PDF without scripts or automatic actions (415), at most REPORT_LIMITS.maxBytes (413) and
 * REPORT_LIMITS.perAppointment per appointment (409), until the consultation starts; each uploader
 * tries at most REPORT_LIMITS.uploadsPerHour an hour (429). The blob is written first; a refused
 * row removes it again.
 */
export async function addReport(
  db: Database,
  storage: FileStorage,
  appointment: AccessibleAppointment,
  file: { name: string; bytes: Uint8Array },
  uploaderId: number,
  now: Date,
) {
  // Counted first, refused or not: uploading and removing again and again costs storage and scanning (issue 43).
  await hitRateLimit(db, {
    key: `report-upload:user:${uploaderId}`,
    limit: REPORT_LIMITS.uploadsPerHour,
    windowSeconds: 60 * 60,
    message: reportMessages.tooManyUploads,
  });
  if (!canEditIntake(appointment, now)) throw new AppError('conflict', reportMessages.closed);
  if (file.bytes.byteLength > REPORT_LIMITS.maxBytes) throw new AppError('payload_too_large', reportMessages.tooLarge);
  const contentType = detectReportType(file.bytes);
  if (!contentType) throw new AppError('unsupported_media_type', reportMessages.wrongType);
  // A doctor opens it on the clinic's machines: a PDF that runs scripts or actions is refused, not stored.
  if (contentType === 'application/pdf' && hasActiveContent(file.bytes)) throw new AppError('unsupported_media_type', reportMessages.activeContent);
  const storageKey = `reports/${appointment.id}/${randomUUID()}`;
  await storage.put(storageKey, file.bytes);
  try {
    return await db.transaction(async (tx) => {
      // The appointment's row lock serialises two uploads racing for the last place.
      await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, appointment.id)).for('update');
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(intakeReports).where(eq(intakeReports.appointmentId, appointment.id));
      if (n >= REPORT_LIMITS.perAppointment) throw new AppError('conflict', reportMessages.tooMany);
      const [report] = await tx
        .insert(intakeReports)
        .values({
          appointmentId: appointment.id,
          storageKey,
          fileName: safeFileName(file.name, REPORT_TYPES[contentType].extension),
          contentType,
          sizeBytes: file.bytes.byteLength,
          uploadedByUserId: uploaderId,
        })
        .returning();
      await recordAudit(tx, { action: 'upload', entity: 'intake_report', entityId: report!.id, after: report });
      return toReportJson(report!);
    });
  } catch (err) {
    await storage.delete(storageKey);
    throw err;
  }
}

async function findReport(db: Pick<Database, 'select'>, appointmentId: number, reportId: number): Promise<Report> {
  const [report] = await db
    .select()
    .from(intakeReports)
    .where(and(eq(intakeReports.id, reportId), eq(intakeReports.appointmentId, appointmentId)));
  if (!report) throw notFound('Report');
  return report;
}

/** The report's bytes and how to send them. */
export async function readReport(db: Pick<Database, 'select'>, storage: FileStorage, appointmentId: number, reportId: number) {
  const report = await findReport(db, appointmentId, reportId);
  const bytes = await storage.get(report.storageKey);
  if (!bytes) throw notFound('Report');
  return { report, bytes };
}

/** The patient takes a report back before the visit (audited); the blob goes after the row. */
export async function removeReport(db: Database, storage: FileStorage, appointment: AccessibleAppointment, reportId: number, now: Date) {
  if (!canEditIntake(appointment, now)) throw new AppError('conflict', reportMessages.closed);
  const report = await db.transaction(async (tx) => {
    const found = await findReport(tx, appointment.id, reportId);
    await tx.delete(intakeReports).where(eq(intakeReports.id, found.id));
    await recordAudit(tx, { action: 'delete', entity: 'intake_report', entityId: found.id, before: found });
    return found;
  });
  await storage.delete(report.storageKey);
}

/**
 * Removes every report of an appointment, rows and files: what erasing an appointment's data
 * calls (a row removed by the appointment's cascade would leave its file behind).
 */
export async function deleteAppointmentReports(db: Database, storage: FileStorage, appointmentId: number): Promise<number> {
  const removed = await db.delete(intakeReports).where(eq(intakeReports.appointmentId, appointmentId)).returning();
  for (const report of removed) await storage.delete(report.storageKey);
  return removed.length;
}

import { and, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { sentByPatient, mobileForms } from '../../messaging';
import type { AuditEntity } from '../../identity';
import {
  appointmentActionLinks,
  appointments,
  auditEvents,
  consentRecords,
  contactQueries,
  dataRequests,
  notifications,
  payments,
  rateLimits,
  users,
  verificationCodes,
  visitFeedback,
} from '../../kernel/db/schema';
import type { Transaction } from '../../kernel/db/database';

/** The name an erased patient's account keeps: nothing that identifies them. */
export const ERASED_NAME = 'Erased patient';
/** What stands in an erased message's or snapshot's text and addresses. */
const ERASED = 'erased';

type Patient = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'mobile'>;

/** The patient's contact queries (see sentByPatient) are deleted. */
async function eraseContactQueries(tx: Transaction, patient: Patient): Promise<number[]> {
  const theirs = sentByPatient(patient);
  if (!theirs) return [];
  const erased = await tx.delete(contactQueries).where(theirs).returning({ id: contactQueries.id });
  return erased.map((query) => query.id);
}

/**
 * Blanks every outbox row to or about the patient, whatever its audience: theirs and their
 * appointments' (the doctor's "new appointment" names them), payment links, anything addressed to
 * their e-mail or number, and the clinic's notices of their contact queries. The row stays in the
 * ledger (kind, channel, status, times) without words or address; one still to be sent is skipped.
 */
async function eraseMessages(tx: Transaction, patient: Patient, appointmentIds: number[], contactQueryIds: number[]): Promise<number[]> {
  const about: SQL[] = [eq(notifications.userId, patient.id)];
  if (appointmentIds.length > 0) about.push(inArray(notifications.appointmentId, appointmentIds));
  if (patient.email) about.push(sql`lower(${notifications.recipient}) = ${patient.email.toLowerCase()}`);
  const numbers = mobileForms(patient.mobile);
  if (numbers.length > 0) about.push(inArray(notifications.recipient, numbers));
  // The clinic's notice of a contact query names its sender.
  about.push(...contactQueryIds.map((id) => like(notifications.dedupeKey, `contact_received:query:${id}:%`)));
  const isUnsent = sql`${notifications.status} in ('queued', 'failed')`;
  const blanked = await tx
    .update(notifications)
    .set({
      status: sql`case when ${isUnsent} then 'skipped' else ${notifications.status} end`,
      lastError: sql`case when ${isUnsent} then 'The patient’s data was erased' end`,
      recipient: ERASED,
      subject: 'Erased',
      bodyText: '',
      bodyHtml: null,
      template: null,
      attachments: [],
      // The key names the address it went to: it keeps only the row's id, still unique.
      dedupeKey: sql`'erased:' || ${notifications.id}`,
    })
    .where(or(...about))
    .returning({ id: notifications.id });
  return blanked.map((row) => row.id);
}

/** Per kind of record, the personal fields of its snapshots and what stands in for them. */
const PERSONAL_FIELDS: Partial<Record<AuditEntity, Record<string, unknown>>> = {
  user: {
    name: ERASED_NAME,
    email: null,
    mobile: null,
    gender: null,
    dateOfBirth: null,
    address: null,
    emergencyContactName: null,
    emergencyContactMobile: null,
  },
  contact_query: { name: ERASED_NAME, email: ERASED, mobile: null, subject: 'Erased', message: '' },
  notification: {
    recipient: ERASED,
    subject: 'Erased',
    bodyText: '',
    bodyHtml: null,
    template: null,
    attachments: [],
    dedupeKey: ERASED,
    lastError: null,
  },
};

/** A snapshot with the personal fields of its kind replaced, and any text that is the patient's name, e-mail or number. */
function pseudonymise(value: unknown, fields: Record<string, unknown>, identifiers: Set<string>): unknown {
  if (typeof value === 'string') return identifiers.has(value.trim().toLowerCase()) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => pseudonymise(item, fields, identifiers));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key in fields ? fields[key] : pseudonymise(item, fields, identifiers)]));
}

/**
 * The audit trail's snapshots of the patient's records lose their name, e-mail, number and gender,
 * and the events they made their network address (docs/decisions/032). The trail is append-only;
 * the trigger lets exactly this transaction rewrite snapshots and addresses, nothing else.
 */
async function pseudonymiseAuditTrail(
  tx: Transaction,
  patient: Patient,
  ids: { appointments: number[]; payments: number[]; contactQueries: number[]; notifications: number[]; consents: number[]; dataRequests: number[] },
) {
  const ofEntity = (entity: AuditEntity, entityIds: number[]) =>
    entityIds.length > 0 ? [and(eq(auditEvents.entity, entity), inArray(auditEvents.entityId, entityIds))!] : [];
  const scope = or(
    eq(auditEvents.actorId, patient.id),
    ...ofEntity('user', [patient.id]),
    ...ofEntity('session', [patient.id]),
    ...ofEntity('appointment', ids.appointments),
    ...ofEntity('payment', ids.payments),
    ...ofEntity('contact_query', ids.contactQueries),
    ...ofEntity('notification', ids.notifications),
    ...ofEntity('consent', ids.consents),
    ...ofEntity('data_request', ids.dataRequests),
  );
  const identifiers = new Set(
    [patient.name, patient.email, ...mobileForms(patient.mobile)].filter((item): item is string => !!item).map((item) => item.trim().toLowerCase()),
  );
  const events = await tx.select().from(auditEvents).where(scope);
  await tx.execute(sql`select set_config('clinic.audit_erasure', 'on', true)`);
  for (const event of events) {
    const fields = PERSONAL_FIELDS[event.entity as AuditEntity] ?? {};
    const before = pseudonymise(event.before, fields, identifiers);
    const after = pseudonymise(event.after, fields, identifiers);
    const ip = event.actorId === patient.id ? null : event.ip;
    if (JSON.stringify([before, after, ip]) === JSON.stringify([event.before, event.after, event.ip])) continue;
    await tx.update(auditEvents).set({ before, after, ip }).where(eq(auditEvents.id, event.id));
  }
  await tx.execute(sql`select set_config('clinic.audit_erasure', 'off', true)`);
}

/**
 * Removes what identifies the patient everywhere but the records the law makes the clinic keep
 * (issue 43): the account's details and sign-in, their contact queries, the words and addresses
 * of every message to or about them, their reminders' action links, their feedback's comments and
 * open links, one-time codes and the
 * counters keyed by their number, and the personal fields of the audit trail's snapshots.
 */
export async function erasePatientData(tx: Transaction, patient: Patient): Promise<void> {
  const ownAppointments = (await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, patient.id))).map((a) => a.id);
  const ownPayments = (await tx.select({ id: payments.id }).from(payments).where(eq(payments.userId, patient.id))).map((p) => p.id);
  const ownConsents = (await tx.select({ id: consentRecords.id }).from(consentRecords).where(eq(consentRecords.userId, patient.id))).map((c) => c.id);
  const ownRequests = (await tx.select({ id: dataRequests.id }).from(dataRequests).where(eq(dataRequests.userId, patient.id))).map((r) => r.id);

  const queryIds = await eraseContactQueries(tx, patient);
  const messageIds = await eraseMessages(tx, patient, ownAppointments, queryIds);
  // A reminder's /r/<code> page would otherwise still open (and move or cancel) the patient's visits.
  if (ownAppointments.length > 0) await tx.delete(appointmentActionLinks).where(inArray(appointmentActionLinks.appointmentId, ownAppointments));
  // Their feedback (issue 49): the comments are their own words; a rating stays in the clinic's averages, and a link not yet answered stops working.
  await tx.delete(visitFeedback).where(and(eq(visitFeedback.userId, patient.id), isNull(visitFeedback.answeredAt)));
  await tx.update(visitFeedback).set({ comment: null }).where(eq(visitFeedback.userId, patient.id));
  const numbers = mobileForms(patient.mobile);
  if (numbers.length > 0) {
    await tx.delete(verificationCodes).where(inArray(verificationCodes.mobile, numbers));
    await tx.delete(rateLimits).where(or(...numbers.map((number) => like(rateLimits.key, `%:${number}`))));
  }
  await tx
    .update(users)
    .set({
      name: ERASED_NAME,
      email: null,
      mobile: null,
      gender: null,
      dateOfBirth: null,
      isDateOfBirthEstimated: false,
      address: null,
      emergencyContactName: null,
      emergencyContactMobile: null,
      firebaseUid: null,
      passwordHash: null,
      phoneVerifiedAt: null,
      detailsConfirmedAt: null,
      status: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, patient.id));
  await pseudonymiseAuditTrail(tx, patient, {
    appointments: ownAppointments,
    payments: ownPayments,
    contactQueries: queryIds,
    notifications: messageIds,
    consents: ownConsents,
    dataRequests: ownRequests,
  });
}

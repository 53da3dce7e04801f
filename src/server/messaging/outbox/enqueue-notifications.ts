import { and, eq, inArray, max, type SQL } from 'drizzle-orm';
import { site } from '../../../content/site';
import { type AppointmentCalendarEvent, icsMethod, renderAppointmentIcs } from '../calendar/appointment-ics';
import { calendarText } from '../calendar/calendar-text';
import { appointmentFacts, patientContact } from '../appointment-facts';
import { paymentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { doctors, notifications, payments, services, timeSlots, users, type NotificationAttachment } from '../../kernel/db/schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales';
import { renderPaymentLinkMessage } from './payment-link-message';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { renderTemplate, type TemplateClinic } from '../templates/render';
import { ensureActionLink } from '../reminder-links/action-links';
import { type AppointmentFacts, renderContactReceived, renderDoctorMessage, renderPatientMessage, type RenderedMessage } from './render-message';
import { clinicNow } from '../../kernel/clock';
import { createShortLink } from '../short-links/short-links';
import { remindersState } from '../../identity';
import type { NotificationChannel, NotificationKind, PatientMessageChannel } from '../../../lib/domain/notifications';
import { meetingRoomOf } from '../../../lib/policy/appointment-policy';
import { clinicPlace, readClinicSettings } from '../../practice';
import { creditNoteAttachment, receiptAttachment } from '../../invoicing';

const HOUR_MS = 60 * 60_000;

/** Reminders fire at these instants before the start (DESIGN.md, Time: instants, never wall-clock maths). */
export const REMINDER_OFFSETS_MS = { reminder_72h: 72 * HOUR_MS, reminder_24h: 24 * HOUR_MS, reminder_2h: 2 * HOUR_MS } as const;
/** The reminders that ask the patient to confirm, change or cancel (issue 28). */
const ASKING_REMINDERS: readonly ReminderKind[] = ['reminder_72h', 'reminder_24h'];
export const REMINDER_KINDS = Object.keys(REMINDER_OFFSETS_MS) as (keyof typeof REMINDER_OFFSETS_MS)[];
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/**
 * How late a reminder may still go out (after a server was down or a send failed): up to one
 * hour past its moment. The 24 h reminder goes only while the start is at least 23 h away, the
 * 2 h one while it is at least 1 h away; past that it is skipped with the reason, never sent
 * late and never after the start (docs/decisions/015-reminder-grace.md).
 */
export const REMINDER_GRACE_MS = HOUR_MS;

/** The last instant a reminder of `kind` for an appointment starting at `start` may be sent. */
export const reminderSendableUntil = (kind: ReminderKind, start: Date): Date =>
  new Date(Math.min(start.getTime() - REMINDER_OFFSETS_MS[kind] + REMINDER_GRACE_MS, start.getTime()));

/**
 * What happened to an appointment. Call inside the transaction that made the change, so the
 * messages exist exactly when the change does. `sequence` is the calendar SEQUENCE after the
 * change (the appointment's own counter where it keeps one); without it the next one after the
 * last this appointment's messages used. `dedupeSuffix` tells apart two events of one kind
 * (e.g. two refunds); `refundPaise` is the amount a cancellation or refund message states.
 */
export interface AppointmentEvent {
  kind: 'booking_confirmed' | 'rescheduled' | 'cancelled' | 'refund_processed';
  appointmentId: number;
  sequence?: number;
  refundPaise?: number;
  /** Whether money was taken (a staff cancellation may refund none or part of it). */
  wasPaid?: boolean;
  dedupeSuffix?: string;
  /** A processed refund's id: its credit note goes with the patient's e-mail. */
  refundId?: number;
  /** Staff cancelled (with the reason kept on the appointment): the patient's message apologises and offers to book again. */
  isStaffCancellation?: boolean;
  /** The clock reminders are measured against (tests pass their own). */
  now?: Date;
}

type NewNotification = typeof notifications.$inferInsert;

/** The address inside 'Name <address>' (or the whole value). */
const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * A stored mobile number in E.164, as Twilio and WhatsApp take it: patients' numbers already
 * are; a doctor's may be kept as 10 digits (India) or with the country code but no '+'.
 */
export function toE164(mobile: string): string | null {
  const digits = mobile.replace(/[\s()-]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}

/**
 * The forms a stored mobile takes in what the clinic keeps: E.164 (accounts, messages), its digits
 * (a WhatsApp sender, a contact form) and, for India, the ten digits without 91.
 */
export function mobileForms(mobile: string | null): string[] {
  const e164 = mobile ? toE164(mobile) : null;
  if (!e164) return [];
  const digits = e164.slice(1);
  return [...new Set([e164, digits, ...(digits.startsWith('91') && digits.length === 12 ? [digits.slice(2)] : [])])];
}

/** Where each message goes: e-mail when there is an address, the mobile channel when it runs and the number is usable. */
export function addressed(channels: NotificationChannels, email: string | null, mobile: string | null) {
  const targets: { channel: 'email' | 'sms' | 'whatsapp'; recipient: string }[] = [];
  if (email) targets.push({ channel: 'email', recipient: email });
  const number = mobile ? toE164(mobile) : null;
  if (number && channels.mobileChannel) targets.push({ channel: channels.mobileChannel, recipient: number });
  return targets;
}

/**
 * The patient's targets on the channel they chose (issue 28): e-mail, WhatsApp or SMS (beside
 * WhatsApp when the clinic runs SMS as its fallback). Nothing chosen, or the chosen channel out
 * of reach (no confirmed e-mail, no such channel run): every target, as before.
 */
export function onChosenChannel(
  channels: NotificationChannels,
  targets: ReturnType<typeof addressed>,
  chosen: PatientMessageChannel | null,
): ReturnType<typeof addressed> {
  if (!chosen) return targets;
  const exact = targets.filter((target) => target.channel === chosen);
  if (exact.length > 0) return exact;
  const mobile = targets.find((target) => target.channel !== 'email');
  if (chosen === 'sms' && mobile && channels.smsFallback) return [{ channel: 'sms', recipient: mobile.recipient }];
  if (chosen !== 'email' && mobile) return [mobile];
  return targets;
}

/** The clinic its SMS and WhatsApp messages are signed by: its site, and its name from the clinic settings. */
export async function templateClinicOf(db: Pick<Database, 'select'>, channels: NotificationChannels): Promise<TemplateClinic> {
  return { siteUrl: channels.siteUrl, name: (await readClinicSettings(db)).name };
}

/**
 * Whether the message `sameMessage` picks out has a live copy (queued, failing or sent) on the
 * patient's chosen channel: then a copy on another channel is stale, and when not (the chosen
 * channel was out of reach when it was queued) the other copy is the one that goes.
 */
export async function hasCopyOnChosenChannel(
  db: Pick<Database, 'select'>,
  chosen: PatientMessageChannel,
  sameMessage: SQL | undefined,
): Promise<boolean> {
  const [onChosen] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(sameMessage, eq(notifications.channel, chosen), inArray(notifications.status, ['queued', 'failed', 'sent'])))
    .limit(1);
  return onChosen !== undefined;
}

/**
 * One row per target. An SMS or WhatsApp row is its registered template filled in (the text the
 * carrier matches, kept for staff to read, and the template's name, language and values for the
 * sender); a message without a template goes by e-mail only. `base.userId` names the patient the
 * message is to or about (null: none), so an erasure finds it whatever its audience.
 */
export function rows(
  base: Omit<NewNotification, 'channel' | 'recipient' | 'subject' | 'bodyText' | 'bodyHtml' | 'dedupeKey' | 'userId'> & { userId: number | null },
  keyPrefix: string,
  targets: ReturnType<typeof addressed>,
  message: RenderedMessage,
  attachments: NotificationAttachment[],
  clinic: TemplateClinic,
): NewNotification[] {
  return targets.flatMap(({ channel, recipient }): NewNotification[] => {
    const row = { ...base, channel, recipient, subject: message.subject, dedupeKey: `${keyPrefix}:${base.audience}:${channel}:${recipient}` };
    if (channel === 'email') return [{ ...row, bodyText: message.text, bodyHtml: message.html, attachments }];
    if (!message.mobile) return [];
    const { name, language, values } = message.mobile;
    // A quick reply comes back with its action and the appointment's signed page code.
    const { text, template } = renderTemplate(name, language, channel, values, clinic, (action) => `${action}:${values.link}`);
    return [{ ...row, bodyText: text, bodyHtml: null, attachments: [], template }];
  });
}

/** Marks an appointment's reminders still to be sent as skipped: it moved or ended. */
export async function skipPendingReminders(tx: Database, appointmentId: number, reason: string) {
  await tx
    .update(notifications)
    .set({ status: 'skipped', lastError: reason })
    .where(
      and(
        eq(notifications.appointmentId, appointmentId),
        inArray(notifications.kind, REMINDER_KINDS),
        inArray(notifications.status, ['queued', 'failed']),
      ),
    );
}

/**
 * Queues the messages an appointment event causes: the patient (e-mail and mobile), the doctor
 * for changes to their schedule, each e-mail with its calendar file; and for a booking or a move,
 * the patient's reminders at their instants (earlier ones are dropped). Answers how many rows
 * were queued; a repeated event queues nothing twice (unique dedupe keys).
 */
export async function enqueueAppointmentNotifications(tx: Database, channels: NotificationChannels, event: AppointmentEvent): Promise<number> {
  const facts = await appointmentFacts(tx, event.appointmentId);
  if (!facts) return 0;
  const { appointment } = facts;
  // A booking's first messages start the calendar's sequence: no earlier message to read.
  let sequence = event.sequence ?? (event.kind === 'booking_confirmed' ? 0 : undefined);
  if (sequence === undefined) {
    const [last] = await tx
      .select({ sequence: max(notifications.calendarSequence) })
      .from(notifications)
      .where(eq(notifications.appointmentId, appointment.id));
    const previous = last?.sequence ?? null;
    sequence = event.kind === 'refund_processed' ? (previous ?? 0) : (previous ?? 0) + 1;
  }
  if (event.kind === 'rescheduled' || event.kind === 'cancelled') {
    await skipPendingReminders(tx, appointment.id, event.kind === 'cancelled' ? 'The appointment was cancelled' : 'The appointment moved');
  }

  // Messages are written when they are queued and their rows keep the text, so the patient's
  // language is read here, with the address each message goes to: what the patient has chosen at
  // the time of the event. Reminders queued at booking keep that language; a change applies from
  // the next event (a move queues the reminders again).
  const { language } = facts.patient;
  // An in-person visit names the clinic's address as staff keep it (issue 34).
  const clinic = appointment.mode === 'in_person' ? await readClinicSettings(tx) : null;
  const place = clinic ? clinicPlace(clinic) : null;
  const appointmentFactsForText: AppointmentFacts = {
    patientName: facts.patient.name,
    doctorName: facts.doctor.name,
    serviceName: facts.serviceName,
    start: appointment.time,
    meetingLink: meetingRoomOf(appointment),
    mode: appointment.mode,
    patientMobile: facts.patient.mobile,
    clinicAddress: place ? `${place.title}, ${place.address}` : null,
    mapUrl: clinic?.mapUrl ?? null,
    cancellationReason: appointment.cancellationReason,
    isStaffCancellation: event.isStaffCancellation,
    refundPaise: event.refundPaise,
    wasPaid: event.wasPaid,
  };
  const meetingLink = appointmentFactsForText.meetingLink;
  // Each copy names its recipient as the ATTENDEE (RFC 5546) and reads in their language: one file
  // for the patient in theirs, one for the doctor in English.
  const icsFor = async (attendee: { name: string; email: string | null }, reader: Locale): Promise<NotificationAttachment[]> => {
    if (event.kind === 'refund_processed' || !attendee.email) return [];
    const calendarEvent: AppointmentCalendarEvent = {
      appointmentId: appointment.id,
      sequence,
      method: event.kind === 'cancelled' ? 'cancel' : 'request',
      start: appointment.time,
      end: facts.end,
      ...calendarText(
        {
          serviceName: facts.serviceName,
          doctorName: facts.doctor.name,
          start: appointment.time,
          meetingLink,
          place,
          callMobile: appointment.mode === 'call' ? facts.patient.mobile : null,
        },
        reader,
        site.phone,
      ),
      meetingLink,
      place,
      organizer: { name: site.name, email: mailAddress(channels.mailFrom) },
      attendee: { name: attendee.name, email: attendee.email },
      uidDomain: new URL(channels.siteUrl).hostname,
    };
    return [
      {
        filename: 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${icsMethod(calendarEvent)}`,
        content: await renderAppointmentIcs(calendarEvent),
      },
    ];
  };
  const keyPrefix = `${event.kind}:appointment:${appointment.id}:${event.dedupeSuffix ?? `seq:${sequence}`}`;
  const templateClinic = await templateClinicOf(tx, channels);
  const base = { kind: event.kind, appointmentId: appointment.id, calendarSequence: sequence, userId: appointment.userId };
  // An e-mail the phone's owner has not confirmed may be someone else's (a number can be
  // registered before it is verified): the patient is told on the mobile channel only.
  const patientEmail = facts.patient.detailsConfirmedAt ? facts.patient.email : null;
  const patientTargets = onChosenChannel(channels, addressed(channels, patientEmail, facts.patient.mobile), facts.patient.messageChannel);
  const patientIcs = await icsFor({ name: facts.patient.name, email: patientEmail }, language);
  // The patient's e-mail carries the money's document: the receipt with the confirmation, the
  // credit note with the refund (drawn when sent, docs/decisions/027).
  const patientAttachments: NotificationAttachment[] =
    event.kind === 'booking_confirmed'
      ? [...patientIcs, receiptAttachment(appointment.id)]
      : event.kind === 'refund_processed' && event.refundId !== undefined
        ? [creditNoteAttachment(event.refundId)]
        : patientIcs;
  const queued: NewNotification[] = rows(
    { ...base, audience: 'patient' },
    keyPrefix,
    patientTargets,
    renderPatientMessage(event.kind, appointmentFactsForText, channels.siteUrl, language),
    patientAttachments,
    templateClinic,
  );
  if (event.kind !== 'refund_processed') {
    queued.push(
      ...rows(
        { ...base, audience: 'doctor' },
        keyPrefix,
        addressed(channels, facts.doctor.email, facts.doctor.mobile),
        renderDoctorMessage(event.kind, appointmentFactsForText),
        await icsFor(facts.doctor, 'en'),
        templateClinic,
      ),
    );
  }
  // A patient who stopped reminders gets none (their consent record says since when).
  if ((event.kind === 'booking_confirmed' || event.kind === 'rescheduled') && (await remindersState(tx, appointment.userId)).enabled) {
    const now = event.now ?? clinicNow();
    let askingCode: string | undefined;
    for (const kind of REMINDER_KINDS) {
      const dueAt = new Date(appointment.time.getTime() - REMINDER_OFFSETS_MS[kind]);
      if (dueAt <= now) continue;
      // The asking reminders share one link: made once.
      const actionCode = ASKING_REMINDERS.includes(kind)
        ? (askingCode ??= await ensureActionLink(tx, appointment.id, sequence, appointment.time))
        : undefined;
      queued.push(
        ...rows(
          { kind, appointmentId: appointment.id, calendarSequence: sequence, userId: appointment.userId, audience: 'patient', nextAttemptAt: dueAt },
          `${kind}:appointment:${appointment.id}:seq:${sequence}`,
          patientTargets,
          renderPatientMessage(kind, { ...appointmentFactsForText, actionCode }, channels.siteUrl, language),
          [],
          templateClinic,
        ),
      );
    }
  }
  return insertNotifications(tx, queued);
}

/** Tells the clinic inbox about a new contact query. */
export async function enqueueContactReceived(
  tx: Database,
  channels: NotificationChannels,
  query: { id: number; name: string; email: string; mobile: string | null; subject: string; message: string },
): Promise<number> {
  return insertNotifications(
    tx,
    rows(
      { kind: 'contact_received', audience: 'clinic', userId: null },
      `contact_received:query:${query.id}`,
      [{ channel: 'email', recipient: channels.clinicEmail }],
      renderContactReceived(query, channels.siteUrl),
      [],
      await templateClinicOf(tx, channels),
    ),
  );
}

export async function insertNotifications(tx: Database, values: NewNotification[]): Promise<number> {
  if (values.length === 0) return 0;
  const inserted = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted.length;
}

/** A payment link staff sent: its payment, kind of message, link and patient. */
export interface SentLink {
  kind: Extract<NotificationKind, 'payment_link' | 'course_payment_link' | 'medicines_payment_link'>;
  paymentId: number;
  userId: number;
  url: string;
  expiresAt: Date;
  patient: Pick<typeof users.$inferSelect, 'email' | 'mobile' | 'language' | 'detailsConfirmedAt'>;
}

/**
 * Queues a payment link staff sent (an appointment's, issue 34; a course's; a visit's medicines)
 * to the patient: e-mail (once their details are confirmed, as for every patient message) and the
 * mobile channel, in their language, the message rendered with the link as it goes out there.
 * Answers the channels it went out on, for staff to see.
 */
export async function queueLinkMessage(
  tx: Database,
  channels: NotificationChannels,
  link: SentLink,
  render: (language: Locale, shortUrl: string) => RenderedMessage,
): Promise<NotificationChannel[]> {
  const language = isLocale(link.patient.language) ? link.patient.language : DEFAULT_LOCALE;
  const targets = addressed(channels, link.patient.detailsConfirmedAt ? link.patient.email : null, link.patient.mobile);
  // An SMS carries one link on the clinic's own (DLT-whitelisted) domain: a short link to the payment page.
  const shortUrl = targets.some((target) => target.channel !== 'email')
    ? await createShortLink(tx, channels.siteUrl, link.url, link.expiresAt)
    : link.url;
  const queued = rows(
    { kind: link.kind, audience: 'patient', userId: link.userId },
    `${link.kind}:payment:${link.paymentId}`,
    targets,
    render(language, shortUrl),
    [],
    await templateClinicOf(tx, channels),
  );
  await insertNotifications(tx, queued);
  return queued.map((notification) => notification.channel);
}

/** Queues the payment link staff sent for an appointment (issue 34). */
export async function enqueuePaymentLink(tx: Database, channels: NotificationChannels, paymentId: number): Promise<NotificationChannel[]> {
  const [row] = await paymentRows(tx, {
    payment: payments,
    patient: patientContact,
    doctorName: doctors.name,
    serviceName: services.name,
    start: timeSlots.startTime,
  })
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  const url = row?.payment.linkUrl;
  const expiresAt = row?.payment.linkExpiresAt;
  if (!row || !url || !expiresAt) return [];
  const { payment } = row;
  const link: SentLink = { kind: 'payment_link', paymentId, userId: payment.userId, url, expiresAt, patient: row.patient };
  return queueLinkMessage(tx, channels, link, (language, shortUrl) =>
    renderPaymentLinkMessage(
      {
        patientName: row.patient.name,
        doctorName: row.doctorName,
        serviceName: row.serviceName,
        start: row.start,
        mode: payment.mode,
        patientMobile: row.patient.mobile,
        amountPaise: payment.amountPaise,
        url,
        shortUrl,
        expiresAt,
      },
      language,
    ),
  );
}

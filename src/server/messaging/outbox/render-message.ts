import { site } from '../../../content/site';
import { clinicNamesIn } from '../../../i18n/clinic-names';
import { type Locale, localizePath } from '../../../i18n/locales';
import { formatPaise } from '../../../lib/format/money';
import { clinicTime, en } from '../templates/en';
import { gu } from '../templates/gu';
import { hi } from '../templates/hi';
import type { AppointmentMode } from '../../../lib/domain/appointments';
import { formatMobile } from '../../../lib/format/phone';
import type { AppointmentMessageKind, PatientMessageValues, PatientTemplates } from '../templates/shared';
import { appointmentTemplateValues } from '../templates/appointment-values';
import type { TemplateName } from '../templates/catalogue';
import type { TemplateValues } from '../templates/render';

export type { AppointmentMessageKind } from '../templates/shared';

/** What every appointment message says about the appointment. */
export interface AppointmentFacts {
  patientName: string;
  doctorName: string;
  serviceName: string;
  start: Date;
  /** A video visit's room; null for a call (the doctor phones the patient's verified number). */
  meetingLink: string | null;
  mode: AppointmentMode;
  /** The patient's verified mobile (E.164), which the doctor calls for a call visit. */
  patientMobile: string | null;
  /** An in-person visit's address on one line (the clinic settings), and its map link. */
  clinicAddress?: string | null;
  mapUrl?: string | null;
  /** Staff's reason for a cancellation they made, told to the patient. */
  cancellationReason?: string | null;
  /** Whether staff (not the patient) cancelled: the message apologises and offers to book again. */
  isStaffCancellation?: boolean;
  /** For cancellations and refunds. */
  refundPaise?: number;
  /** A reminder's signed one-screen page code (reminders that ask the patient to confirm). */
  actionCode?: string;
  /** Whether money was taken for it (a cancellation may refund none of it). */
  wasPaid?: boolean;
}

/** Which registered template an SMS or WhatsApp message is, and its values (src/server/messaging/templates/). */
export interface MobileTemplateMessage {
  name: TemplateName;
  language: Locale;
  values: TemplateValues;
}

/** A rendered message: e-mail subject and bodies, and the template its SMS or WhatsApp is sent as (none: e-mail only). */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  mobile: MobileTemplateMessage | null;
}

/** The patient's messages in each of the site's languages. */
const PATIENT_TEMPLATES: Record<Locale, PatientTemplates> = { en, hi, gu };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A link only when it is a web address or a phone number to call: nothing else may become an href. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) || /^tel:\+?\d{6,15}$/.test(url) ? escapeHtml(url) : null);

export interface Body {
  subject: string;
  greeting: string;
  lines: string[];
  /** Label and value rows under the lines (when, with whom, ...). */
  details: [string, string][];
  button?: { label: string; url: string };
  footer: string[];
  mobile: MobileTemplateMessage | null;
}

const COLORS = { primary: '#2f6b3b', background: '#f7f4ec', text: '#1f2a1f', muted: '#4d5a4d', border: '#dcd6c5' };

/**
 * One layout for every e-mail: the clinic's name and colours, one column that reads on a phone,
 * inline styles (mail apps drop style sheets), every value escaped.
 */
export function toEmail(body: Body, { locale, clinicName }: Pick<PatientTemplates, 'locale' | 'clinicName'> = en): RenderedMessage {
  const text = [
    body.greeting,
    '',
    ...body.lines,
    '',
    ...body.details.map(([label, value]) => `${label}: ${value}`),
    ...(body.button ? ['', `${body.button.label}: ${body.button.url}`] : []),
    '',
    ...body.footer,
    '',
    `${clinicName} · ${site.phone} · ${site.email}`,
  ].join('\n');
  const buttonHref = body.button ? safeHref(body.button.url) : null;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px">
<tr><td style="background:${COLORS.primary};color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(clinicName)}</td></tr>
<tr><td style="padding:20px">
<p style="margin:0 0 12px">${escapeHtml(body.greeting)}</p>
${body.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;width:100%">
${body.details.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:${COLORS.muted};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;word-break:break-word">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${buttonHref ? `<p style="margin:0 0 16px"><a href="${buttonHref}" style="display:inline-block;background:${COLORS.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.button!.label)}</a></p>` : ''}
${body.footer.map((line) => `<p style="margin:0 0 12px;color:${COLORS.muted};font-size:14px">${escapeHtml(line)}</p>`).join('\n')}
</td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid ${COLORS.border};color:${COLORS.muted};font-size:13px">${escapeHtml(clinicName)} · ${escapeHtml(site.phone)} · ${escapeHtml(site.email)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: body.subject, text, html, mobile: body.mobile };
}

/** What closes each message: the cancellation policy, the way to manage it, or the clinic's number. */
const FOOTERS: Record<AppointmentMessageKind, 'policy' | 'manage' | 'questions'> = {
  booking_confirmed: 'policy',
  rescheduled: 'policy',
  cancelled: 'questions',
  refund_processed: 'questions',
  reminder_72h: 'policy',
  reminder_24h: 'policy',
  reminder_2h: 'manage',
};

/** A message to the patient about their appointment, in the patient's language. */
export function renderPatientMessage(kind: AppointmentMessageKind, facts: AppointmentFacts, siteUrl: string, language: Locale): RenderedMessage {
  const t = PATIENT_TEMPLATES[language];
  const isCall = facts.mode === 'call';
  // A call never shows a room, even if an older row kept a link.
  const meetingLink = isCall ? null : facts.meetingLink;
  const manageUrl = new URL(localizePath('/my-appointments', language), siteUrl).toString();
  const bookUrl = new URL(localizePath('/book-appointment', language), siteUrl).toString();
  // The names as the translated pages show them (staff keep them in English).
  const names = clinicNamesIn(language);
  const doctorName = names[facts.doctorName] ?? facts.doctorName;
  const serviceName = names[facts.serviceName] ?? facts.serviceName;
  const isByClinic = kind === 'cancelled' && Boolean(facts.isStaffCancellation);
  const values: PatientMessageValues = {
    doctorName,
    serviceName,
    when: t.formatWhen(facts.start),
    refund: formatPaise(facts.refundPaise ?? 0, language),
    refundDue: Boolean(facts.refundPaise),
    wasPaid: facts.wasPaid ?? Boolean(facts.refundPaise),
    manageUrl,
    isCall,
    callLine: t.callLine(formatMobile(facts.patientMobile) || '—'),
    isInPerson: facts.mode === 'in_person',
    visitLine: t.visitLine(facts.clinicAddress ?? site.address.join(', ')),
    isByClinic,
    reason: facts.cancellationReason ?? '',
    bookUrl,
  };
  const template = t.kinds[kind];
  const showsLink = meetingLink && kind !== 'cancelled' && kind !== 'refund_processed';
  const manageButton = { label: t.labels.manage, url: manageUrl };
  const footers = {
    policy: [t.cancellationPolicy, t.manageLine(manageUrl)],
    manage: [t.manageLine(manageUrl)],
    questions: [t.questionsLine(site.phone)],
  };
  return toEmail(
    {
      subject: template.subject,
      greeting: t.greeting(facts.patientName),
      lines: template.lines(values),
      details: [
        [t.labels.when, t.whenDetail(values.when)],
        [t.labels.doctor, doctorName],
        [t.labels.consultation, serviceName],
        ...(showsLink ? [[t.labels.meetingLink, meetingLink] as [string, string]] : []),
        ...(values.isInPerson && facts.mapUrl && kind !== 'cancelled' && kind !== 'refund_processed'
          ? [[t.labels.map, facts.mapUrl] as [string, string]]
          : []),
      ],
      button:
        kind === 'refund_processed'
          ? undefined
          : isByClinic
            ? { label: t.labels.bookAgain, url: bookUrl }
            : kind.startsWith('reminder') && meetingLink
              ? { label: t.labels.join, url: meetingLink }
              : manageButton,
      footer: footers[FOOTERS[kind]],
      mobile: { name: isByClinic ? 'cancelled_by_clinic' : kind, language, values: appointmentTemplateValues(facts, language) },
    },
    t,
  );
}

const DOCTOR_VERBS = { booking_confirmed: 'New appointment', rescheduled: 'Appointment moved', cancelled: 'Appointment cancelled' } as const;

/** A message to the doctor about a change on their schedule. */
export function renderDoctorMessage(kind: keyof typeof DOCTOR_VERBS, facts: AppointmentFacts): RenderedMessage {
  const when = clinicTime(facts.start);
  const verb = DOCTOR_VERBS[kind];
  const isLive = kind !== 'cancelled';
  const isCall = facts.mode === 'call';
  const meetingLink = isCall ? null : facts.meetingLink;
  const mobile = formatMobile(facts.patientMobile);
  const telHref = facts.patientMobile ? `tel:${facts.patientMobile.replace(/[^\d+]/g, '')}` : null;
  // A call: the patient's verified number to dial (tap-to-call); a video: the room.
  const access: [string, string][] =
    facts.mode === 'in_person'
      ? [['Mode', 'In person, at the clinic']]
      : isCall
        ? [
            ['Mode', 'Phone call: you call the patient'],
            ["Patient's verified number", mobile || 'not on record'],
          ]
        : [['Mode', 'Video'], ...(meetingLink && isLive ? [['Meeting link', meetingLink] as [string, string]] : [])];
  return toEmail({
    subject: `${verb}: ${facts.patientName}, ${when}`,
    greeting: `Dear ${facts.doctorName},`,
    lines: [
      kind === 'cancelled'
        ? `The appointment below is cancelled and the slot is free again.`
        : kind === 'rescheduled'
          ? 'The appointment below has moved to a new time. The calendar file attached updates your calendar.'
          : 'A patient has booked the appointment below. The calendar file attached adds it to your calendar.',
      ...(isCall && isLive ? [`This is a phone call: please call the patient on ${mobile || 'their verified number'} at the time.`] : []),
    ],
    details: [['When', `${when} (India time)`], ['Patient', facts.patientName], ['Consultation', facts.serviceName], ...access],
    button: !isLive
      ? undefined
      : isCall
        ? telHref
          ? { label: `Call ${facts.patientName} on ${mobile}`, url: telHref }
          : undefined
        : meetingLink
          ? { label: 'Open the meeting room', url: meetingLink }
          : undefined,
    footer: [],
    // Staff read English (like the e-mail).
    mobile: { name: `doctor_${kind}`, language: 'en', values: appointmentTemplateValues(facts, 'en', 'doctor') },
  });
}

/** The clinic inbox's notice of a new contact query; the visitor's words are escaped like every value. */
export function renderContactReceived(
  query: { id: number; name: string; email: string; mobile: string | null; subject: string; message: string },
  siteUrl: string,
) {
  return toEmail({
    subject: `New contact query: ${query.subject}`.slice(0, 200),
    greeting: 'Hello,',
    lines: [`${query.name} sent a message through the website.`, query.message],
    details: [
      ['From', `${query.name} <${query.email}>`],
      ['Mobile', query.mobile ?? 'not given'],
      ['Subject', query.subject],
    ],
    button: { label: 'Open contact queries', url: new URL('/admin/contact-queries', siteUrl).toString() },
    footer: [`Query number ${query.id}.`],
    mobile: null,
  });
}

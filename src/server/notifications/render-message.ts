import { site } from '../../content/site';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { FULL_REFUND_MIN_HOURS, PARTIAL_REFUND_PERCENT, SELF_SERVICE_CANCEL_MIN_HOURS } from '../../lib/policy/appointment-policy';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';

/** What every appointment message says about the appointment. */
export interface AppointmentFacts {
  patientName: string;
  doctorName: string;
  serviceName: string;
  start: Date;
  meetingLink: string | null;
  /** For cancellations and refunds. */
  refundPaise?: number;
}

export type AppointmentMessageKind = 'booking_confirmed' | 'rescheduled' | 'cancelled' | 'refund_processed' | 'reminder_24h' | 'reminder_2h';

/** A rendered message: e-mail subject and bodies, and the one-line text for SMS or WhatsApp. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  mobileText: string;
}

/** The clinic's time, named: 'Tuesday, January 6, 2026 at 10:00 AM IST'. */
export const clinicTime = (instant: Date) => `${formatDate(instant, 'long', CLINIC_TIME_ZONE)} IST`;

/** The cancellation policy in one sentence, from the policy's own numbers. */
export const CANCELLATION_POLICY_SENTENCE =
  `Cancel at least ${FULL_REFUND_MIN_HOURS} hours before the start for a full refund, or at least ` +
  `${SELF_SERVICE_CANCEL_MIN_HOURS} hours before for a ${PARTIAL_REFUND_PERCENT}% refund; later than that, please call the clinic.`;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A link only when it is a web address: nothing else may become an href. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : null);

interface Body {
  subject: string;
  greeting: string;
  lines: string[];
  /** Label and value rows under the lines (when, with whom, ...). */
  details: [string, string][];
  button?: { label: string; url: string };
  footer: string[];
  mobileText: string;
}

const COLORS = { primary: '#2f6b3b', background: '#f7f4ec', text: '#1f2a1f', muted: '#4d5a4d', border: '#dcd6c5' };

/**
 * One layout for every e-mail: the clinic's name and colours, one column that reads on a phone,
 * inline styles (mail apps drop style sheets), every value escaped.
 */
function toEmail(body: Body): RenderedMessage {
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
    `${site.name} · ${site.phone} · ${site.email}`,
  ].join('\n');
  const buttonHref = body.button ? safeHref(body.button.url) : null;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px">
<tr><td style="background:${COLORS.primary};color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:20px">
<p style="margin:0 0 12px">${escapeHtml(body.greeting)}</p>
${body.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;width:100%">
${body.details.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:${COLORS.muted};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;word-break:break-word">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${buttonHref ? `<p style="margin:0 0 16px"><a href="${buttonHref}" style="display:inline-block;background:${COLORS.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.button!.label)}</a></p>` : ''}
${body.footer.map((line) => `<p style="margin:0 0 12px;color:${COLORS.muted};font-size:14px">${escapeHtml(line)}</p>`).join('\n')}
</td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid ${COLORS.border};color:${COLORS.muted};font-size:13px">${escapeHtml(site.name)} · ${escapeHtml(site.phone)} · ${escapeHtml(site.email)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: body.subject, text, html, mobileText: body.mobileText };
}

const SUBJECTS: Record<AppointmentMessageKind, string> = {
  booking_confirmed: 'Your appointment is confirmed',
  rescheduled: 'Your appointment has moved',
  cancelled: 'Your appointment is cancelled',
  refund_processed: 'Your refund is on its way',
  reminder_24h: 'Reminder: your appointment is tomorrow',
  reminder_2h: 'Reminder: your appointment starts in 2 hours',
};

/** A message to the patient about their appointment. */
export function renderPatientMessage(kind: AppointmentMessageKind, facts: AppointmentFacts, siteUrl: string): RenderedMessage {
  const when = clinicTime(facts.start);
  const manageUrl = new URL('/my-appointments', siteUrl).toString();
  const refund = formatPaise(facts.refundPaise ?? 0);
  const details: [string, string][] = [
    ['When', `${when} (India time)`],
    ['Doctor', facts.doctorName],
    ['Consultation', facts.serviceName],
    ...(facts.meetingLink && kind !== 'cancelled' && kind !== 'refund_processed' ? [['Meeting link', facts.meetingLink] as [string, string]] : []),
  ];
  const joinButton = facts.meetingLink ? { label: 'Join the consultation', url: facts.meetingLink } : undefined;
  const manageButton = { label: 'See my appointments', url: manageUrl };
  const policy = [CANCELLATION_POLICY_SENTENCE, `Manage your appointment: ${manageUrl}`];
  const greeting = `Dear ${facts.patientName},`;
  const bodies: Record<AppointmentMessageKind, Omit<Body, 'subject' | 'greeting'>> = {
    booking_confirmed: {
      lines: [`Your ${facts.serviceName} with ${facts.doctorName} is booked and paid. The calendar file attached adds it to your calendar.`],
      details,
      button: manageButton,
      footer: policy,
      mobileText: `${site.shortName}: your appointment with ${facts.doctorName} is confirmed for ${when}. Join: ${facts.meetingLink ?? manageUrl}. Manage: ${manageUrl}`,
    },
    rescheduled: {
      lines: [`Your ${facts.serviceName} with ${facts.doctorName} has moved to a new time. The calendar file attached updates your calendar.`],
      details,
      button: manageButton,
      footer: policy,
      mobileText: `${site.shortName}: your appointment with ${facts.doctorName} has moved to ${when}. Manage: ${manageUrl}`,
    },
    cancelled: {
      lines: [
        `Your ${facts.serviceName} with ${facts.doctorName} is cancelled.`,
        facts.refundPaise ? `We are refunding ${refund} to the card or account you paid with.` : 'No refund is due for this cancellation.',
      ],
      details,
      button: manageButton,
      footer: [`Questions? Call us on ${site.phone}.`],
      mobileText: `${site.shortName}: your appointment on ${when} is cancelled. ${facts.refundPaise ? `Refund: ${refund}.` : 'No refund is due.'}`,
    },
    refund_processed: {
      lines: [`Your refund of ${refund} has been processed. Banks usually show it within 5 to 7 working days.`],
      details,
      footer: [`Questions? Call us on ${site.phone}.`],
      mobileText: `${site.shortName}: your refund of ${refund} has been processed.`,
    },
    reminder_24h: {
      lines: [`A reminder: your ${facts.serviceName} with ${facts.doctorName} is tomorrow.`],
      details,
      button: joinButton ?? manageButton,
      footer: policy,
      mobileText: `${site.shortName}: reminder, your appointment with ${facts.doctorName} is at ${when}. Join: ${facts.meetingLink ?? manageUrl}`,
    },
    reminder_2h: {
      lines: [`Your ${facts.serviceName} with ${facts.doctorName} starts in 2 hours. The link opens 15 minutes before the start.`],
      details,
      button: joinButton ?? manageButton,
      footer: [`Manage your appointment: ${manageUrl}`],
      mobileText: `${site.shortName}: your appointment with ${facts.doctorName} starts at ${when}. Join: ${facts.meetingLink ?? manageUrl}`,
    },
  };
  return toEmail({ subject: SUBJECTS[kind], greeting, ...bodies[kind] });
}

const DOCTOR_VERBS = { booking_confirmed: 'New appointment', rescheduled: 'Appointment moved', cancelled: 'Appointment cancelled' } as const;

/** A message to the doctor about a change on their schedule. */
export function renderDoctorMessage(kind: keyof typeof DOCTOR_VERBS, facts: AppointmentFacts): RenderedMessage {
  const when = clinicTime(facts.start);
  const verb = DOCTOR_VERBS[kind];
  return toEmail({
    subject: `${verb}: ${facts.patientName}, ${when}`,
    greeting: `Dear ${facts.doctorName},`,
    lines: [
      kind === 'cancelled'
        ? `The appointment below is cancelled and the slot is free again.`
        : kind === 'rescheduled'
          ? 'The appointment below has moved to a new time. The calendar file attached updates your calendar.'
          : 'A patient has booked the appointment below. The calendar file attached adds it to your calendar.',
    ],
    details: [
      ['When', `${when} (India time)`],
      ['Patient', facts.patientName],
      ['Consultation', facts.serviceName],
      ...(facts.meetingLink && kind !== 'cancelled' ? [['Meeting link', facts.meetingLink] as [string, string]] : []),
    ],
    button: facts.meetingLink && kind !== 'cancelled' ? { label: 'Open the meeting room', url: facts.meetingLink } : undefined,
    footer: [],
    mobileText: `${site.shortName}: ${verb.toLowerCase()}: ${facts.patientName}, ${when}.`,
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
    mobileText: `New contact query from ${query.name}: ${query.subject}`,
  });
}

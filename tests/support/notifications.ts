import { type AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LOCAL_NOTIFICATIONS, type NotificationConfig } from '../../src/server/kernel/config';
import { createNotificationChannels } from '../../src/server/kernel/providers/notifications';

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed by mailparser.
 * `port` 0 picks a free one; pass a known port to bring a server "back" where one was down.
 */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_MAIL_FROM = 'Jamnagar Ayurveda Clinic <care@clinic.example>';

/** The notification channels with e-mail over SMTP at `smtpUrl` and mobile recorded locally. */
export const smtpChannels = (smtpUrl: string, overrides: Partial<NotificationConfig> = {}) =>
  createNotificationChannels({ ...LOCAL_NOTIFICATIONS, email: { kind: 'smtp', smtpUrl, from: TEST_MAIL_FROM }, ...overrides });

/** A mail's calendar attachment parsed by ical.js, an independent RFC 5545 parser. */
export function calendarOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!attachment) throw new Error(`no calendar file in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    location: event.location,
    // Each ATTENDEE as "name <address>".
    attendees: vevent
      .getAllProperties('attendee')
      .map((p) => `${String(p.getParameter('cn'))} <${String(p.getFirstValue()).replace(/^mailto:/i, '')}>`),
    contentTypeMethod: attachment.contentType,
    headers: attachment.headers,
  };
}

/** Whom a parsed mail was sent to. */
export const recipientOf = (mail: ParsedMail) => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
};

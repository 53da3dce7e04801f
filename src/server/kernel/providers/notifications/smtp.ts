import { DeliveryError, type NotificationChannel } from './types';

/** SMTP reply codes of 5xx are permanent refusals (RFC 5321 §4.2.1); connection trouble and 4xx are retried. */
const isPermanentSmtpError = (err: { responseCode?: number }) => typeof err.responseCode === 'number' && err.responseCode >= 500;

/** E-mail through any SMTP server (SMTP_URL), from MAIL_FROM; the calendar file as text/calendar. */
export function createSmtpChannel(smtpUrl: string, from: string): NotificationChannel {
  // Loaded at the first e-mail, not with every API request: nodemailer is 430 KB of the function bundle.
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const openTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }),
    ));
  return {
    kind: 'smtp',
    async send(message) {
      try {
        const info = await (
          await openTransport()
        ).sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          // RFC 3834: sent by the clinic's system, so autoresponders (out-of-office) do not answer it.
          headers: { 'Auto-Submitted': 'auto-generated' },
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            encoding: a.encoding,
          })),
        });
        return { providerMessageId: info.messageId };
      } catch (err) {
        const smtpError = err as Error & { responseCode?: number };
        throw new DeliveryError(`SMTP: ${smtpError.message}`.slice(0, 500), isPermanentSmtpError(smtpError));
      }
    },
  };
}

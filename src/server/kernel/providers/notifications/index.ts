import type { NotificationConfig } from '../../config';
import { createLocalChannel } from './local';
import { createSmtpChannel } from './smtp';
import { createTwilioChannel } from './twilio';
import type { NotificationChannel } from './types';
import { createWhatsAppChannel } from './whatsapp';

/** The e-mail adapter and the mobile one (SMS or WhatsApp, or none), with what the messages need to know. */
export interface NotificationChannels {
  email: NotificationChannel;
  mobile: NotificationChannel | null;
  /** The channel column of mobile rows; null when mobile messages are off. */
  mobileChannel: 'sms' | 'whatsapp' | null;
  /** SMS beside WhatsApp, for a WhatsApp message that failed (issue 28); null: none. */
  smsFallback: NotificationChannel | null;
  whatsappWebhook: { verifyToken: string; appSecret: string } | null;
  mailFrom: string;
  clinicEmail: string;
  siteUrl: string;
}

export function createNotificationChannels(config: NotificationConfig): NotificationChannels {
  const { mobile } = config;
  return {
    email: config.email.kind === 'smtp' ? createSmtpChannel(config.email.smtpUrl, config.email.from) : createLocalChannel(),
    mobile:
      mobile.kind === 'twilio'
        ? createTwilioChannel(mobile)
        : mobile.kind === 'whatsapp'
          ? createWhatsAppChannel(mobile)
          : mobile.kind === 'local'
            ? createLocalChannel()
            : null,
    mobileChannel: mobile.kind === 'none' ? null : mobile.channel,
    smsFallback: !config.smsFallback ? null : config.smsFallback.kind === 'twilio' ? createTwilioChannel(config.smsFallback) : createLocalChannel(),
    whatsappWebhook: config.whatsappWebhook ?? null,
    mailFrom: config.email.from,
    clinicEmail: config.clinicEmail,
    siteUrl: config.siteUrl,
  };
}

import { DeliveryError, httpDeliveryError, type NotificationChannel, postOrRetry } from './types';

export interface WhatsAppConfig {
  accessToken: string;
  phoneNumberId: string;
  apiVersion: string;
  baseUrl: string;
  templateLanguage: string;
}

/**
 * WhatsApp through Meta's Cloud API: POST /{version}/{phone-number-id}/messages with a bearer
 * token. Business-initiated messages must be approved templates, so each kind of message is a
 * template of the same name (booking_confirmed, reminder_24h, ...) whose one body parameter is
 * the message text (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates).
 */
export function createWhatsAppChannel(config: WhatsAppConfig): NotificationChannel {
  const url = `${config.baseUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    kind: 'whatsapp',
    async send(message) {
      const response = await postOrRetry('WhatsApp', url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.recipient,
          type: 'template',
          template: {
            name: message.kind,
            language: { code: config.templateLanguage },
            // Template parameters may not hold line breaks: the mobile text is one line.
            components: [{ type: 'body', parameters: [{ type: 'text', text: message.text.replace(/\s+/g, ' ') }] }],
          },
        }),
      });
      if (!response.ok) throw await httpDeliveryError('WhatsApp', response);
      const sent = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[] };
      const id = sent.messages?.[0]?.id;
      if (!id) throw new DeliveryError('WhatsApp answered without a message id', false);
      return { providerMessageId: id };
    },
  };
}

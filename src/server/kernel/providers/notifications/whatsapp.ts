import { DeliveryError, httpDeliveryError, type NotificationChannel, postOrRetry, requireTemplate } from './types';

export interface WhatsAppConfig {
  accessToken: string;
  phoneNumberId: string;
  apiVersion: string;
  baseUrl: string;
}

/**
 * WhatsApp through Meta's Cloud API: POST /{version}/{phone-number-id}/messages with a bearer
 * token. Business-initiated messages must be approved templates: each message names its template
 * and the patient's language (`en`, `hi`, `gu`), fills the body's `{{1}}`, `{{2}}`, ... in order,
 * and gives each quick-reply button the payload that comes back when it is tapped
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates).
 */
export function createWhatsAppChannel(config: WhatsAppConfig): NotificationChannel {
  const url = `${config.baseUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    kind: 'whatsapp',
    async send(message) {
      const template = requireTemplate('WhatsApp', message);
      const components: object[] = [];
      if (template.parameters.length > 0) components.push({ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) });
      for (const [index, payload] of (template.buttonPayloads ?? []).entries())
        components.push({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload }] });
      const response = await postOrRetry('WhatsApp', url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.recipient,
          type: 'template',
          template: { name: template.name, language: { code: template.language }, components },
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

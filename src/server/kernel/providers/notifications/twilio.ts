import { DeliveryError, httpDeliveryError, type NotificationChannel, postOrRetry, requireTemplate } from './types';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  baseUrl: string;
}

/**
 * SMS through Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To, Body and From (or MessagingServiceSid), HTTP basic auth with the account SID
 * and auth token (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource).
 * In India the Body must be a DLT template filled in exactly: it is the row's registered template
 * (src/server/messaging/templates/), and a message without one is refused. The DLT template ids and
 * sender header are registered with Twilio's sender-id team (`npm run templates:export` lists them).
 */
export function createTwilioChannel(config: TwilioConfig): NotificationChannel {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message) {
      requireTemplate('Twilio', message);
      const form = new URLSearchParams({ To: message.recipient, Body: message.text });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else form.set('From', config.from ?? '');
      const response = await postOrRetry('Twilio', url, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      if (!response.ok) throw await httpDeliveryError('Twilio', response);
      const sent = (await response.json().catch(() => ({}))) as { sid?: string };
      if (!sent.sid) throw new DeliveryError('Twilio answered without a message sid', false);
      return { providerMessageId: sent.sid };
    },
  };
}

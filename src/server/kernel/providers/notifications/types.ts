import type { NotificationAttachment } from '../../db/schema';
import type { Locale } from '../../../../i18n/locales';

/**
 * A registered template (Meta's, DLT's) as a mobile row keeps it and a provider sends it: its name
 * and language and its filled values in order. Messaging narrows the name to its catalogue's
 * (messaging/templates/render.ts); a provider only passes them on.
 */
export interface NotificationTemplate<Name extends string = string> {
  name: Name;
  language: Locale;
  parameters: string[];
  /** The values by name, so the same message can be sent again on the other channel (a failed WhatsApp as SMS). */
  values?: Partial<Record<string, string>>;
  /** Quick-reply buttons' payloads, in button order (what comes back when one is tapped). */
  buttonPayloads?: string[];
}

/** One rendered message as the dispatcher hands it to a channel adapter. */
export interface OutgoingMessage {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: NotificationAttachment[];
  /** Unique per message: providers that take an idempotency key get it. */
  dedupeKey: string;
  /** An SMS or WhatsApp message's registered template (`text` is it filled in); null for e-mail. */
  template: NotificationTemplate | null;
}

/** Carriers deliver only registered templates: a mobile message without one is refused for good, never sent as free text. */
export function requireTemplate(provider: string, message: OutgoingMessage): NotificationTemplate {
  if (!message.template) throw new DeliveryError(`${provider}: not sent, the message is not a registered template`, true);
  return message.template;
}

/** A failed send: permanent ones (the provider refused this message) are never retried. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly isPermanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** An e-mail or mobile adapter: answers the provider's id for the message, or throws DeliveryError. */
export interface NotificationChannel {
  /** Recorded on the row: local, smtp, twilio or whatsapp. */
  kind: 'local' | 'smtp' | 'twilio' | 'whatsapp';
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/** HTTP answers a provider may succeed with later (rate limit, server trouble) are retried; other 4xx are not. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Turns a provider's HTTP answer into a DeliveryError with a short, log-safe reason. */
export async function httpDeliveryError(provider: string, response: Response): Promise<DeliveryError> {
  const body = (await response.text().catch(() => '')).slice(0, 300);
  return new DeliveryError(`${provider} answered ${response.status}: ${body}`, !isRetryableStatus(response.status));
}

/** A network failure (refused, reset, DNS) is always worth another try. */
export async function postOrRetry(provider: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    throw new DeliveryError(`${provider} could not be reached: ${(err as Error).message}`, false);
  }
}

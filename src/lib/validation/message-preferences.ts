import * as z from 'zod';
import { PATIENT_MESSAGE_CHANNELS } from '../domain/notifications';

/**
 * The version of the reminders' consent text (what a patient agrees to by keeping reminders on:
 * reminders about their own appointments by WhatsApp, SMS or e-mail). Bump it when the words change.
 */
export const REMINDERS_CONSENT_VERSION = '2026-11-25';

export const messagePreferenceMessages = {
  channelInvalid: 'Choose WhatsApp, SMS or e-mail',
  remindersInvalid: 'reminders must be true or false',
  channelUnavailable: 'The clinic cannot send messages on this channel to you. Choose another.',
} as const;

/** PUT /v1/users/me/message-preferences: the channel (null: every channel the clinic runs) and whether reminders go out. */
export const messagePreferencesSchema = z.object({
  channel: z.enum(PATIENT_MESSAGE_CHANNELS, { error: messagePreferenceMessages.channelInvalid }).nullable(),
  reminders: z.boolean({ error: messagePreferenceMessages.remindersInvalid }),
});
export type MessagePreferencesRequest = z.infer<typeof messagePreferencesSchema>;

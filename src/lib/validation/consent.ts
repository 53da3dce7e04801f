import { text } from './common';

/**
 * What a patient agrees to, one row per agreement in consent_records. Other areas add their
 * purpose here (privacy notice at registration, reminders by message).
 */
export const CONSENT_PURPOSES = ['teleconsultation', 'privacy_notice', 'reminders', 'programme_messages'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The teleconsultation consent's version (India's Telemedicine Practice Guidelines 2020): bump it
 * whenever its text changes in any language (src/content/consultation.ts and its translations),
 * so every record names the words the patient saw.
 */
export const TELECONSULTATION_CONSENT_VERSION = '2026-11-24';

/**
 * The privacy notice's version (DPDP Act 2023, shown at registration): bump it whenever its words
 * change in any language (src/i18n/<lang>/privacy-notice), so each record names what was shown.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

/**
 * The programme messages' consent (issue 49, docs/decisions/057): a programme's timed guidance is
 * marketing in WhatsApp's terms, sent only to those who opted in. Bump when its words change.
 */
export const PROGRAMME_MESSAGES_CONSENT_VERSION = '2026-11-29';

export const consentMessages = {
  versionOutdated: 'The consent text has changed. Please read it again and agree to continue.',
} as const;

/** The consent a booking sends with create-order: the version of the text the patient agreed to. */
export const consentVersionSchema = text({ error: 'consent_version must be text' })
  .trim()
  .max(40)
  .refine((version) => version === TELECONSULTATION_CONSENT_VERSION, consentMessages.versionOutdated);

/** The privacy notice a registration sends: the version of the notice the patient agreed to. */
export const privacyNoticeVersionSchema = text({ error: 'privacy_notice_version must be text' })
  .trim()
  .max(40)
  .refine((version) => version === PRIVACY_NOTICE_VERSION, consentMessages.versionOutdated);

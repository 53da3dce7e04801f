/**
 * What a patient reads around the consultation itself (issue 29): the teleconsultation consent
 * shown at checkout. Its words are versioned: change them only together with
 * TELECONSULTATION_CONSENT_VERSION (src/lib/validation/consent.ts) and the hi/gu translations.
 */
export const teleconsultationConsent = {
  heading: 'Consent to a teleconsultation',
  agreement: 'By paying you give your consent to this teleconsultation:',
  readMore: 'Read the consent',
  paragraphs: [
    'I ask for a consultation with a registered Ayurveda doctor of the clinic by video or phone call.',
    'I understand that the doctor cannot examine me in person, may ask me to visit a clinic or hospital when that is needed, and will decide whether a teleconsultation is suitable.',
    'I will share true and complete information about my health, medicines and reports, and I agree that the clinic keeps a record of this consultation, my answers and my reports as the law requires.',
    'In an emergency I will contact the nearest hospital instead of waiting for this consultation.',
  ],
  version: (version: string) => `Consent version ${version}`,
};

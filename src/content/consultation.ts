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

/** My appointments: the intake form, reports and the visit summary of one appointment. */
export const intakePanel = {
  open: 'Before your visit: history and reports',
  heading: 'Tell the doctor before your visit',
  intro: 'Your answers and reports go only to your doctor and the clinic. You can change them until the consultation starts.',
  loading: 'Loading the questions...',
  yes: 'Yes',
  no: 'No',
  choose: 'Choose one',
  required: 'Please answer this question',
  save: 'Save answers',
  saved: 'Your answers are saved.',
  saveFailed: 'Could not save your answers. Please try again.',
  closed: 'The consultation has started: your answers can no longer be changed.',
  reports: 'Your reports',
  addReport: 'Add a report (PDF, JPEG or PNG, up to 10 MB; at most 5)',
  uploaded: 'Report added.',
  uploadFailed: 'Could not add the report.',
  remove: 'Remove',
  summary: 'Download visit summary and prescription',
};

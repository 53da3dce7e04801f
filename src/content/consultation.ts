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

/**
 * The privacy notice at registration (DPDP Act 2023, s.5): what is kept, why, for how long and
 * whom to ask. Versioned: change it only with PRIVACY_NOTICE_VERSION (src/lib/validation/consent.ts)
 * and the hi/gu translations.
 */
export const privacyNotice = {
  heading: 'How we use your data',
  items: [
    'What we keep: your name, mobile number, e-mail and gender; what you tell us about your health; your appointments, payments and the messages we send you.',
    'Why: to verify your number, arrange and hold your consultation, let the doctor prepare, send confirmations and reminders, and take or refund payment. Never for advertising.',
    'How long: health records for 3 years after your last consultation, payment records for 8 years (the law requires them), the rest until you ask us to erase it.',
    'Your rights: on My appointments you can download your data, correct it, stop reminders and ask for erasure.',
  ],
  grievance: (email: string) => `Grievance officer: the Clinic Manager, ${email}.`,
  policyLink: 'Full privacy policy',
  agree: 'I have read this notice and agree that the clinic uses my data for my care as described.',
  required: 'Please read the privacy notice and tick the box to register.',
  version: (version: string) => `Notice version ${version}`,
};

/** My appointments: the patient's data rights under the DPDP Act 2023. */
export const dataRights = {
  heading: 'Your data',
  intro: 'You decide about the data we hold about you.',
  download: 'Download my data',
  downloadHint: 'One file with your details, appointments, answers, messages, payments, consents and documents.',
  downloadFailed: 'Could not prepare your data. Please try again.',
  correctHeading: 'Correct your details',
  name: 'Name',
  email: 'E-mail',
  gender: 'Gender',
  genders: { none: 'Not given', female: 'Female', male: 'Male', other: 'Other' },
  dateOfBirth: 'Date of birth',
  age: 'Or your age (years)',
  address: 'Address (printed on your receipts)',
  emergencyName: 'Emergency contact',
  emergencyMobile: 'Emergency contact’s number',
  saveDetails: 'Save details',
  mobileHeading: 'Change your mobile number',
  mobileNow: (mobile: string) => `Your number now: ${mobile}. We send a code to the new number to check it is yours.`,
  newMobile: 'New mobile number, with country code (+91…)',
  sendCode: 'Send code',
  code: 'Code sent to the new number',
  confirmMobile: 'Confirm new number',
  mobileChanged: 'Your mobile number is changed. Sign in with it from now on.',
  mobileFailed: 'Could not change your number. Please try again.',
  detailsSaved: 'Your details are corrected.',
  detailsFailed: 'Could not save your details. Please try again.',
  reminders: 'Stop or start reminders',
  remindersHint: 'Reminders come by e-mail, SMS or WhatsApp before each appointment.',
  erase: 'Ask us to erase my data',
  eraseExplain:
    'We erase your name, mobile number, e-mail and the messages we sent you, and you can no longer sign in with this number. The law makes us keep your receipts for 8 years and your health records for 3 years after your last consultation; we tell you until when.',
  eraseConfirm: 'Yes, erase my data',
  eraseKeep: 'Keep my data',
  eraseRequested: (date: string) => `You asked for erasure. We will carry it out by ${date}.`,
  eraseFailed: 'Could not send your request. Please try again.',
  documents: 'Receipts and credit notes',
  downloadDocument: (number: string) => `Download ${number} (PDF)`,
  receipt: 'Receipt',
  creditNote: 'Credit note',
};

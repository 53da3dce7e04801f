/** Texts of the site's frame and pages that are not part of a page's own content module. */
export const layoutText = {
  skipToContent: 'Skip to content',
  languageSwitcher: 'Language',
};

/** The dialog a patient sees when their number was registered before it was verified. */
export const confirmDetailsCopy = {
  title: 'Are these your details?',
  note: 'This number was registered before it was verified. Please check the name and e-mail we have on file, correct them if needed, and confirm.',
  name: 'Name',
  email: 'Email (optional)',
  confirm: 'Confirm my details',
  saving: 'Saving…',
  loading: 'Loading your details…',
  loadFailed: 'Could not load your details. Please try again.',
  saved: 'Your details are confirmed.',
  saveFailed: 'Could not save your details. Please try again.',
};

/** Accessible names of the patient islands' regions. */
export const islandLandmarks = {
  bookingSteps: 'Booking steps',
  phoneVerification: 'Phone verification',
};

/** The frame of a policy page. */
export const policyPageText = {
  lastUpdated: 'Last updated:',
};

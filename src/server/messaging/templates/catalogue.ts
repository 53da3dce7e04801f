import type { Locale } from '../../../i18n/locales';
import { CANCELLATION_REASON_MAX } from '../../../lib/validation/appointment';
import { ANNOUNCEMENT_MAX } from '../../../lib/validation/class-desk';
import { TEXT_LIMITS } from '../../../lib/validation/common';

/**
 * Every SMS and WhatsApp message the clinic sends is one of these templates (issue 28,
 * docs/decisions/022-message-templates.md). Carriers deliver only what was registered: Meta
 * approves a WhatsApp template per name and language, and India's DLT scrubs an SMS whose fixed
 * text differs from its registered template. So a message is never free text: its fixed words
 * are here, and only the named variables change.
 *
 * In a text, `{name}` is a variable the sender fills (see TEMPLATE_VARIABLES) and `{site}`,
 * `{clinic}` and `{phone}` are the clinic's constants, written into the registered text itself.
 * A variable never starts or ends a text and never touches another (Meta refuses both); each
 * value is at most 30 characters on SMS (DLT's limit per {#var#}), or a run of {#var#}s side by
 * side for a longer one (DLT_VARIABLE_SLOTS).
 *
 * Adding a kind of message is one entry below; `npm run templates:export` then writes what the
 * clinic submits, and tests/unit/message-templates.test.ts checks it against Meta's and DLT's rules.
 */

/** What a template may fill in. Each value is written in the message's language by the caller. */
export const TEMPLATE_VARIABLES = {
  patient: "the patient's name",
  doctor: "the doctor's name",
  service: 'the consultation',
  date: 'the date (clinic time)',
  time: 'the time of day (clinic time)',
  place: 'video consultation, phone call or clinic visit',
  refund: 'an amount of money',
  mobile: "the patient's verified number",
  reason: "staff's reason for cancelling",
  link: "the code of a signed one-screen page, after '{site}/r/'",
  serviceid: "the service's number in a booking link",
  doctorid: "the doctor's number in a booking link",
  paylink: "a payment link's short link on the clinic's site, '{site}/p/<code>' (docs/decisions/034)",
  pagelink: "the whole address of the signed one-screen page, '{site}/r/<link>' (the renderer makes it)",
  booklink: 'the whole address of the follow-up booking page with its service and doctor (the renderer makes it)',
  therapy: "a course session day's therapies (issue 47)",
  room: 'the therapy room',
  instructions: "the day's instructions before the therapies (WhatsApp only: an SMS points to the patient's page)",
  course: 'the Panchakarma course',
  amount: 'an amount to pay',
  classname: "a class or workshop's title (issue 48)",
  classtitle: "a class's title (issue 48)",
  note: "staff's message to a class session's attendees",
  feedbackcode: "a visit's single-use feedback token, after '{site}/feedback?token=' (issue 49)",
  feedbacklink: 'the whole address of the feedback page with its token (the renderer makes it)',
  programme: "a programme's name, in the patient's language (issue 49)",
  week: "the week of the programme the step opens (a pregnancy's gestational week)",
  stopcode: "a programme's one-tap stop token, after '{site}/programme-stop?token=' (issue 49)",
  stoplink: 'the whole address of the programme stop page with its token (the renderer makes it)',
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

/**
 * How DLT types each variable (TRAI directions of 13 Aug 2024): a link is a whole {#url#} of a
 * whitelisted domain (never a variable inside a fixed path), a phone number a {#cbn#}.
 */
export type DltVariableType = 'var' | 'url' | 'cbn' | 'numeric' | 'alphanumeric';
export const DLT_VARIABLE_TYPES: Record<TemplateVariable, DltVariableType> = {
  patient: 'var',
  doctor: 'var',
  service: 'var',
  date: 'var',
  time: 'var',
  place: 'var',
  refund: 'var',
  mobile: 'cbn',
  reason: 'var',
  link: 'alphanumeric',
  serviceid: 'numeric',
  doctorid: 'numeric',
  paylink: 'url',
  pagelink: 'url',
  booklink: 'url',
  therapy: 'var',
  room: 'var',
  instructions: 'var',
  course: 'var',
  amount: 'var',
  classname: 'var',
  classtitle: 'var',
  note: 'var',
  feedbackcode: 'alphanumeric',
  feedbacklink: 'url',
  programme: 'var',
  week: 'numeric',
  stopcode: 'alphanumeric',
  stoplink: 'url',
};

/** DLT: one {#var#} holds at most 30 characters, spaces included. */
export const DLT_VARIABLE_MAX = 30;

/**
 * A value longer than one {#var#} takes several side by side in the DLT content, 30 characters
 * each: staff's reason for cancelling goes whole (issue 45), its SMS in as many parts as it needs.
 */
export const DLT_VARIABLE_SLOTS: Partial<Record<TemplateVariable, number>> = {
  reason: Math.ceil(CANCELLATION_REASON_MAX / DLT_VARIABLE_MAX),
  classname: Math.ceil(TEXT_LIMITS.subject / DLT_VARIABLE_MAX),
  // A class's title (up to 200 characters) and staff's message to its attendees (issue 48).
  classtitle: Math.ceil(TEXT_LIMITS.subject / DLT_VARIABLE_MAX),
  note: Math.ceil(ANNOUNCEMENT_MAX / DLT_VARIABLE_MAX),
};

/** Written into the registered text from the clinic's own details (the export uses the same). */
export const TEMPLATE_CONSTANTS = ['site', 'clinic', 'phone'] as const;
export type TemplateConstant = (typeof TEMPLATE_CONSTANTS)[number];

/** What a patient can answer to a reminder: WhatsApp quick replies, the same three on the SMS's page. */
export const REPLY_ACTIONS = ['confirm', 'change', 'cancel'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

/** The quick-reply buttons' words (WhatsApp allows 25 characters). */
export const REPLY_BUTTON_LABELS: Record<Locale, Record<ReplyAction, string>> = {
  en: { confirm: 'Confirm', change: 'Change time', cancel: 'Cancel' },
  hi: { confirm: 'पक्का करें', change: 'समय बदलें', cancel: 'रद्द करें' },
  gu: { confirm: 'પુષ્ટિ કરો', change: 'સમય બદલો', cancel: 'રદ કરો' },
};

export interface MessageTemplate {
  /** Who reads it: a patient's template is in their language; staff read the English one. */
  audience: 'patient' | 'doctor';
  /** The fixed text with its `{variables}`, per language. */
  text: Record<Locale, string>;
  /** Where the SMS differs from WhatsApp: a signed link where WhatsApp has the reply buttons. */
  smsText?: Record<Locale, string>;
  /** Meta's category: what the patient's own visit or payment sends is utility (the default); a programme's timed guidance is marketing (issue 49). */
  category?: 'UTILITY' | 'MARKETING';
  /** WhatsApp quick-reply buttons, in this order. */
  quickReplies?: readonly ReplyAction[];
}

const MY_APPOINTMENTS = { en: '{site}/my-appointments', hi: '{site}/hi/my-appointments', gu: '{site}/gu/my-appointments' } as const;
export const FEEDBACK = { en: '{site}/feedback', hi: '{site}/hi/feedback', gu: '{site}/gu/feedback' } as const;
export const PROGRAMME_STOP = { en: '{site}/programme-stop', hi: '{site}/hi/programme-stop', gu: '{site}/gu/programme-stop' } as const;
export const BOOK = { en: '{site}/book-appointment', hi: '{site}/hi/book-appointment', gu: '{site}/gu/book-appointment' } as const;

export const MESSAGE_TEMPLATES = {
  booking_confirmed: {
    audience: 'patient',
    text: {
      en: `Dear {patient}, your {place} with {doctor} on {date} at {time} IST is confirmed. See or change it at ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `नमस्ते {patient} जी, {doctor} के साथ आपका {place} पक्का है: {date} को {time} बजे (IST)। देखें या बदलें: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `નમસ્તે {patient}, {doctor} સાથે આપનું {place} નક્કી છે: {date} ના રોજ {time} વાગ્યે (IST). જુઓ અથવા બદલો: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  rescheduled: {
    audience: 'patient',
    text: {
      en: `Dear {patient}, your {place} with {doctor} has moved to {date} at {time} IST. See it at ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `नमस्ते {patient} जी, {doctor} के साथ आपका {place} अब {date} को {time} बजे (IST) है। देखें: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `નમસ્તે {patient}, {doctor} સાથે આપનું {place} હવે {date} ના રોજ {time} વાગ્યે (IST) છે. જુઓ: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  cancelled: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, your appointment with {doctor} on {date} at {time} IST is cancelled. Refund: {refund}. Questions? Call {phone} - {clinic}',
      hi: 'नमस्ते {patient} जी, {doctor} के साथ {date} को {time} बजे का आपका अपॉइंटमेंट रद्द हो गया है। रिफ़ंड: {refund}। सवाल हो तो {phone} पर फ़ोन करें - {clinic}',
      gu: 'નમસ્તે {patient}, {doctor} સાથે {date} ના રોજ {time} વાગ્યાની આપની એપોઇન્ટમેન્ટ રદ થઈ છે. રિફંડ: {refund}. પ્રશ્ન હોય તો {phone} પર ફોન કરો - {clinic}',
    },
  },
  cancelled_by_clinic: {
    audience: 'patient',
    text: {
      en: `We are sorry: the clinic had to cancel your appointment with {doctor} on {date} at {time} IST. Reason: {reason}. Refund: {refund}. Please book again at ${BOOK.en} - {clinic}`,
      hi: `हमें खेद है: क्लिनिक को {doctor} के साथ {date} को {time} बजे का आपका अपॉइंटमेंट रद्द करना पड़ा। कारण: {reason}। रिफ़ंड: {refund}। फिर से बुक करें: ${BOOK.hi} - {clinic}`,
      gu: `અમે દિલગીર છીએ: ક્લિનિકને {doctor} સાથે {date} ના રોજ {time} વાગ્યાની આપની એપોઇન્ટમેન્ટ રદ કરવી પડી. કારણ: {reason}. રિફંડ: {refund}. ફરી બુક કરો: ${BOOK.gu} - {clinic}`,
    },
  },
  refund_processed: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, your refund of {refund} has been processed. Banks usually show it within 5 to 7 working days. - {clinic}',
      hi: 'नमस्ते {patient} जी, आपका {refund} का रिफ़ंड भेज दिया गया है। बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है। - {clinic}',
      gu: 'નમસ્તે {patient}, આપનું {refund}નું રિફંડ મોકલી દેવામાં આવ્યું છે. બેંકમાં તે સામાન્ય રીતે 5 થી 7 કામકાજના દિવસોમાં દેખાય છે. - {clinic}',
    },
  },
  // The reminders that ask: quick replies on WhatsApp, the signed one-screen page on SMS.
  reminder_72h: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, your {place} with {doctor} is on {date} at {time} IST. Please confirm, change the time or cancel. - {clinic}',
      hi: 'नमस्ते {patient} जी, {doctor} के साथ आपका {place} तय है: {date} को {time} बजे (IST)। कृपया पक्का करें, समय बदलें या रद्द करें। - {clinic}',
      gu: 'નમસ્તે {patient}, {doctor} સાથે આપનું {place} નક્કી છે: {date} ના રોજ {time} વાગ્યે (IST). કૃપા કરીને પુષ્ટિ કરો, સમય બદલો અથવા રદ કરો. - {clinic}',
    },
    smsText: {
      en: 'Reminder: your {place} with {doctor} is on {date} at {time} IST. Confirm, change or cancel: {pagelink} - {clinic}',
      hi: 'याद दिला दें: {doctor} के साथ आपका {place} तय है: {date} को {time} बजे (IST)। पक्का करें, बदलें या रद्द करें: {pagelink} - {clinic}',
      gu: 'યાદ અપાવીએ: {doctor} સાથે આપનું {place} નક્કી છે: {date} ના રોજ {time} વાગ્યે (IST). પુષ્ટિ કરો, બદલો અથવા રદ કરો: {pagelink} - {clinic}',
    },
    quickReplies: REPLY_ACTIONS,
  },
  reminder_24h: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, a reminder: your {place} with {doctor} is tomorrow, {date} at {time} IST. Please confirm, change the time or cancel. - {clinic}',
      hi: 'नमस्ते {patient} जी, याद दिला दें: {doctor} के साथ आपका {place} कल है: {date} को {time} बजे (IST)। कृपया पक्का करें, समय बदलें या रद्द करें। - {clinic}',
      gu: 'નમસ્તે {patient}, યાદ અપાવીએ: {doctor} સાથે આપનું {place} કાલે છે: {date} ના રોજ {time} વાગ્યે (IST). કૃપા કરીને પુષ્ટિ કરો, સમય બદલો અથવા રદ કરો. - {clinic}',
    },
    smsText: {
      en: 'Reminder: your {place} with {doctor} is tomorrow, {date} at {time} IST. Confirm, change or cancel: {pagelink} - {clinic}',
      hi: 'याद दिला दें: {doctor} के साथ आपका {place} कल है: {date} को {time} बजे (IST)। पक्का करें, बदलें या रद्द करें: {pagelink} - {clinic}',
      gu: 'યાદ અપાવીએ: {doctor} સાથે આપનું {place} કાલે છે: {date} ના રોજ {time} વાગ્યે (IST). પુષ્ટિ કરો, બદલો અથવા રદ કરો: {pagelink} - {clinic}',
    },
    quickReplies: REPLY_ACTIONS,
  },
  reminder_2h: {
    audience: 'patient',
    text: {
      en: `Dear {patient}, your {place} with {doctor} starts today at {time} IST. Your appointments: ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `नमस्ते {patient} जी, {doctor} के साथ आपका {place} आज {time} बजे (IST) शुरू होगा। आपके अपॉइंटमेंट: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `નમસ્તે {patient}, {doctor} સાથે આપનું {place} આજે {time} વાગ્યે (IST) શરૂ થશે. આપની એપોઇન્ટમેન્ટ: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  // The answer to a WhatsApp "Change time" or "Cancel": the signed page, where a cancel shows its refund first.
  reminder_reply: {
    audience: 'patient',
    text: {
      en: 'To change or cancel your appointment with {doctor} on {date}, open {site}/r/{link} - {clinic}',
      hi: 'अपॉइंटमेंट ({doctor}, {date}) बदलने या रद्द करने के लिए यह पेज खोलें: {site}/r/{link} - {clinic}',
      gu: 'એપોઇન્ટમેન્ટ ({doctor}, {date}) બદલવા કે રદ કરવા આ પેજ ખોલો: {site}/r/{link} - {clinic}',
    },
    smsText: {
      en: 'To change or cancel your appointment with {doctor} on {date}, open {pagelink} - {clinic}',
      hi: 'अपॉइंटमेंट ({doctor}, {date}) बदलने या रद्द करने के लिए यह पेज खोलें: {pagelink} - {clinic}',
      gu: 'એપોઇન્ટમેન્ટ ({doctor}, {date}) બદલવા કે રદ કરવા આ પેજ ખોલો: {pagelink} - {clinic}',
    },
  },
  doctor_booking_confirmed: {
    audience: 'doctor',
    text: {
      en: 'A new appointment is booked with you: {patient}, {place} on {date} at {time} IST. You can reach the patient on {mobile} if needed. - {clinic}',
      hi: 'आपके साथ एक नया अपॉइंटमेंट बुक हुआ है: {patient}, {place}, {date} को {time} बजे (IST)। ज़रूरत हो तो मरीज़ से {mobile} पर बात करें। - {clinic}',
      gu: 'આપની સાથે એક નવી એપોઇન્ટમેન્ટ બુક થઈ છે: {patient}, {place}, {date} ના રોજ {time} વાગ્યે (IST). જરૂર હોય તો દર્દીને {mobile} પર ફોન કરો. - {clinic}',
    },
  },
  doctor_rescheduled: {
    audience: 'doctor',
    text: {
      en: 'An appointment with you has moved: {patient}, {place} is now on {date} at {time} IST. You can reach the patient on {mobile} if needed. - {clinic}',
      hi: 'अपॉइंटमेंट का समय बदला: {patient}, {place}, अब {date} को {time} बजे (IST)। मरीज़ का नंबर: {mobile}। - {clinic}',
      gu: 'એપોઇન્ટમેન્ટનો સમય બદલાયો: {patient}, {place}, હવે {date} ના રોજ {time} વાગ્યે (IST). દર્દીનો નંબર: {mobile}. - {clinic}',
    },
  },
  doctor_cancelled: {
    audience: 'doctor',
    text: {
      en: 'Appointment cancelled: {patient}, {date} at {time} IST. The slot is free again. - {clinic}',
      hi: 'अपॉइंटमेंट रद्द: {patient}, {date} को {time} बजे (IST)। यह स्लॉट फिर से खाली है। - {clinic}',
      gu: 'એપોઇન્ટમેન્ટ રદ: {patient}, {date} ના રોજ {time} વાગ્યે (IST). આ સ્લોટ ફરી ખાલી છે. - {clinic}',
    },
  },
  // The consultation (issue 29): the summary once the doctor finalises, the follow-up recall.
  visit_summary: {
    audience: 'patient',
    text: {
      en: `Dear {patient}, {doctor} has written your visit summary and prescription. Download it at ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `नमस्ते {patient} जी, {doctor} ने आपके परामर्श का सारांश और पर्चा लिख दिया है। डाउनलोड करें: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `નમસ્તે {patient}, {doctor} એ આપના પરામર્શનો સારાંશ અને પ્રિસ્ક્રિપ્શન લખ્યા છે. ડાઉનલોડ કરો: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  follow_up_recall: {
    audience: 'patient',
    text: {
      en: `Dear {patient}, at your visit {doctor} asked for a follow-up consultation on {date}. Please book it at ${BOOK.en}?service={serviceid}&doctor={doctorid} - {clinic}`,
      hi: `नमस्ते {patient} जी, परामर्श में {doctor} ने {date} को फ़ॉलो-अप परामर्श के लिए कहा था। कृपया इसे बुक करें: ${BOOK.hi}?service={serviceid}&doctor={doctorid} - {clinic}`,
      gu: `નમસ્તે {patient}, પરામર્શમાં {doctor} એ {date} ના રોજ ફોલો-અપ પરામર્શ માટે કહ્યું હતું. કૃપા કરી તે બુક કરો: ${BOOK.gu}?service={serviceid}&doctor={doctorid} - {clinic}`,
    },
    smsText: {
      en: 'Dear {patient}, at your visit {doctor} asked for a follow-up consultation on {date}. Please book it at {booklink} - {clinic}',
      hi: 'नमस्ते {patient} जी, परामर्श में {doctor} ने {date} को फ़ॉलो-अप परामर्श के लिए कहा था। कृपया इसे बुक करें: {booklink} - {clinic}',
      gu: 'નમસ્તે {patient}, પરામર્શમાં {doctor} એ {date} ના રોજ ફોલો-અપ પરામર્શ માટે કહ્યું હતું. કૃપા કરી તે બુક કરો: {booklink} - {clinic}',
    },
  },
  // The front desk (issue 34): the payment link staff send; the slot waits until the link expires.
  payment_link: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, to confirm your {place} on {date} at {time} IST please pay here: {paylink} . The time is kept for you until the link expires. - {clinic}',
      hi: 'नमस्ते {patient} जी, {date} को {time} बजे (IST) अपना {place} पक्का करने के लिए यहाँ भुगतान करें: {paylink} । लिंक की समय-सीमा तक यह समय आपके लिए रखा है। - {clinic}',
      gu: 'નમસ્તે {patient}, {date} ના રોજ {time} વાગ્યે (IST) આપનું {place} નક્કી કરવા અહીં ચુકવણી કરો: {paylink} . લિંકની સમય-મર્યાદા સુધી આ સમય આપના માટે રાખેલ છે. - {clinic}',
    },
  },
  // Panchakarma courses (issue 47, docs/decisions/042): a session day's reminders the evening
  // before and the morning of; the SMS points to the patient's page for the day's instructions
  // (too long for DLT's 30-character variables).
  course_session_evening: {
    audience: 'patient',
    text: {
      en: 'Reminder from the clinic: your {therapy} session is tomorrow, {date}, at {time} IST in {room}. Before you come: {instructions} - {clinic}',
      hi: 'याद दिला दें: आपका {therapy} सत्र कल है: {date} को {time} बजे (IST), {room} में। आने से पहले: {instructions} - {clinic}',
      gu: 'યાદ અપાવીએ: આપનું {therapy} સત્ર કાલે છે: {date} ના રોજ {time} વાગ્યે (IST), {room} માં. આવતા પહેલાં: {instructions} - {clinic}',
    },
    smsText: {
      en: `Reminder: your {therapy} session is tomorrow, {date}, at {time} IST in {room}. Before you come, read: ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `याद दिला दें: आपका {therapy} सत्र कल है: {date} को {time} बजे (IST), {room} में। आने से पहले पढ़ें: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `યાદ અપાવીએ: આપનું {therapy} સત્ર કાલે છે: {date} ના રોજ {time} વાગ્યે (IST), {room} માં. આવતા પહેલાં વાંચો: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  course_session_morning: {
    audience: 'patient',
    text: {
      en: 'Today at {time} IST: your {therapy} session in {room}. Before you come: {instructions} - {clinic}',
      hi: 'आज {time} बजे (IST): आपका {therapy} सत्र, {room} में। आने से पहले: {instructions} - {clinic}',
      gu: 'આજે {time} વાગ્યે (IST): આપનું {therapy} સત્ર, {room} માં. આવતા પહેલાં: {instructions} - {clinic}',
    },
    smsText: {
      en: `Today at {time} IST: your {therapy} session in {room}. Before you come, read: ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `आज {time} बजे (IST): आपका {therapy} सत्र, {room} में। आने से पहले पढ़ें: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `આજે {time} વાગ્યે (IST): આપનું {therapy} સત્ર, {room} માં. આવતા પહેલાં વાંચો: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  course_refund_processed: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, your refund of {refund} for your {course} has been processed. Banks usually show it within 5 to 7 working days. - {clinic}',
      hi: 'नमस्ते {patient} जी, आपके {course} का {refund} का रिफ़ंड भेज दिया गया है। बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है। - {clinic}',
      gu: 'નમસ્તે {patient}, આપના {course} માટે {refund}નું રિફંડ મોકલી દેવામાં આવ્યું છે. બેંકમાં તે સામાન્ય રીતે 5 થી 7 કામકાજના દિવસોમાં દેખાય છે. - {clinic}',
    },
  },
  course_payment_link: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, to pay for your {course} ({amount}) please use this link: {paylink} . Your sessions stay booked for you. - {clinic}',
      hi: 'नमस्ते {patient} जी, अपने {course} ({amount}) का भुगतान इस लिंक से करें: {paylink} । आपके सत्र आपके लिए बुक हैं। - {clinic}',
      gu: 'નમસ્તે {patient}, આપના {course} ({amount}) ની ચુકવણી આ લિંકથી કરો: {paylink} . આપના સત્રો આપના માટે બુક છે. - {clinic}',
    },
  },
  // Class seats (issue 48, docs/decisions/047): a paid seat, and the morning of each of its sessions.
  class_seat_booked: {
    audience: 'patient',
    text: {
      en: `Dear {patient}, your seat in {classname} ({place}) is booked. The next session is on {date} at {time} IST. See or cancel it at ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `नमस्ते {patient} जी, {classname} ({place}) में आपकी सीट बुक है। अगला सत्र: {date}, {time} बजे (IST)। देखें: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `નમસ્તે {patient}, {classname} ({place}) માં બેઠક બુક છે. આગલું સત્ર: {date}, {time} (IST). જુઓ: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  class_seat_reminder: {
    audience: 'patient',
    text: {
      en: `Reminder from the clinic: your {classname} class ({place}) is on {date} at {time} IST. The details and the online link: ${MY_APPOINTMENTS.en} - {clinic}`,
      hi: `याद दिला दें: आपकी {classname} कक्षा ({place}) {date} को {time} बजे (IST) है। विवरण और ऑनलाइन लिंक: ${MY_APPOINTMENTS.hi} - {clinic}`,
      gu: `યાદ અપાવીએ: આપનો {classname} વર્ગ ({place}) {date} ના રોજ {time} વાગ્યે (IST) છે. વિગતો અને ઑનલાઇન લિંક: ${MY_APPOINTMENTS.gu} - {clinic}`,
    },
  },
  class_session_cancelled: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, we are sorry: the clinic has cancelled {classtitle} on {date} at {time} IST. What you paid for this session is refunded to you; banks usually show it within 5 to 7 working days. - {clinic}',
      hi: 'नमस्ते {patient} जी, क्षमा करें: {date} को {time} बजे की {classtitle} कक्षा रद्द हुई। इस सत्र का भुगतान लौटाया जा रहा है, 5-7 कामकाजी दिनों में। - {clinic}',
      gu: 'નમસ્તે {patient}, માફ કરશો: {date} ના {time} વાગ્યાનો {classtitle} વર્ગ રદ થયો. આ સત્રની ચુકવણી 5-7 કામકાજી દિવસોમાં પાછી મળશે. - {clinic}',
    },
  },
  class_announcement: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, a message from the clinic about your class {classtitle} on {date} at {time} IST: {note} - {clinic}',
      hi: 'नमस्ते {patient} जी, {date} को {time} बजे (IST) की {classtitle} कक्षा के बारे में संदेश: {note} - {clinic}',
      gu: 'નમસ્તે {patient}, {date} ના રોજ {time} વાગ્યે (IST) ના {classtitle} વર્ગ વિશે સંદેશ: {note} - {clinic}',
    },
  },
  // Feedback after every visit (issue 49, docs/decisions/051): to every patient alike, never only the happy ones.
  visit_feedback: {
    audience: 'patient',
    text: {
      en: `Dear {patient}, thank you for your visit with {doctor}. How was it? Please rate it from 1 to 5 here: ${FEEDBACK.en}?token={feedbackcode} . The link works for 14 days. - {clinic}`,
      hi: `नमस्ते {patient} जी, {doctor} के साथ परामर्श के लिए धन्यवाद। आपका अनुभव कैसा रहा? कृपया 1 से 5 तक रेटिंग दें: ${FEEDBACK.hi}?token={feedbackcode} । लिंक 14 दिन तक चलेगा। - {clinic}`,
      gu: `નમસ્તે {patient}, {doctor} સાથેની મુલાકાત માટે આભાર. આપનો અનુભવ કેવો રહ્યો? કૃપા કરી 1 થી 5 સુધી રેટિંગ આપો: ${FEEDBACK.gu}?token={feedbackcode} . લિંક 14 દિવસ સુધી ચાલશે. - {clinic}`,
    },
    smsText: {
      en: 'Dear {patient}, thank you for your visit with {doctor}. How was it? Please rate it from 1 to 5 here: {feedbacklink} . The link works for 14 days. - {clinic}',
      hi: 'नमस्ते {patient} जी, {doctor} के साथ परामर्श के लिए धन्यवाद। आपका अनुभव कैसा रहा? कृपया 1 से 5 तक रेटिंग दें: {feedbacklink} । लिंक 14 दिन तक चलेगा। - {clinic}',
      gu: 'નમસ્તે {patient}, {doctor} સાથેની મુલાકાત માટે આભાર. આપનો અનુભવ કેવો રહ્યો? કૃપા કરી 1 થી 5 સુધી રેટિંગ આપો: {feedbacklink} . લિંક 14 દિવસ સુધી ચાલશે. - {clinic}',
    },
  },
  // Programmes (issue 49, docs/decisions/057): a step's guidance and check-in are open; marketing in Meta's terms, only to those who opted in, stoppable with one tap.
  programme_step: {
    audience: 'patient',
    category: 'MARKETING',
    text: {
      en: `Dear {patient}, week {week} of your {programme} programme: guidance and check-in at ${MY_APPOINTMENTS.en} . Stop these messages: ${PROGRAMME_STOP.en}?token={stopcode} - {clinic}`,
      hi: `नमस्ते {patient} जी, {programme} का सप्ताह {week}: मार्गदर्शन और चेक-इन ${MY_APPOINTMENTS.hi} पर। संदेश बंद करें: ${PROGRAMME_STOP.hi}?token={stopcode} - {clinic}`,
      gu: `નમસ્તે {patient}, {programme} નું અઠવાડિયું {week}: માર્ગદર્શન અને ચેક-ઇન ${MY_APPOINTMENTS.gu} પર. સંદેશા બંધ કરો: ${PROGRAMME_STOP.gu}?token={stopcode} - {clinic}`,
    },
    smsText: {
      en: `Dear {patient}, week {week} of your {programme} programme: guidance and check-in at ${MY_APPOINTMENTS.en} . Stop these messages: {stoplink} - {clinic}`,
      hi: `नमस्ते {patient} जी, {programme} का सप्ताह {week}: मार्गदर्शन और चेक-इन ${MY_APPOINTMENTS.hi} पर। संदेश बंद करें: {stoplink} - {clinic}`,
      gu: `નમસ્તે {patient}, {programme} નું અઠવાડિયું {week}: માર્ગદર્શન અને ચેક-ઇન ${MY_APPOINTMENTS.gu} પર. સંદેશા બંધ કરો: {stoplink} - {clinic}`,
    },
  },
  // The waitlist (issue 48, docs/decisions/050): a freed seat held for the first in line, claimed from the link.
  waitlist_offer: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, a seat in {classname} on {date} at {time} IST is free and held for you for a while. Claim and pay: {paylink} . If not, it goes to the next in line; no charge. - {clinic}',
      hi: 'नमस्ते {patient} जी, {classname} में {date}, {time} की सीट आपके लिए रखी है। लेकर भुगतान करें: {paylink} । नहीं तो अगले को मिलेगी। - {clinic}',
      gu: 'નમસ્તે {patient}, {classname} માં {date}, {time} ની બેઠક આપના માટે રાખી છે. લઈને ચુકવો: {paylink} . નહીં તો આગળનાને મળશે. - {clinic}',
    },
  },
  // The dispensary (issue 50): the payment link the desk sent for a visit's medicines.
  medicines_payment_link: {
    audience: 'patient',
    text: {
      en: 'Dear {patient}, to pay for the medicines from your visit ({amount}) please use this link: {paylink} . They are handed over once paid. - {clinic}',
      hi: 'नमस्ते {patient} जी, अपनी विज़िट की दवाओं ({amount}) का भुगतान इस लिंक से करें: {paylink} । भुगतान के बाद दवाएँ दी जाएँगी। - {clinic}',
      gu: 'નમસ્તે {patient}, આપની મુલાકાતની દવાઓ ({amount}) ની ચુકવણી આ લિંકથી કરો: {paylink} . ચુકવણી પછી દવાઓ આપવામાં આવશે. - {clinic}',
    },
  },
} satisfies Record<string, MessageTemplate>;

export type TemplateName = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(MESSAGE_TEMPLATES) as TemplateName[];

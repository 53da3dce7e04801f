import { LOCALES, type Locale } from '../../../i18n/locales';
import { toCsv } from '../../../lib/csv/csv';
import { appointmentTemplateValues } from './appointment-values';
import { DLT_VARIABLE_SLOTS, DLT_VARIABLE_TYPES, MESSAGE_TEMPLATES, type MessageTemplate, TEMPLATE_NAMES, type TemplateName } from './catalogue';
import { smsEncoding } from './sms-encoding';
import { compileTemplate, type TemplateClinic, templateTextWith, type TemplateValues } from './render';

/** The clinic's DLT registration: principal entity id, sender header, and each template's id by `name:language`. */
export interface DltRegistration {
  entityId: string;
  senderHeader: string;
  templateIds: Record<string, string>;
}

/**
 * The clinic the registered texts hold: SITE_URL (or Netlify's URL), a public https address, and
 * CLINIC_NAME, its name exactly as in the clinic settings (the messages sign with it). Meta and DLT
 * approve the text as it is, so a default (localhost) would be registered into every link.
 */
export function exportClinic(env: Record<string, string | undefined>): TemplateClinic | Error {
  const value = env.SITE_URL ?? env.URL;
  if (!value) return new Error('SITE_URL is not set: the templates would carry no real address. Set SITE_URL to the clinic’s site.');
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    return new Error(`SITE_URL must be the clinic’s public https address, not ${value}`);
  const name = env.CLINIC_NAME?.trim();
  if (!name) return new Error('CLINIC_NAME is not set: give the clinic’s name exactly as in Clinic settings (the messages are signed with it).');
  return { siteUrl: url.origin, name };
}

export const dltTemplateKey = (name: TemplateName, language: Locale) => `${name}:${language}`;

/** Example values Meta asks for with each variable: a real-looking appointment in the template's language. */
export function exampleValues(language: Locale, clinic: TemplateClinic): TemplateValues {
  return {
    ...appointmentTemplateValues(
      {
        patientName: { en: 'Asha Patel', hi: 'आशा पटेल', gu: 'આશા પટેલ' }[language],
        doctorName: 'Dr. Meera Joshi',
        serviceName: 'Personalized Consultation',
        start: new Date('2026-01-06T04:30:00Z'),
        mode: 'video',
        patientMobile: '+919812345678',
        refundPaise: 150_000,
      },
      language,
    ),
    link: 'Xb3k9QpT2mWq',
    serviceid: '12',
    doctorid: '3',
    paylink: `${new URL(clinic.siteUrl).origin}/p/Kf8Qz2LmW0xa`,
    // A Panchakarma course's messages (issue 47).
    therapy: { en: 'Abhyanga', hi: 'अभ्यंग', gu: 'અભ્યંગ' }[language],
    room: 'Therapy room 2',
    instructions: {
      en: 'Eat a light meal two hours before.',
      hi: 'दो घंटे पहले हल्का भोजन करें।',
      gu: 'બે કલાક પહેલાં હળવું ભોજન લો.',
    }[language],
    course: { en: 'Panchakarma (Virechana)', hi: 'पंचकर्म (विरेचन)', gu: 'પંચકર્મ (વિરેચન)' }[language],
    amount: '₹21,000.00',
    // A class seat's messages (issue 48).
    classname: { en: 'Garbhasanskar', hi: 'गर्भसंस्कार', gu: 'ગર્ભસંસ્કાર' }[language],
    // Running a class (issue 48).
    classtitle: { en: 'Yoga for arthritis', hi: 'गठिया के लिए योग', gu: 'સંધિવા માટે યોગ' }[language],
    note: {
      en: 'Today we meet in the Yoga Hall upstairs.',
      hi: 'आज हम ऊपर योग हॉल में मिलेंगे।',
      gu: 'આજે આપણે ઉપર યોગ હોલમાં મળીશું.',
    }[language],
    // Feedback after a visit (issue 49): the single-use link's token.
    feedbackcode: 'q7Hs2kP9xLm4Vb8Tz1Nc5Rw0',
    // Programmes (issue 49): the programme's name, the week, the one-tap stop token.
    programme: { en: 'Garbhasanskar (nine months)', hi: 'गर्भसंस्कार (नौ महीने)', gu: 'ગર્ભસંસ્કાર (નવ મહિના)' }[language],
    week: '24',
    stopcode: 'Zk4Pq8Rt2Lm6Xv0Bn3Hs7Wc1',
  };
}

/** One template as Meta's template-creation call takes it (POST /{waba-id}/message_templates). */
export interface WhatsAppTemplateDefinition {
  name: string;
  language: Locale;
  category: 'UTILITY' | 'MARKETING';
  components: (
    { type: 'BODY'; text: string; example?: { body_text: string[][] } } | { type: 'BUTTONS'; buttons: { type: 'QUICK_REPLY'; text: string }[] }
  )[];
}

export function whatsAppTemplateDefinition(name: TemplateName, language: Locale, clinic: TemplateClinic): WhatsAppTemplateDefinition {
  const compiled = compileTemplate(name, language, 'whatsapp', clinic);
  const examples = exampleValues(language, clinic);
  const body: WhatsAppTemplateDefinition['components'][number] = { type: 'BODY', text: templateTextWith(compiled, (i) => `{{${i}}}`) };
  if (compiled.variables.length > 0) body.example = { body_text: [compiled.variables.map((variable) => examples[variable]!)] };
  return {
    name,
    language,
    category: (MESSAGE_TEMPLATES[name] as MessageTemplate).category ?? 'UTILITY',
    components: [
      body,
      ...(compiled.quickReplies.length > 0
        ? [{ type: 'BUTTONS' as const, buttons: compiled.quickReplies.map(({ label }) => ({ type: 'QUICK_REPLY' as const, text: label })) }]
        : []),
    ],
  };
}

export const DLT_COLUMNS = [
  'template_name',
  'language',
  'dlt_template_id',
  'sender_header',
  'entity_id',
  'template_type',
  'content_category',
  'content_type',
  'content',
] as const;

/**
 * DLT's template types: what a patient's own booking, visit or payment sends is Service Implicit
 * (no consent needed beyond the service); none is Transactional (banks' OTPs only) or Promotional.
 */
const DLT_TEMPLATE_TYPE = 'Service Implicit';
const DLT_CONTENT_CATEGORY = 'Healthcare';

/** The DLT templates as one row each: the registered content with a typed mark ({#url#}, {#cbn#}, …) where each value goes. */
export function dltTemplateRows(clinic: TemplateClinic, registration: DltRegistration | null) {
  return TEMPLATE_NAMES.flatMap((name) =>
    LOCALES.map((language) => {
      const compiled = compileTemplate(name, language, 'sms', clinic);
      const content = templateTextWith(compiled, (i) => {
        const variable = compiled.variables[i - 1]!;
        return `{#${DLT_VARIABLE_TYPES[variable]}#}`.repeat(DLT_VARIABLE_SLOTS[variable] ?? 1);
      });
      return {
        template_name: name,
        language,
        dlt_template_id: registration?.templateIds[dltTemplateKey(name, language)] ?? '',
        sender_header: registration?.senderHeader ?? '',
        entity_id: registration?.entityId ?? '',
        template_type: DLT_TEMPLATE_TYPE,
        content_category: DLT_CONTENT_CATEGORY,
        // DLT's "Text" is GSM-7; a Hindi or Gujarati text is registered as Unicode.
        content_type: smsEncoding(templateTextWith(compiled, () => '')) === 'GSM-7' ? 'Text' : 'Unicode',
        content,
      };
    }),
  );
}

/** Every file a clinic submits: `whatsapp/<name>.<language>.json` and `dlt-templates.csv`. */
export function templateExportFiles(clinic: TemplateClinic, registration: DltRegistration | null): { path: string; content: string }[] {
  return [
    ...TEMPLATE_NAMES.flatMap((name) =>
      LOCALES.map((language) => ({
        path: `whatsapp/${name}.${language}.json`,
        content: `${JSON.stringify(whatsAppTemplateDefinition(name, language, clinic), null, 2)}\n`,
      })),
    ),
    { path: 'dlt-templates.csv', content: toCsv(DLT_COLUMNS, dltTemplateRows(clinic, registration)) },
  ];
}

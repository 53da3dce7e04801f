import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { CANCELLATION_REASON_MAX } from '../../src/lib/validation/appointment';
import { appointmentTemplateValues, TEMPLATE_MODES } from '../../src/server/messaging/templates/appointment-values';
import {
  DLT_VARIABLE_MAX,
  DLT_VARIABLE_SLOTS,
  MESSAGE_TEMPLATES,
  REPLY_BUTTON_LABELS,
  TEMPLATE_NAMES,
  type TemplateName,
} from '../../src/server/messaging/templates/catalogue';
import type { WhatsAppTemplateDefinition } from '../../src/server/messaging/templates/export';
import { type MobileChannel, renderTemplate, SMS_MAX, WHATSAPP_BODY_MAX, WHATSAPP_BUTTON_MAX } from '../../src/server/messaging/templates/render';
import { smsEncoding, smsSegments, toGsm7Spelling } from '../../src/server/messaging/templates/sms-encoding';

const SITE_URL = 'https://ayurvedaclinic.in';
/** The clinic as its settings name it (migration 0009's row), which signs every message. */
const CLINIC = { siteUrl: SITE_URL, name: 'Jamnagar Ayurveda Clinic' };

describe('SMS segments (3GPP TS 23.038/23.040)', () => {
  it('GSM-7: 160 characters in one message, 153 a part beyond; an extension character takes two', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments(`${'a'.repeat(158)}€`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
    expect(smsEncoding('Refund: Rs.750.00... @ £5 é')).toBe('GSM-7');
  });

  it('UCS-2 once one character is outside GSM-7: 70 in one message, 67 a part', () => {
    expect(smsEncoding(`${'a'.repeat(100)}₹`)).toBe('UCS-2');
    expect(smsEncoding('…')).toBe('UCS-2');
    expect(smsSegments('क'.repeat(70))).toBe(1);
    expect(smsSegments('क'.repeat(71))).toBe(2);
    expect(smsSegments('क'.repeat(134))).toBe(2);
    expect(smsSegments('क'.repeat(135))).toBe(3);
  });

  it('English values are written the GSM way', () => {
    expect(toGsm7Spelling('₹1,500.00 … ‘a’ “b” – c')).toBe('Rs.1,500.00 ... \'a\' "b" - c');
  });
});
let out: string;
let dltRows: Record<string, string>[];

/** What the clinic submits, written by the real command (`npm run templates:export -- --out DIR`). */
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'templates-'));
  await promisify(execFile)('npx', ['tsx', 'scripts/templates-export.ts', '--out', out], {
    env: {
      ...process.env,
      SITE_URL,
      CLINIC_NAME: CLINIC.name,
      SMS_DLT_ENTITY_ID: '1201160000000012345',
      SMS_DLT_SENDER_HEADER: 'AYURCL',
      SMS_DLT_TEMPLATE_IDS: 'booking_confirmed:en=1207160000000000001,booking_confirmed:hi=1207160000000000002',
    },
  });
  const csv = (await readFile(join(out, 'dlt-templates.csv'), 'utf8')).replace(/^\uFEFF/, '');
  dltRows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}, 60_000);
afterAll(() => rm(out, { recursive: true, force: true }));

const whatsAppDefinition = async (name: TemplateName, language: Locale) =>
  JSON.parse(await readFile(join(out, 'whatsapp', `${name}.${language}.json`), 'utf8')) as WhatsAppTemplateDefinition;
const dltRow = (name: TemplateName, language: Locale) => dltRows.find((row) => row.template_name === name && row.language === language)!;

/** A long patient name, so the 30-character cut of DLT is exercised. */
const values = (language: Locale, mode: string, patientName = 'Asha Patel') => ({
  ...appointmentTemplateValues(
    {
      patientName,
      doctorName: 'Dr. Meera Joshi',
      serviceName: 'Panchakarma',
      start: new Date('2026-01-06T13:30:00Z'),
      mode,
      patientMobile: '+919812345678',
      refundPaise: 1_50_000_00,
    },
    language,
  ),
  link: 'Xb3k9QpT2m',
  // The follow-up recall's booking link (issue 29).
  serviceid: '12',
  doctorid: '3',
  // The front desk's payment link (issue 34).
  paylink: 'https://rzp.io/i/nxrHnLJ',
  // A Panchakarma course's messages (issue 47): the day's therapies and room, its instructions.
  therapy: 'Abhyanga, Swedana, Shirodhara',
  room: 'Therapy room 2 (ground floor)',
  instructions: 'Eat a light meal at least two hours before, and wear loose clothes you do not mind oil on.',
  course: '21-day Panchakarma (Virechana)',
  amount: '₹21,000.00',
  // A class seat's messages (issue 48): the class's title, up to its limit.
  classname: 'Garbhasanskar: weekly sessions for expectant mothers',
  // Running a class (issue 48): its title, staff's message to its attendees.
  classtitle: language === 'en' ? 'Garbhasanskar weekly class' : language === 'hi' ? 'साप्ताहिक गर्भसंस्कार कक्षा' : 'સાપ્તાહિક ગર્ભસંસ્કાર વર્ગ',
  note:
    language === 'en'
      ? 'Today we meet in the Yoga Hall upstairs; please bring a mat.'
      : language === 'hi'
        ? 'आज हम ऊपर योग हॉल में मिलेंगे; कृपया चटाई लाएँ।'
        : 'આજે આપણે ઉપર યોગ હોલમાં મળીશું; કૃપા કરી સાદડી લાવો.',
  // Feedback after a visit (issue 49): the single-use link's token, 24 URL-safe characters.
  feedbackcode: 'q7Hs2kP9xLm4Vb8Tz1Nc5Rw0',
  // Programmes (issue 49): the programme's name, the week, the stop token.
  programme: language === 'en' ? 'Garbhasanskar (nine months)' : language === 'hi' ? 'गर्भसंस्कार (नौ महीने)' : 'ગર્ભસંસ્કાર (નવ મહિના)',
  week: '24',
  stopcode: 'Zk4Pq8Rt2Lm6Xv0Bn3Hs7Wc1',
});

/** The fixed pieces of a registered text around its variable marks. */
function fixedPieces(text: string, mark: RegExp) {
  return text.split(mark);
}

function expectWellFormed(pieces: string[]) {
  // Meta refuses a template that starts or ends with a variable, or two variables side by side.
  expect(pieces[0]!.trim()).not.toBe('');
  expect(pieces.at(-1)!.trim()).not.toBe('');
  for (const inner of pieces.slice(1, -1)) expect(inner.trim()).not.toBe('');
}

const cases = TEMPLATE_NAMES.flatMap((name) => LOCALES.flatMap((language) => TEMPLATE_MODES.map((mode) => [name, language, mode] as const)));

describe.each(cases)('%s in %s, %s', (name, language, mode) => {
  it('WhatsApp: the sent text is the exported template, {{1}}… in order, within Meta’s limits', async () => {
    const definition = await whatsAppDefinition(name, language);
    // A programme's timed guidance is marketing in Meta's terms (issue 49); everything else is utility.
    expect(definition).toMatchObject({ name, language, category: name === 'programme_step' ? 'MARKETING' : 'UTILITY' });
    const body = definition.components.find((component) => component.type === 'BODY')!;
    const numbers = [...body.text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(body.example?.body_text[0] ?? []).toHaveLength(numbers.length);
    expect(body.text.length).toBeLessThanOrEqual(WHATSAPP_BODY_MAX);
    expectWellFormed(fixedPieces(body.text, /\{\{\d+\}\}/));

    const { text, template } = renderTemplate(name, language, 'whatsapp', values(language, mode), CLINIC, (action) => `${action}:1:0`);
    expect(template).toMatchObject({ name, language });
    expect(template.parameters).toHaveLength(numbers.length);
    expect(body.text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => template.parameters[Number(n) - 1]!)).toBe(text);
    expect(text.length).toBeLessThanOrEqual(WHATSAPP_BODY_MAX);
    for (const parameter of template.parameters) expect(parameter).not.toMatch(/[\n\t]| {4}/);

    const buttons = definition.components.find((component) => component.type === 'BUTTONS');
    const quickReplies = (MESSAGE_TEMPLATES[name] as { quickReplies?: readonly string[] }).quickReplies ?? [];
    if (quickReplies.length === 0) expect(buttons).toBeUndefined();
    else {
      if (buttons?.type !== 'BUTTONS') throw new Error('no buttons');
      expect(buttons.buttons.map((button) => button.text)).toEqual(quickReplies.map((action) => REPLY_BUTTON_LABELS[language][action as 'confirm']));
      for (const button of buttons.buttons) expect(button.text.length).toBeLessThanOrEqual(WHATSAPP_BUTTON_MAX);
      expect(template.buttonPayloads).toEqual(quickReplies.map((action) => `${action}:1:0`));
    }
  });

  it('SMS: the sent text matches the typed DLT content, each {#var#} at most 30 characters, each link a whole {#url#}', () => {
    const row = dltRow(name, language);
    expect(row).toMatchObject({
      sender_header: 'AYURCL',
      entity_id: '1201160000000012345',
      template_type: 'Service Implicit',
      content_category: 'Healthcare',
      content_type: language === 'en' ? 'Text' : 'Unicode',
    });
    // Each value is one {#type#}, or a run of them side by side when it is longer than 30 characters.
    const runs = [...row.content!.matchAll(/((?:\{#(\w+)#\})+)/g)].map((match) => ({ mark: match[2]!, slots: match[1]!.split('{#').length - 1 }));
    for (const { mark } of runs) expect(['var', 'url', 'cbn', 'numeric', 'alphanumeric']).toContain(mark);
    const marks = runs.map((run) => run.mark);
    // TRAI: no variable inside a link's path or query; a link is a whole whitelisted {#url#}.
    expect(row.content).not.toMatch(/https?:\/\/\S*\{#/);
    expect(row.content).not.toMatch(/[/?=&]\{#/);
    const pieces = fixedPieces(row.content!, /(?:\{#\w+#\})+/);
    expectWellFormed(pieces);
    // At most 5 values a template (a long one in several {#var#}).
    expect(pieces.length - 1).toBeLessThanOrEqual(5);

    const channel: MobileChannel = 'sms';
    const { text, template } = renderTemplate(name, language, channel, values(language, mode, 'Asha Venkataraman Subramaniam Iyer'), CLINIC);
    expect(template.parameters).toHaveLength(pieces.length - 1);
    expect(pieces.reduce((filled, piece, i) => (i === 0 ? piece : `${filled}${template.parameters[i - 1]}${piece}`), '')).toBe(text);
    template.parameters.forEach((parameter, i) => {
      if (marks[i] === 'url') expect(parameter).toMatch(/^https:\/\/\S+$/);
      else expect([...parameter].length).toBeLessThanOrEqual(DLT_VARIABLE_MAX * runs[i]!.slots);
      if (marks[i] === 'cbn') expect(parameter).toMatch(/^[+\d\s-]+$/);
    });
    expect(text.length).toBeLessThanOrEqual(SMS_MAX);
  });

  it('SMS: English is GSM-7 in at most 2 parts; Hindi and Gujarati are Unicode in at most 4', () => {
    const { text } = renderTemplate(name, language, 'sms', values(language, mode, 'Asha Venkataraman Subramaniam Iyer'), CLINIC);
    const expected = language === 'en' ? { encoding: 'GSM-7', maxSegments: 2 } : { encoding: 'UCS-2', maxSegments: 4 };
    expect(smsEncoding(text)).toBe(expected.encoding);
    expect(smsSegments(text)).toBeLessThanOrEqual(expected.maxSegments);
  });
});

/**
 * Meta refuses a template with "too many variables for its length" (Cloud API template review).
 * The rule held here: more than twice as many fixed words as variables (a word is a run of
 * letters or digits between spaces; the clinic's constants count, being fixed text).
 */
const fixedWords = (pieces: string[]) =>
  pieces
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe.each(TEMPLATE_NAMES.flatMap((name) => LOCALES.map((language) => [name, language] as const)))('%s.%s on WhatsApp', (name, language) => {
  it('has more than twice as many fixed words as variables', async () => {
    const body = (await whatsAppDefinition(name, language)).components.find((component) => component.type === 'BODY')!;
    const pieces = fixedPieces(body.text, /\{\{\d+\}\}/);
    const variables = pieces.length - 1;
    expect(fixedWords(pieces), body.text).toBeGreaterThan(2 * variables);
  });
});

describe('the export', () => {
  it('refuses to write anything without SITE_URL, or with a local address', async () => {
    const { SITE_URL: _site, URL: _url, ...env } = process.env;
    for (const siteUrl of [undefined, 'http://localhost:4321']) {
      const dir = await mkdtemp(join(tmpdir(), 'templates-refused-'));
      const run = promisify(execFile)('npx', ['tsx', 'scripts/templates-export.ts', '--out', dir], {
        env: siteUrl ? { ...env, SITE_URL: siteUrl, CLINIC_NAME: CLINIC.name } : { ...env, CLINIC_NAME: CLINIC.name },
      });
      await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('SITE_URL') });
      expect(await readdir(dir)).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('words the follow-up recall as the doctor’s instruction with the date the doctor set, a UTILITY template', async () => {
    for (const language of LOCALES) {
      const definition = await whatsAppDefinition('follow_up_recall', language);
      expect(definition.category).toBe('UTILITY');
      const { text } = renderTemplate('follow_up_recall', language, 'sms', values(language, 'video'), CLINIC);
      expect(text).toContain(values(language, 'video').date);
    }
    const english = renderTemplate('follow_up_recall', 'en', 'whatsapp', values('en', 'video'), CLINIC).text;
    expect(english).toMatch(/Dr\. Meera Joshi asked for a follow-up consultation on Tue, 6 Jan\./);
    expect(english).not.toMatch(/would like to see you|again around/);
  });

  it('writes one WhatsApp file per template and language and one DLT row each, with the registered ids', async () => {
    expect(dltRows).toHaveLength(TEMPLATE_NAMES.length * LOCALES.length);
    expect(dltRow('booking_confirmed', 'hi').dlt_template_id).toBe('1207160000000000002');
    expect(dltRow('rescheduled', 'en').dlt_template_id).toBe('');
    expect(await whatsAppDefinition('reminder_2h', 'gu')).toMatchObject({ name: 'reminder_2h', language: 'gu' });
  });

  it('gives Meta an example for every variable of every template', async () => {
    for (const name of TEMPLATE_NAMES) {
      for (const language of LOCALES) {
        const body = (await whatsAppDefinition(name, language)).components.find((component) => component.type === 'BODY');
        const examples = body && 'example' in body ? (body.example?.body_text[0] ?? []) : [];
        expect(
          examples.every((example) => typeof example === 'string' && example.length > 0),
          `${name}:${language}`,
        ).toBe(true);
      }
    }
  });

  it('an SMS carries its links whole, however long', () => {
    const paylink = 'https://rzp.io/rzp/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    const sms = (name: TemplateName) => renderTemplate(name, 'en', 'sms', { ...values('en', 'video'), paylink }, CLINIC).text;
    expect(sms('payment_link')).toContain(` ${paylink} `);
    expect(sms('reminder_24h')).toContain(` ${SITE_URL}/r/Xb3k9QpT2m `);
    expect(sms('reminder_reply')).toContain(` ${SITE_URL}/r/Xb3k9QpT2m `);
    expect(sms('follow_up_recall')).toContain(` ${SITE_URL}/book-appointment?service=12&doctor=3 `);
  });

  it('refuses to write anything without the clinic’s name as its settings hold it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'templates-refused-'));
    const { CLINIC_NAME: _name, ...env } = process.env;
    const run = promisify(execFile)('npx', ['tsx', 'scripts/templates-export.ts', '--out', dir], { env: { ...env, SITE_URL } });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('CLINIC_NAME') });
    expect(await readdir(dir)).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('signs every message with the clinic’s name from its settings; a name staff changed stays as they wrote it', async () => {
    for (const language of LOCALES) {
      expect(dltRow('booking_confirmed', language).content).toMatch(
        { en: / - Jamnagar Ayurveda Clinic$/, hi: / - जामनगर आयुर्वेद क्लिनिक$/, gu: / - જામનગર આયુર્વેદ ક્લિનિક$/ }[language],
      );
      const renamed = renderTemplate('cancelled', language, 'sms', values(language, 'video'), { siteUrl: SITE_URL, name: 'Shanti Ayurveda Kendra' });
      expect(renamed.text).toMatch(/ - Shanti Ayurveda Kendra$/);
    }
  });

  it('the clinic’s cancellation SMS carries staff’s reason whole, in as many parts as it needs (issue 45)', () => {
    const reason = 'Doctor unavailable; patient asked to rebook with Dr. Joshi next week, the booking fee is kept for that visit';
    for (const language of LOCALES) {
      const sms = renderTemplate('cancelled_by_clinic', language, 'sms', { ...values(language, 'video'), reason }, CLINIC);
      expect(sms.text).toContain(reason);
      expect(sms.template.parameters).toContain(reason);
      expect(smsSegments(sms.text)).toBeGreaterThan(1);
      // The DLT text holds 30 characters a {#var#}: the reason's run of them holds the longest reason staff may write.
      const run = /Reason: ((?:\{#var#\})+)\. |कारण: ((?:\{#var#\})+)। |કારણ: ((?:\{#var#\})+)\. /.exec(
        dltRow('cancelled_by_clinic', language).content!,
      );
      const slots = (run![1] ?? run![2] ?? run![3])!.split('{#').length - 1;
      expect(slots).toBe(DLT_VARIABLE_SLOTS.reason);
      expect(slots * DLT_VARIABLE_MAX).toBeGreaterThanOrEqual(CANCELLATION_REASON_MAX);
    }
    const longest = 'x'.repeat(CANCELLATION_REASON_MAX);
    expect(renderTemplate('cancelled_by_clinic', 'en', 'sms', { ...values('en', 'video'), reason: longest }, CLINIC).text).toContain(longest);
  });

  it('holds the clinic’s own site in the fixed text', () => {
    expect(dltRow('booking_confirmed', 'gu').content).toContain(`${SITE_URL}/gu/my-appointments`);
  });
});

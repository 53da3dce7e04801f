import * as z from 'zod';
import type { Locale } from '../../i18n/locales';
import { line } from './common';

/**
 * A visit's examination (issue 51, items 2 and 3): the vitals the doctor took and the Ashtavidha
 * pariksha with the structured prakriti and vikriti. Shared by the server (validation, flags, the
 * visit summary) and the doctor's screen.
 */

/** The vitals' fields, in the order a form and a summary list them. */
export const VITAL_FIELDS = ['systolic', 'diastolic', 'pulse', 'temperature_c', 'spo2', 'weight_kg', 'height_cm'] as const;
export type VitalField = (typeof VITAL_FIELDS)[number];
/** Fields flagged out of the normal range: the measured ones and the computed BMI. */
export type FlaggedField = VitalField | 'bmi';

interface Range {
  min: number;
  max: number;
}

/** What a living person can measure: anything outside is a typing slip and is refused (400, the field named). */
export const HUMAN_RANGE: Record<VitalField, Range> = {
  systolic: { min: 50, max: 260 },
  diastolic: { min: 30, max: 160 },
  pulse: { min: 25, max: 250 },
  temperature_c: { min: 30, max: 45 },
  spo2: { min: 50, max: 100 },
  weight_kg: { min: 0.5, max: 350 },
  height_cm: { min: 30, max: 250 },
};

/**
 * An adult's normal range: outside it the value is flagged (saved all the same). BMI uses the
 * Asian-Indian cut-offs (normal 18.5–22.9, the Indian consensus guideline of 2009).
 */
export const NORMAL_RANGE: Record<FlaggedField, Range> = {
  systolic: { min: 90, max: 139 },
  diastolic: { min: 60, max: 89 },
  pulse: { min: 60, max: 100 },
  temperature_c: { min: 36.1, max: 37.5 },
  spo2: { min: 95, max: 100 },
  weight_kg: { min: 0, max: Infinity },
  height_cm: { min: 0, max: Infinity },
  bmi: { min: 18.5, max: 22.9 },
};

export const VITAL_LABELS: Record<FlaggedField, { label: string; unit: string }> = {
  systolic: { label: 'BP systolic', unit: 'mmHg' },
  diastolic: { label: 'BP diastolic', unit: 'mmHg' },
  pulse: { label: 'Pulse', unit: '/min' },
  temperature_c: { label: 'Temperature', unit: '°C' },
  spo2: { label: 'SpO₂', unit: '%' },
  weight_kg: { label: 'Weight', unit: 'kg' },
  height_cm: { label: 'Height', unit: 'cm' },
  bmi: { label: 'BMI', unit: 'kg/m²' },
};

/** Each text in full, so the error catalogue holds it (and its type) as written. */
export const examinationMessages = {
  systolicRange: 'BP systolic must be between 50 and 260 mmHg',
  diastolicRange: 'BP diastolic must be between 30 and 160 mmHg',
  pulseRange: 'Pulse must be between 25 and 250 /min',
  temperatureRange: 'Temperature must be between 30 and 45 °C',
  spo2Range: 'SpO₂ must be between 50 and 100 %',
  weightRange: 'Weight must be between 0.5 and 350 kg',
  heightRange: 'Height must be between 30 and 250 cm',
  bloodPressurePair: 'Give both BP values, systolic and diastolic',
  bloodPressureOrder: 'BP diastolic must be lower than systolic',
  choiceInvalid: 'Choose one of the listed findings',
  noteTooLong: 'A note must be at most 200 characters',
} as const;

const RANGE_MESSAGE: Record<VitalField, string> = {
  systolic: examinationMessages.systolicRange,
  diastolic: examinationMessages.diastolicRange,
  pulse: examinationMessages.pulseRange,
  temperature_c: examinationMessages.temperatureRange,
  spo2: examinationMessages.spo2Range,
  weight_kg: examinationMessages.weightRange,
  height_cm: examinationMessages.heightRange,
};
/** Whole numbers for the counted values; one decimal for the measured ones. */
const DECIMAL: Record<VitalField, boolean> = {
  systolic: false,
  diastolic: false,
  pulse: false,
  spo2: false,
  temperature_c: true,
  weight_kg: true,
  height_cm: true,
};

const vital = (field: VitalField) => {
  const message = RANGE_MESSAGE[field];
  const number = z.number({ error: message }).min(HUMAN_RANGE[field].min, message).max(HUMAN_RANGE[field].max, message);
  return (DECIMAL[field] ? number.transform((value) => Math.round(value * 10) / 10) : number.int(message)).nullable().default(null);
};

/** The vitals taken at a visit; each one optional (a video visit takes what the patient can measure). */
export const vitalsSchema = z
  .object({
    systolic: vital('systolic'),
    diastolic: vital('diastolic'),
    pulse: vital('pulse'),
    temperature_c: vital('temperature_c'),
    spo2: vital('spo2'),
    weight_kg: vital('weight_kg'),
    height_cm: vital('height_cm'),
  })
  .superRefine((v, ctx) => {
    if ((v.systolic === null) !== (v.diastolic === null)) {
      const path = v.systolic === null ? 'systolic' : 'diastolic';
      ctx.addIssue({ code: 'custom', path: [path], message: examinationMessages.bloodPressurePair });
    } else if (v.systolic !== null && v.diastolic !== null && v.diastolic >= v.systolic) {
      ctx.addIssue({ code: 'custom', path: ['diastolic'], message: examinationMessages.bloodPressureOrder });
    }
  });
export type VitalsInput = z.infer<typeof vitalsSchema>;

export const EMPTY_VITALS: VitalsInput = {
  systolic: null,
  diastolic: null,
  pulse: null,
  temperature_c: null,
  spo2: null,
  weight_kg: null,
  height_cm: null,
};

/** Body mass index, kg/m², one decimal; null without both weight and height. */
export function bmiOf(weightKg: number | null, heightCm: number | null): number | null {
  if (weightKg === null || heightCm === null) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** The fields (and BMI) outside the adult normal range, in the form's order. */
export function vitalFlags(vitals: VitalsInput): FlaggedField[] {
  const values: Record<FlaggedField, number | null> = { ...vitals, bmi: bmiOf(vitals.weight_kg, vitals.height_cm) };
  return ([...VITAL_FIELDS, 'bmi'] as FlaggedField[]).filter((field) => {
    const value = values[field];
    return value !== null && (value < NORMAL_RANGE[field].min || value > NORMAL_RANGE[field].max);
  });
}

export const hasVitals = (vitals: VitalsInput) => VITAL_FIELDS.some((field) => vitals[field] !== null);

/** A choice's words in each language. */
type Labelled = Record<Locale, string>;

/** Dosha combinations: prakriti, vikriti and the nadi's gati. */
const DOSHAS = {
  vata: { en: 'Vata', hi: 'वात', gu: 'વાત' },
  pitta: { en: 'Pitta', hi: 'पित्त', gu: 'પિત્ત' },
  kapha: { en: 'Kapha', hi: 'कफ', gu: 'કફ' },
  vata_pitta: { en: 'Vata-Pitta', hi: 'वात-पित्त', gu: 'વાત-પિત્ત' },
  vata_kapha: { en: 'Vata-Kapha', hi: 'वात-कफ', gu: 'વાત-કફ' },
  pitta_kapha: { en: 'Pitta-Kapha', hi: 'पित्त-कफ', gu: 'પિત્ત-કફ' },
  sama: { en: 'Sama (balanced)', hi: 'सम (संतुलित)', gu: 'સમ (સંતુલિત)' },
} as const satisfies Record<string, Labelled>;

/**
 * The eightfold examination's usual findings, each with its words in en/hi/gu. Nadi is read by
 * its gati (snake-like for vata, frog-like for pitta, swan-like for kapha).
 */
export const ASHTAVIDHA = {
  nadi: {
    label: { en: 'Nadi (pulse)', hi: 'नाड़ी', gu: 'નાડી' },
    choices: {
      vata: { en: 'Vata (sarpa gati)', hi: 'वात (सर्प गति)', gu: 'વાત (સર્પ ગતિ)' },
      pitta: { en: 'Pitta (manduka gati)', hi: 'पित्त (मंडूक गति)', gu: 'પિત્ત (મંડૂક ગતિ)' },
      kapha: { en: 'Kapha (hamsa gati)', hi: 'कफ (हंस गति)', gu: 'કફ (હંસ ગતિ)' },
      vata_pitta: DOSHAS.vata_pitta,
      vata_kapha: DOSHAS.vata_kapha,
      pitta_kapha: DOSHAS.pitta_kapha,
      sama: DOSHAS.sama,
    },
  },
  mutra: {
    label: { en: 'Mutra (urine)', hi: 'मूत्र', gu: 'મૂત્ર' },
    choices: {
      normal: { en: 'Normal', hi: 'सामान्य', gu: 'સામાન્ય' },
      increased: { en: 'Increased (prabhuta)', hi: 'अधिक (प्रभूत)', gu: 'વધુ (પ્રભૂત)' },
      scanty: { en: 'Scanty (alpa)', hi: 'कम (अल्प)', gu: 'ઓછું (અલ્પ)' },
      yellow: { en: 'Dark yellow', hi: 'गहरा पीला', gu: 'ઘેરું પીળું' },
      turbid: { en: 'Turbid (avila)', hi: 'गंदला (आविल)', gu: 'ડહોળું (આવિલ)' },
      burning: { en: 'Burning (daha)', hi: 'जलन (दाह)', gu: 'બળતરા (દાહ)' },
    },
  },
  mala: {
    label: { en: 'Mala (stool)', hi: 'मल', gu: 'મળ' },
    choices: {
      normal: { en: 'Normal', hi: 'सामान्य', gu: 'સામાન્ય' },
      hard: { en: 'Hard, constipated (baddha)', hi: 'कठोर, कब्ज (बद्ध)', gu: 'કઠણ, કબજિયાત (બદ્ધ)' },
      loose: { en: 'Loose (drava)', hi: 'पतला (द्रव)', gu: 'પાતળો (દ્રવ)' },
      sama: { en: 'With mucus (sama)', hi: 'आँव युक्त (साम)', gu: 'આમ સાથે (સામ)' },
      irregular: { en: 'Irregular', hi: 'अनियमित', gu: 'અનિયમિત' },
    },
  },
  jihva: {
    label: { en: 'Jihva (tongue)', hi: 'जिह्वा', gu: 'જિહ્વા' },
    choices: {
      clean: { en: 'Clean (nirama)', hi: 'स्वच्छ (निराम)', gu: 'સ્વચ્છ (નિરામ)' },
      coated: { en: 'Coated (sama)', hi: 'लिप्त (साम)', gu: 'લેપવાળી (સામ)' },
      dry: { en: 'Dry, cracked', hi: 'सूखी, फटी', gu: 'સૂકી, ફાટેલી' },
      red: { en: 'Red', hi: 'लाल', gu: 'લાલ' },
      pale: { en: 'Pale', hi: 'पीली/फीकी', gu: 'ફિક્કી' },
    },
  },
  shabda: {
    label: { en: 'Shabda (voice)', hi: 'शब्द', gu: 'શબ્દ' },
    choices: {
      normal: { en: 'Clear', hi: 'स्पष्ट', gu: 'સ્પષ્ટ' },
      hoarse: { en: 'Hoarse, dry', hi: 'कर्कश, रूखी', gu: 'કર્કશ, રૂક્ષ' },
      sharp: { en: 'Sharp, loud', hi: 'तीक्ष्ण, ऊँची', gu: 'તીક્ષ્ણ, ઊંચો' },
      heavy: { en: 'Heavy, deep', hi: 'भारी, गंभीर', gu: 'ભારે, ગંભીર' },
      weak: { en: 'Weak', hi: 'क्षीण', gu: 'ક્ષીણ' },
    },
  },
  sparsha: {
    label: { en: 'Sparsha (touch)', hi: 'स्पर्श', gu: 'સ્પર્શ' },
    choices: {
      normal: { en: 'Normal', hi: 'सामान्य', gu: 'સામાન્ય' },
      dry_cool: { en: 'Dry, rough, cool', hi: 'रूखा, खुरदरा, ठंडा', gu: 'રૂક્ષ, ખરબચડો, ઠંડો' },
      warm: { en: 'Warm', hi: 'उष्ण', gu: 'ઉષ્ણ' },
      cool_moist: { en: 'Cool, moist', hi: 'शीतल, नम', gu: 'શીતળ, ભેજવાળો' },
    },
  },
  drik: {
    label: { en: 'Drik (eyes)', hi: 'दृक्', gu: 'દૃક્' },
    choices: {
      normal: { en: 'Normal', hi: 'सामान्य', gu: 'સામાન્ય' },
      dry: { en: 'Dry', hi: 'सूखी', gu: 'સૂકી' },
      red: { en: 'Reddish', hi: 'लालिमा', gu: 'લાલાશ' },
      yellow: { en: 'Yellowish', hi: 'पीलापन', gu: 'પીળાશ' },
      pale: { en: 'Pale', hi: 'फीकी', gu: 'ફિક્કી' },
      watery: { en: 'Watery', hi: 'पानी भरी', gu: 'પાણીવાળી' },
    },
  },
  akriti: {
    label: { en: 'Akriti (build)', hi: 'आकृति', gu: 'આકૃતિ' },
    choices: {
      lean: { en: 'Lean (krisha)', hi: 'दुबला (कृश)', gu: 'પાતળો (કૃશ)' },
      medium: { en: 'Medium (madhyama)', hi: 'मध्यम', gu: 'મધ્યમ' },
      heavy: { en: 'Heavy (sthula)', hi: 'स्थूल', gu: 'સ્થૂળ' },
    },
  },
} as const satisfies Record<string, { label: Labelled; choices: Record<string, Labelled> }>;

export type AshtavidhaPart = keyof typeof ASHTAVIDHA;
export const ASHTAVIDHA_PARTS = Object.keys(ASHTAVIDHA) as AshtavidhaPart[];
export const DOSHA_CHOICES = Object.keys(DOSHAS) as (keyof typeof DOSHAS)[];
export const DOSHA_LABELS: Record<(typeof DOSHA_CHOICES)[number], Labelled> = DOSHAS;
/** The structured prakriti and vikriti's headings. */
export const CONSTITUTION_LABELS = {
  prakriti: { en: 'Prakriti (constitution)', hi: 'प्रकृति', gu: 'પ્રકૃતિ' },
  vikriti: { en: 'Vikriti (imbalance)', hi: 'विकृति', gu: 'વિકૃતિ' },
} as const satisfies Record<string, Labelled>;

export const EXAMINATION_NOTE_MAX = 200;
const note = line({ error: examinationMessages.noteTooLong }).max(EXAMINATION_NOTE_MAX, examinationMessages.noteTooLong).default('');
const choiceOf = <K extends string>(keys: readonly K[]) =>
  z
    .enum(keys as [K, ...K[]], { error: examinationMessages.choiceInvalid })
    .nullable()
    .default(null);

const finding = <P extends AshtavidhaPart>(part: P) =>
  z.object({ choice: choiceOf(Object.keys(ASHTAVIDHA[part].choices) as (keyof (typeof ASHTAVIDHA)[P]['choices'] & string)[]), note }).default({
    choice: null,
    note: '',
  });

/** The Ashtavidha pariksha (a finding and a free note per part) and the dosha of prakriti and vikriti. */
export const examinationSchema = z.object({
  nadi: finding('nadi'),
  mutra: finding('mutra'),
  mala: finding('mala'),
  jihva: finding('jihva'),
  shabda: finding('shabda'),
  sparsha: finding('sparsha'),
  drik: finding('drik'),
  akriti: finding('akriti'),
  prakriti: choiceOf(DOSHA_CHOICES),
  vikriti: choiceOf(DOSHA_CHOICES),
});
export type ExaminationInput = z.infer<typeof examinationSchema>;

export const EMPTY_EXAMINATION: ExaminationInput = examinationSchema.parse({});

export const hasExamination = (examination: ExaminationInput) =>
  ASHTAVIDHA_PARTS.some((part) => examination[part].choice !== null || examination[part].note !== '') ||
  examination.prakriti !== null ||
  examination.vikriti !== null;

/** A part's finding in a language: the choice's words and the note, either or both. */
export function findingText(part: AshtavidhaPart, value: { choice: string | null; note: string }, language: Locale): string {
  const choices = ASHTAVIDHA[part].choices as Record<string, Labelled>;
  const chosen = value.choice ? choices[value.choice]?.[language] : undefined;
  return [chosen, value.note].filter(Boolean).join('; ');
}

/** GET answers: the vitals with the BMI computed and the fields out of the normal range. */
export const vitalsResponse = z.strictObject({
  systolic: z.number().int().nullable(),
  diastolic: z.number().int().nullable(),
  pulse: z.number().int().nullable(),
  temperature_c: z.number().nullable(),
  spo2: z.number().int().nullable(),
  weight_kg: z.number().nullable(),
  height_cm: z.number().nullable(),
  bmi: z.number().nullable(),
  /** Out of the adult normal range (NORMAL_RANGE): flagged, not refused. */
  flags: z.array(z.enum([...VITAL_FIELDS, 'bmi'])),
});
export type Vitals = z.infer<typeof vitalsResponse>;

export const toVitals = (vitals: VitalsInput): Vitals => ({
  ...vitals,
  bmi: bmiOf(vitals.weight_kg, vitals.height_cm),
  flags: vitalFlags(vitals),
});

const findingResponse = <P extends AshtavidhaPart>(part: P) =>
  z.strictObject({
    choice: z.enum(Object.keys(ASHTAVIDHA[part].choices) as (keyof (typeof ASHTAVIDHA)[P]['choices'] & string)[]).nullable(),
    note: z.string(),
  });
export const examinationResponse = z.strictObject({
  nadi: findingResponse('nadi'),
  mutra: findingResponse('mutra'),
  mala: findingResponse('mala'),
  jihva: findingResponse('jihva'),
  shabda: findingResponse('shabda'),
  sparsha: findingResponse('sparsha'),
  drik: findingResponse('drik'),
  akriti: findingResponse('akriti'),
  prakriti: z.enum(DOSHA_CHOICES).nullable(),
  vikriti: z.enum(DOSHA_CHOICES).nullable(),
});

/** The patient page's vitals: one entry per visit that took any, oldest first (the trend's order). */
export const vitalsHistoryEntry = vitalsResponse.extend({ appointment_id: z.number().int(), time: z.iso.datetime() });
export type VitalsHistoryEntry = z.infer<typeof vitalsHistoryEntry>;

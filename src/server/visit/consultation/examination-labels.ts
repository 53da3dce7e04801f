import type { Locale } from '../../../i18n/locales';
import type { FlaggedField } from '../../../lib/validation/examination';

/** The visit summary's words for the examination (issue 51), in each language; the choices' words are in lib/validation/examination. */
export const EXAMINATION_LABELS: Record<Locale, { vitals: string; ashtavidha: string; fields: Record<FlaggedField, string>; bp: string }> = {
  en: {
    vitals: 'Vitals',
    ashtavidha: 'Ashtavidha pariksha (eightfold examination)',
    bp: 'Blood pressure',
    fields: {
      systolic: 'BP systolic',
      diastolic: 'BP diastolic',
      pulse: 'Pulse',
      temperature_c: 'Temperature',
      spo2: 'SpO2',
      weight_kg: 'Weight',
      height_cm: 'Height',
      bmi: 'BMI',
    },
  },
  hi: {
    vitals: 'जीवन संकेत (वाइटल्स)',
    ashtavidha: 'अष्टविध परीक्षा',
    bp: 'रक्तचाप',
    fields: {
      systolic: 'सिस्टोलिक रक्तचाप',
      diastolic: 'डायस्टोलिक रक्तचाप',
      pulse: 'नाड़ी दर',
      temperature_c: 'तापमान',
      spo2: 'SpO2',
      weight_kg: 'वज़न',
      height_cm: 'ऊँचाई',
      bmi: 'BMI',
    },
  },
  gu: {
    vitals: 'જીવન સંકેતો (વાઇટલ્સ)',
    ashtavidha: 'અષ્ટવિધ પરીક્ષા',
    bp: 'બ્લડ પ્રેશર',
    fields: {
      systolic: 'સિસ્ટોલિક બ્લડ પ્રેશર',
      diastolic: 'ડાયસ્ટોલિક બ્લડ પ્રેશર',
      pulse: 'નાડી દર',
      temperature_c: 'તાપમાન',
      spo2: 'SpO2',
      weight_kg: 'વજન',
      height_cm: 'ઊંચાઈ',
      bmi: 'BMI',
    },
  },
};

import type { Locale } from '../../../i18n/locales';
import { MEDICINE_FORM_LABELS, MEDICINE_TIMING_LABELS, type MEDICINE_FORMS, type MEDICINE_TIMINGS } from '../../../lib/validation/visit-record';

interface Labels {
  title: string;
  doctor: string;
  qualification: string;
  registration: string;
  date: string;
  consultation: string;
  patient: string;
  age: string;
  years: (age: number) => string;
  gender: string;
  genders: Record<'male' | 'female' | 'other', string>;
  reference: string;
  complaint: string;
  findings: string;
  assessment: string;
  /** Issue 51 item 4: the coded diagnoses' heading. */
  diagnosisCodes: string;
  prakriti: string;
  vikriti: string;
  prescription: string;
  medicine: string;
  form: string;
  dose: string;
  timing: string;
  anupana: string;
  duration: string;
  forms: Record<(typeof MEDICINE_FORMS)[number], string>;
  timings: Record<(typeof MEDICINE_TIMINGS)[number], string>;
  pathya: string;
  apathya: string;
  followUp: string;
  followUpIn: (days: number) => string;
  addendum: string;
  signedBy: string;
  signatureNote: string;
  footer: string;
}

/** The visit summary's words in each language (the doctor's own text stays as written). */
export const SUMMARY_LABELS: Record<Locale, Labels> = {
  en: {
    title: 'Visit summary and prescription',
    doctor: 'Doctor',
    qualification: 'Qualification',
    registration: 'Registration no.',
    date: 'Date',
    consultation: 'Consultation',
    patient: 'Patient',
    age: 'Age',
    years: (age) => `${age} years`,
    gender: 'Gender',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    reference: 'Booking reference',
    complaint: 'Chief complaint',
    findings: 'Findings',
    assessment: 'Assessment',
    diagnosisCodes: 'Diagnosis codes (NAMASTE / ICD-11 TM2)',
    prakriti: 'Prakriti',
    vikriti: 'Vikriti',
    prescription: 'Prescription',
    medicine: 'Medicine',
    form: 'Form',
    dose: 'Dose',
    timing: 'When',
    anupana: 'Take with (anupana)',
    duration: 'Duration',
    forms: MEDICINE_FORM_LABELS,
    timings: MEDICINE_TIMING_LABELS,
    pathya: 'Follow (pathya)',
    apathya: 'Avoid (apathya)',
    followUp: 'Follow-up',
    followUpIn: (days) => `In ${days} days`,
    addendum: 'Addendum',
    signedBy: 'Digitally signed by',
    signatureNote: 'This prescription carries the clinic’s digital signature, which any PDF reader can verify.',
    footer: 'Issued after a teleconsultation under the Telemedicine Practice Guidelines. In an emergency, go to the nearest hospital.',
  },
  hi: {
    title: 'परामर्श सारांश और पर्चा',
    doctor: 'चिकित्सक',
    qualification: 'योग्यता',
    registration: 'पंजीकरण संख्या',
    date: 'दिनांक',
    consultation: 'परामर्श',
    patient: 'रोगी',
    age: 'आयु',
    years: (age) => `${age} वर्ष`,
    gender: 'लिंग',
    genders: { male: 'पुरुष', female: 'महिला', other: 'अन्य' },
    reference: 'बुकिंग संदर्भ',
    complaint: 'मुख्य शिकायत',
    findings: 'जाँच के निष्कर्ष',
    assessment: 'निदान',
    diagnosisCodes: 'निदान कोड (NAMASTE / ICD-11 TM2)',
    prakriti: 'प्रकृति',
    vikriti: 'विकृति',
    prescription: 'पर्चा',
    medicine: 'औषधि',
    form: 'रूप',
    dose: 'मात्रा',
    timing: 'कब',
    anupana: 'अनुपान',
    duration: 'अवधि',
    forms: {
      churna: 'चूर्ण',
      vati: 'वटी',
      kashaya: 'कषाय',
      taila: 'तैल',
      ghrita: 'घृत',
      asava_arishta: 'आसव/अरिष्ट',
      avaleha: 'अवलेह',
      bhasma: 'भस्म',
      other: 'अन्य',
    },
    timings: { before_food: 'भोजन से पहले', after_food: 'भोजन के बाद', with_food: 'भोजन के साथ', empty_stomach: 'खाली पेट', bedtime: 'सोते समय' },
    pathya: 'पथ्य (अपनाएँ)',
    apathya: 'अपथ्य (बचें)',
    followUp: 'फ़ॉलो-अप',
    followUpIn: (days) => `${days} दिनों में`,
    addendum: 'परिशिष्ट',
    signedBy: 'डिजिटल हस्ताक्षरकर्ता',
    signatureNote: 'इस पर्चे पर क्लिनिक का डिजिटल हस्ताक्षर है, जिसे कोई भी PDF रीडर जाँच सकता है।',
    footer: 'टेलीमेडिसिन प्रैक्टिस दिशानिर्देशों के अंतर्गत टेलीकंसल्टेशन के बाद जारी। आपात स्थिति में निकटतम अस्पताल जाएँ।',
  },
  gu: {
    title: 'પરામર્શ સારાંશ અને પ્રિસ્ક્રિપ્શન',
    doctor: 'ડૉક્ટર',
    qualification: 'લાયકાત',
    registration: 'નોંધણી નંબર',
    date: 'તારીખ',
    consultation: 'પરામર્શ',
    patient: 'દર્દી',
    age: 'ઉંમર',
    years: (age) => `${age} વર્ષ`,
    gender: 'લિંગ',
    genders: { male: 'પુરુષ', female: 'સ્ત્રી', other: 'અન્ય' },
    reference: 'બુકિંગ સંદર્ભ',
    complaint: 'મુખ્ય ફરિયાદ',
    findings: 'તપાસના તારણો',
    assessment: 'નિદાન',
    diagnosisCodes: 'નિદાન કોડ (NAMASTE / ICD-11 TM2)',
    prakriti: 'પ્રકૃતિ',
    vikriti: 'વિકૃતિ',
    prescription: 'પ્રિસ્ક્રિપ્શન',
    medicine: 'ઔષધ',
    form: 'સ્વરૂપ',
    dose: 'માત્રા',
    timing: 'ક્યારે',
    anupana: 'અનુપાન',
    duration: 'અવધિ',
    forms: {
      churna: 'ચૂર્ણ',
      vati: 'વટી',
      kashaya: 'કષાય',
      taila: 'તૈલ',
      ghrita: 'ઘૃત',
      asava_arishta: 'આસવ/અરિષ્ટ',
      avaleha: 'અવલેહ',
      bhasma: 'ભસ્મ',
      other: 'અન્ય',
    },
    timings: { before_food: 'જમ્યા પહેલાં', after_food: 'જમ્યા પછી', with_food: 'જમવા સાથે', empty_stomach: 'ખાલી પેટે', bedtime: 'સૂતી વખતે' },
    pathya: 'પથ્ય (અપનાવો)',
    apathya: 'અપથ્ય (ટાળો)',
    followUp: 'ફોલો-અપ',
    followUpIn: (days) => `${days} દિવસમાં`,
    addendum: 'પરિશિષ્ટ',
    signedBy: 'ડિજિટલ સહી કરનાર',
    signatureNote: 'આ પ્રિસ્ક્રિપ્શન પર ક્લિનિકની ડિજિટલ સહી છે, જે કોઈ પણ PDF રીડર ચકાસી શકે છે.',
    footer: 'ટેલિમેડિસિન પ્રેક્ટિસ માર્ગદર્શિકા હેઠળ ટેલિકન્સલ્ટેશન પછી જારી. કટોકટીમાં નજીકની હૉસ્પિટલ જાઓ.',
  },
};

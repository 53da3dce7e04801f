import { AGE_QUESTION_ID, COMPLAINT_QUESTION_ID, type IntakeQuestion } from '../../../lib/validation/intake';

/** What every consultation asks first: the complaint, medicines, allergies and history. */
const COMMON: IntakeQuestion[] = [
  {
    // The visit summary prints the age given here (docs/decisions/029).
    id: AGE_QUESTION_ID,
    type: 'number',
    required: true,
    label: { en: 'Your age (years)', hi: 'आपकी आयु (वर्ष)', gu: 'તમારી ઉંમર (વર્ષ)' },
  },
  {
    // The visit summary prints it as the chief complaint.
    id: COMPLAINT_QUESTION_ID,
    type: 'long_text',
    required: true,
    label: {
      en: 'What is your main complaint?',
      hi: 'आपकी मुख्य समस्या क्या है?',
      gu: 'તમારી મુખ્ય તકલીફ શું છે?',
    },
  },
  {
    id: 'since_when',
    type: 'short_text',
    required: true,
    label: { en: 'Since when have you had it?', hi: 'यह समस्या कब से है?', gu: 'આ તકલીફ ક્યારથી છે?' },
  },
  {
    id: 'current_medicines',
    type: 'long_text',
    required: false,
    label: {
      en: 'Which medicines or supplements do you take now (with doses)?',
      hi: 'आप अभी कौन-सी दवाएँ या सप्लीमेंट (खुराक सहित) लेते हैं?',
      gu: 'તમે હાલમાં કઈ દવાઓ કે સપ્લિમેન્ટ (ડોઝ સાથે) લો છો?',
    },
  },
  {
    id: 'has_allergies',
    type: 'yes_no',
    required: true,
    label: {
      en: 'Are you allergic to any medicine or food?',
      hi: 'क्या आपको किसी दवा या भोजन से एलर्जी है?',
      gu: 'શું તમને કોઈ દવા કે ખોરાકથી એલર્જી છે?',
    },
  },
  {
    id: 'allergies',
    type: 'short_text',
    required: false,
    label: { en: 'If yes, to what?', hi: 'यदि हाँ, तो किससे?', gu: 'જો હા, તો શેનાથી?' },
  },
  {
    id: 'past_illnesses',
    type: 'long_text',
    required: false,
    label: {
      en: 'Past illnesses, operations or hospital stays',
      hi: 'पहले की बीमारियाँ, ऑपरेशन या अस्पताल में भर्ती',
      gu: 'અગાઉની બીમારીઓ, ઓપરેશન કે હૉસ્પિટલમાં દાખલ',
    },
  },
];

const GARBHASANSKAR: IntakeQuestion[] = [
  {
    id: 'due_date',
    type: 'date',
    required: false,
    label: { en: 'Expected due date (if known)', hi: 'प्रसव की अनुमानित तिथि (यदि पता हो)', gu: 'પ્રસૂતિની અંદાજિત તારીખ (જો ખબર હોય)' },
  },
  {
    id: 'weeks_pregnant',
    type: 'number',
    required: false,
    label: { en: 'Weeks of pregnancy', hi: 'गर्भावस्था के सप्ताह', gu: 'ગર્ભાવસ્થાના અઠવાડિયા' },
  },
];

const PANCHAKARMA: IntakeQuestion[] = [
  {
    id: 'recent_procedures',
    type: 'long_text',
    required: false,
    label: {
      en: 'Panchakarma or other procedures in the last six months',
      hi: 'पिछले छह महीनों में पंचकर्म या अन्य प्रक्रियाएँ',
      gu: 'છેલ્લા છ મહિનામાં પંચકર્મ કે અન્ય પ્રક્રિયાઓ',
    },
  },
  {
    id: 'contraindications',
    type: 'single_choice',
    required: true,
    label: {
      en: 'Does any of these apply to you now?',
      hi: 'क्या इनमें से कोई स्थिति अभी आप पर लागू होती है?',
      gu: 'શું આમાંની કોઈ સ્થિતિ હાલમાં તમને લાગુ પડે છે?',
    },
    options: [
      { en: 'None of these', hi: 'इनमें से कोई नहीं', gu: 'આમાંથી કોઈ નહીં' },
      { en: 'Pregnancy', hi: 'गर्भावस्था', gu: 'ગર્ભાવસ્થા' },
      { en: 'Fever or acute infection', hi: 'बुखार या तीव्र संक्रमण', gu: 'તાવ કે તીવ્ર ચેપ' },
      { en: 'Heart disease or very high blood pressure', hi: 'हृदय रोग या बहुत उच्च रक्तचाप', gu: 'હૃદયરોગ કે બહુ ઊંચું બ્લડ પ્રેશર' },
    ],
  },
];

/**
 * The questions a service starts with until staff edit its form: the common ones, plus the
 * pregnancy questions for Garbhasanskar and the procedure questions for Panchakarma.
 */
export function defaultIntakeQuestions(serviceName: string): IntakeQuestion[] {
  const name = serviceName.toLowerCase();
  if (name.includes('garbh')) return [...COMMON, ...GARBHASANSKAR];
  if (name.includes('panch')) return [...COMMON, ...PANCHAKARMA];
  return COMMON;
}

import { clinicNamesIn } from '../../../i18n/clinic-names';
import type { Locale } from '../../../i18n/locales';
import { formatPaise } from '../../../lib/format/money';
import { formatMobile } from '../../../lib/format/phone';
import { clinicDateAndTime } from '../../../lib/format/date';
import type { TemplateValues } from './render';

/** How a visit happens, as a message names it ("your video consultation with ..."). */
const PLACES: Record<Locale, Record<string, string>> = {
  en: { video: 'video consultation', call: 'phone call', in_person: 'clinic visit' },
  hi: { video: 'वीडियो परामर्श', call: 'फ़ोन कॉल', in_person: 'क्लिनिक में परामर्श' },
  gu: { video: 'વીડિયો પરામર્શ', call: 'ફોન કૉલ', in_person: 'ક્લિનિકમાં પરામર્શ' },
};

/** A call tells the patient the verified number the doctor rings (within DLT's 30 characters). */
const CALL_TO: Record<Locale, (mobile: string) => string> = {
  en: (mobile) => `phone call to ${mobile}`,
  hi: (mobile) => `${mobile} पर फ़ोन कॉल`,
  gu: (mobile) => `${mobile} પર ફોન કૉલ`,
};

/** The day as a short message writes it: 'Tue, 6 Jan' (short enough for DLT's 30 characters). */
export const MESSAGE_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** The facts every appointment template may fill, in `language`. */
export interface AppointmentTemplateFacts {
  patientName: string;
  doctorName: string;
  serviceName: string;
  start: Date;
  mode: string;
  patientMobile: string | null;
  refundPaise?: number;
  /** Staff's reason for cancelling, as they wrote it. */
  cancellationReason?: string | null;
  /** The code of the reminder's signed one-screen page (`/r/<code>`). */
  actionCode?: string;
}

/**
 * The values of an appointment's templates, each written in the message's language. The
 * patient's call names the number the doctor will ring; the doctor's has it as its own value.
 */
export function appointmentTemplateValues(
  facts: AppointmentTemplateFacts,
  language: Locale,
  audience: 'patient' | 'doctor' = 'patient',
): TemplateValues {
  const names = clinicNamesIn(language);
  const { date, time } = clinicDateAndTime(facts.start, language, MESSAGE_DATE);
  const mobile = formatMobile(facts.patientMobile);
  return {
    patient: facts.patientName,
    doctor: names[facts.doctorName] ?? facts.doctorName,
    service: names[facts.serviceName] ?? facts.serviceName,
    date,
    time,
    place:
      facts.mode === 'call' && mobile && audience === 'patient'
        ? CALL_TO[language](mobile)
        : (PLACES[language][facts.mode] ?? PLACES[language].video!),
    refund: formatPaise(facts.refundPaise ?? 0, language),
    mobile: mobile || '-',
    reason: facts.cancellationReason ?? '-',
    link: facts.actionCode ?? '-',
  };
}

/** Every mode a message can name (the template test renders each). */
export const TEMPLATE_MODES = Object.keys(PLACES.en);

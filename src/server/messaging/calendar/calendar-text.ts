import { clinicNamesIn } from '../../../i18n/clinic-names';
import type { Locale } from '../../../i18n/locales';
import { en } from '../templates/en';
import { gu } from '../templates/gu';
import { hi } from '../templates/hi';
import type { PatientTemplates } from '../templates/shared';

const TEMPLATES: Record<Locale, PatientTemplates> = { en, hi, gu };

/** The event's title: the consultation and its doctor, as each language says it. */
const TITLE: Record<Locale, (service: string, doctor: string) => string> = {
  en: (service, doctor) => `${service} with ${doctor}`,
  hi: (service, doctor) => `${doctor} के साथ ${service}`,
  gu: (service, doctor) => `${doctor} સાથે ${service}`,
};

/**
 * A calendar file's title and text in the reader's language (issue 45: a Hindi patient's calendar
 * speaks Hindi), from the same lines as their messages: when, where or how, and the clinic's phone.
 */
export function calendarText(
  visit: {
    serviceName: string;
    doctorName: string;
    start: Date;
    meetingLink: string | null;
    place: { title: string; address: string } | null;
    /** The number the doctor calls, for a phone visit. */
    callMobile: string | null;
  },
  language: Locale,
  clinicPhone: string,
): { summary: string; description: string } {
  const t = TEMPLATES[language];
  const names = clinicNamesIn(language);
  const summary = TITLE[language](names[visit.serviceName] ?? visit.serviceName, names[visit.doctorName] ?? visit.doctorName);
  const how = visit.place
    ? t.visitLine(`${visit.place.title}, ${visit.place.address}`)
    : visit.meetingLink
      ? `${t.labels.join}: ${visit.meetingLink}`
      : visit.callMobile
        ? t.callLine(visit.callMobile)
        : '';
  const description = [`${t.clinicName}: ${summary}, ${t.formatWhen(visit.start)}.`, how, t.questionsLine(clinicPhone)].filter(Boolean).join('\n');
  return { summary, description };
}

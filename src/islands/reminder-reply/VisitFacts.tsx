import type { AppointmentAction } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import type { Locale } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';

/** What the visit is: service, doctor, clinic time, and where (the address for a visit at the clinic). */
export function VisitFacts({ visit, address, locale }: { visit: AppointmentAction; address: string[]; locale: Locale }) {
  const {
    myAppointments: { reminderPageCopy: copy },
    name,
  } = usePatientCopy();
  return (
    <dl className="reminder-facts">
      <dt>{copy.service}</dt>
      <dd>{name(visit.service_name)}</dd>
      <dt>{copy.doctor}</dt>
      <dd>{name(visit.doctor_name)}</dd>
      <dt>{copy.date}</dt>
      <dd>{formatAppointmentTime(visit.time, CLINIC_TIME_ZONE, locale).clinic}</dd>
      <dt>{copy.where}</dt>
      <dd>
        {copy.modes[visit.mode]}
        {visit.mode === 'in_person' && (
          <address>
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        )}
      </dd>
    </dl>
  );
}

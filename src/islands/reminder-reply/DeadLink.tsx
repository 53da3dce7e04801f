import { type Locale, localizePath } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';

/** A link that no longer works (spent, expired, unknown), or a page that could not load: the clinic's number instead. */
export function DeadLink({ isDead, clinicPhone, locale }: { isDead: boolean; clinicPhone: { label: string; href: string }; locale: Locale }) {
  const copy = usePatientCopy().myAppointments.reminderPageCopy;
  return (
    <section className="reminder-reply-card" aria-labelledby="reminder-dead-title">
      <h2 id="reminder-dead-title">{isDead ? copy.deadTitle : copy.failed}</h2>
      {isDead && <p>{copy.dead}</p>}
      <p>
        {copy.deadHelp} <a href={clinicPhone.href}>{clinicPhone.label}</a>
      </p>
      <p>
        <a className="button" href={localizePath('/my-appointments', locale)}>
          {copy.myAppointments}
        </a>
      </p>
    </section>
  );
}

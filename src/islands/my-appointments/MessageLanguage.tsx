import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../lib/api/client';
import type { PatientDetails } from '../../lib/api/types';
import { formatMobile } from '../../lib/format/phone';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';
import { MessagePreferencesForm } from './MessagePreferencesForm';

/**
 * The patient's details on My appointments: the verified mobile and the language their e-mails,
 * SMS and WhatsApp messages come in (PUT /v1/users/me keeps the name, e-mail and gender as they are).
 */
export function MessageLanguage({ token }: { token: string }) {
  const {
    myAppointments: { myAppointmentsCopy: copy },
    errorText,
  } = usePatientCopy();
  const id = useId();
  const [details, setDetails] = useState<PatientDetails | null>(null);
  const [language, setLanguage] = useState<Locale>('en');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api<PatientDetails>('/v1/users/me', { token, signal: controller.signal })
      .then((found) => {
        setDetails(found);
        setLanguage(found.language);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);

  if (!details) return null;
  return (
    <section className="my-appointments-details" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.details.heading}</h2>
      <dl className="appointment-facts">
        <dt>{copy.details.mobile}</dt>
        <dd>{formatMobile(details.mobile)}</dd>
      </dl>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setIsSaving(true);
          try {
            const body = { name: details.name, email: details.email ?? undefined, gender: details.gender ?? undefined, language };
            setDetails(await api<PatientDetails>('/v1/users/me', { method: 'PUT', body, token }));
            toast.success(copy.details.saved);
          } catch (err) {
            toast.error(errorText(err, copy.details.failed));
          } finally {
            setIsSaving(false);
          }
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-language`}>{copy.details.language}</label>
          <select id={`${id}-language`} value={language} aria-describedby={`${id}-hint`} onChange={(e) => setLanguage(e.target.value as Locale)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <p id={`${id}-hint`} className="appointment-hint">
            {copy.details.languageHint}
          </p>
        </div>
        <button type="submit" className="button button-secondary" disabled={isSaving || language === details.language} aria-busy={isSaving}>
          {copy.details.save}
        </button>
      </form>
      <MessagePreferencesForm token={token} />
    </section>
  );
}

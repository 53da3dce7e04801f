import toast from 'react-hot-toast';
import type { Consultation } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { localized } from '../../lib/validation/intake';
import { adminSaveFile } from '../session/session-store';
import { CORNER_TOAST } from './corner-toast';
import '../my-schedule/my-schedule.css';

export const clinicWhen = (iso: string) => `${formatDate(iso, 'short', CLINIC_TIME_ZONE)} IST`;
const answerText = (value: string | number | boolean | undefined) =>
  value === undefined ? '—' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

/**
 * What the patient gave before a visit (issue 29), as the doctor and staff read it: the
 * teleconsultation consent (version, time, address), the intake answers, the reports and the
 * patient's earlier visits.
 */
export function BeforeTheVisit({ appointmentId, file }: { appointmentId: number; file: Consultation }) {
  const { consent, intake } = file;
  return (
    <section>
      <h3>Before the visit</h3>
      <p className="admin-hint">
        {consent
          ? `Teleconsultation consent v${consent.version} given ${clinicWhen(consent.granted_at)}${consent.client_address ? ` from ${consent.client_address}` : ''}${consent.withdrawn_at ? `, withdrawn ${clinicWhen(consent.withdrawn_at)}` : ''}.`
          : 'No explicit teleconsultation consent recorded (implied by booking).'}
      </p>
      {intake.submitted_at ? (
        <>
          <dl className="consultation-answers">
            {intake.form.questions.map((q) => (
              <div key={q.id}>
                <dt>{localized(q.label, 'en')}</dt>
                <dd>{answerText(intake.answers[q.id])}</dd>
              </div>
            ))}
          </dl>
          <p className="admin-hint">
            Intake form v{intake.answered_version ?? intake.form.version}, last changed {clinicWhen(intake.updated_at ?? intake.submitted_at)}.
          </p>
        </>
      ) : (
        <p className="admin-hint">The patient has not filled the intake form.</p>
      )}
      {file.reports.map((report) => (
        <button
          key={report.id}
          type="button"
          className="button button-small button-secondary"
          onClick={() =>
            void adminSaveFile(`/v1/appointments/${appointmentId}/reports/${report.id}`, report.file_name).catch(() =>
              toast.error('Download failed', CORNER_TOAST),
            )
          }
        >
          Download {report.file_name}
        </button>
      ))}
      {file.past_visits.length > 0 && (
        <>
          <h4>Past visits</h4>
          <ul>
            {file.past_visits.map((v) => (
              <li key={v.id}>
                {clinicWhen(v.time)}: {v.service.name} with {v.doctor.name}
                {v.assessment ? ` — ${v.assessment}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

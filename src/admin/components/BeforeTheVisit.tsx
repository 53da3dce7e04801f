import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Consultation, IntakeReport } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { codedDiagnosisText } from '../../lib/validation/diagnosis-codes';
import { localized } from '../../lib/validation/intake';
import { adminDownload, adminSaveFile } from '../session/session-store';
import { CORNER_TOAST } from './corner-toast';
import '../my-schedule/my-schedule.css';

export const clinicWhen = (iso: string) => `${formatDate(iso, 'short', CLINIC_TIME_ZONE)} IST`;
const answerText = (value: string | number | boolean | undefined) =>
  value === undefined ? '—' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

/**
 * A report shown in place (issue 45): the bytes fetched with the staff token and shown from a
 * blob: URL of the type the server read from them (PDF, PNG or JPEG: uploads refuse anything
 * else, and PDFs with scripts or actions). An image in an <img> never runs anything.
 */
function ReportPreview({ path, report }: { path: string; report: IntakeReport }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let isCurrent = true;
    adminDownload(path)
      .then((blob) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: report.content_type }));
        setUrl(objectUrl);
      })
      .catch(() => toast.error('Preview failed', CORNER_TOAST));
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, report.content_type]);
  if (!url) return <p className="admin-hint">Loading preview...</p>;
  return report.content_type === 'application/pdf' ? (
    <iframe className="report-preview report-preview-pdf" src={url} title={`Preview of ${report.file_name}`} />
  ) : (
    <img className="report-preview" src={url} alt={`Preview of ${report.file_name}`} />
  );
}

/** One report: preview it in place, or download it. */
function ReportItem({ appointmentId, report }: { appointmentId: number; report: IntakeReport }) {
  const [isOpen, setIsOpen] = useState(false);
  const path = `/v1/appointments/${appointmentId}/reports/${report.id}`;
  return (
    <li className="report-item">
      <span className="report-name">{report.file_name}</span>
      <span className="report-actions">
        <button type="button" className="button button-small button-secondary" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? 'Hide' : 'Preview'} <span className="visually-hidden">{report.file_name}</span>
        </button>
        <button
          type="button"
          className="button button-small button-quiet"
          onClick={() => void adminSaveFile(path, report.file_name).catch(() => toast.error('Download failed', CORNER_TOAST))}
        >
          Download <span className="visually-hidden">{report.file_name}</span>
        </button>
      </span>
      {isOpen && <ReportPreview path={path} report={report} />}
    </li>
  );
}

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
      {file.reports.length > 0 && (
        <>
          <h4>Reports</h4>
          <ul className="report-list">
            {file.reports.map((report) => (
              <ReportItem key={report.id} appointmentId={appointmentId} report={report} />
            ))}
          </ul>
        </>
      )}
      {file.past_visits.length > 0 && (
        <>
          <h4>Past visits</h4>
          <ul>
            {file.past_visits.map((v) => (
              <li key={v.id}>
                {clinicWhen(v.time)}: {v.service.name} with {v.doctor.name}
                {v.assessment ? ` — ${v.assessment}` : ''}
                {v.diagnoses.length > 0 && (
                  <ul className="past-visit-codes" aria-label="Coded diagnoses">
                    {v.diagnoses.map((d) => (
                      <li key={d.namaste_code}>{codedDiagnosisText(d)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

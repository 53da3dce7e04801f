import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { Consultation, DoctorAppointment, PrescribableMedicine, VisitRecordAnswer } from '../../lib/api/types';
import { EMPTY_EXAMINATION } from '../../lib/validation/examination';
import { ALLERGY_SEVERITY_LABELS } from '../../lib/validation/health-file';
import { HealthFilePanel } from '../clinical/HealthFilePanel';
import { AshtavidhaFields, VitalsFields } from '../clinical/ExaminationFields';
import { visitRecordRefusal } from '../../lib/policy/appointment-policy';
import { allergyWarnings, recordedAllergies } from '../../lib/policy/allergy-warnings';
import {
  MEDICINE_FORM_LABELS,
  MEDICINE_FORMS,
  MEDICINE_TIMING_LABELS,
  MEDICINE_TIMINGS,
  type CodedDiagnosis,
  type PrescriptionLine,
  type VisitRecordInput,
  visitRecordMessages,
} from '../../lib/validation/visit-record';
import { BeforeTheVisit, clinicWhen } from '../components/BeforeTheVisit';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CORNER_TOAST } from '../components/corner-toast';
import { adminApi, adminSaveFile } from '../session/session-store';
import { MedicinePicker } from './MedicinePicker';
import { DiagnosisPicker } from './DiagnosisPicker';
import { PrescriptionStarters } from './PrescriptionStarters';
import { useNow } from './useNow';

/** The draft as the dialog holds it: each coded diagnosis with its term and TM2 code, as picked (the server takes the codes). */
type Draft = Omit<VisitRecordInput, 'diagnoses'> & { diagnoses: CodedDiagnosis[] };

const EMPTY: Draft = {
  findings: '',
  assessment: '',
  diagnoses: [],
  prakriti: '',
  vikriti: '',
  prescription: [],
  pathya: '',
  apathya: '',
  follow_up_days: null,
  vitals: null,
  examination: EMPTY_EXAMINATION,
};
const NEW_LINE: PrescriptionLine = { medicine: '', form: 'churna', dose: '', timing: 'after_food', anupana: '', duration: '' };

/** The doctor's one screen for a visit: consent, intake, reports and past visits beside the record they write. */
export function VisitDialog({ appointment, onClose }: { appointment: DoctorAppointment | null; onClose: () => void }) {
  const [file, setFile] = useState<Consultation | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [addendum, setAddendum] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  /** The server's 409 when a line matches an allergy on file (issue 51): finalising again says the doctor checked it. */
  const [allergyRefusal, setAllergyRefusal] = useState<string | null>(null);
  /** The dispensary's active medicines the editor suggests (issue 50); null while loading or unavailable: free text. */
  const [catalogue, setCatalogue] = useState<PrescribableMedicine[] | null>(null);
  const id = appointment?.id;
  const now = useNow();

  useEffect(() => {
    if (id === undefined) return;
    let isCurrent = true;
    adminApi<PrescribableMedicine[]>('/v1/dispensary/prescribable')
      .then((loaded) => isCurrent && setCatalogue(Array.isArray(loaded) ? loaded : null))
      .catch(() => isCurrent && setCatalogue(null));
    return () => {
      isCurrent = false;
    };
  }, [id]);

  useEffect(() => {
    if (id === undefined) return;
    let isCurrent = true;
    setFile(null);
    adminApi<Consultation>(`/v1/appointments/${id}/consultation`)
      .then((loaded) => {
        if (!isCurrent) return;
        setFile(loaded);
        setDraft(loaded.record ? { ...EMPTY, ...loaded.record } : EMPTY);
        setAddendum('');
        setAllergyRefusal(null);
      })
      .catch((err: unknown) => toast.error(errorMessage(err, 'Could not load the visit.'), CORNER_TOAST));
    return () => {
      isCurrent = false;
    };
  }, [id]);

  const isFinal = Boolean(file?.record?.finalised_at);
  // The server holds the rule (issue 43); the screen says it before the doctor types a record it would refuse.
  const refusal = appointment && !isFinal ? visitRecordRefusal({ ...appointment, checkedInAt: appointment.checked_in_at }, false, now) : null;
  const run = async (send: () => Promise<VisitRecordAnswer>, done: string) => {
    setIsBusy(true);
    try {
      const { record } = await send();
      setFile((current) => (current ? { ...current, record } : current));
      setAddendum('');
      toast.success(done, CORNER_TOAST);
      return record;
    } catch (err) {
      toast.error(errorMessage(err, 'Could not save the record.'), CORNER_TOAST);
      return null;
    } finally {
      setIsBusy(false);
    }
  };
  const base = `/v1/appointments/${id}/record`;
  const call = (path: string, method: 'PUT' | 'POST', body?: unknown) => adminApi<VisitRecordAnswer>(path, { method, body });
  // Finalise issues exactly what is on screen: the draft as shown is saved first, then locked, and
  // the locked form shows what was stored.
  const finalise = async (acknowledgeAllergies = false) => {
    setIsBusy(true);
    try {
      await call(base, 'PUT', draft);
      const { record } = await call(`${base}/finalise`, 'POST', acknowledgeAllergies ? { acknowledge_allergies: true } : undefined);
      setFile((current) => (current ? { ...current, record } : current));
      if (record) setDraft({ ...EMPTY, ...record });
      setAllergyRefusal(null);
      toast.success('Record finalised', CORNER_TOAST);
    } catch (err) {
      if (err instanceof ApiError && err.key === 'visitRecord.allergyUnacknowledged') setAllergyRefusal(err.message);
      else toast.error(errorMessage(err, 'Could not save the record.'), CORNER_TOAST);
    } finally {
      setIsBusy(false);
    }
  };
  const field = (key: 'findings' | 'assessment' | 'pathya' | 'apathya', label: string) => (
    <label className="admin-field">
      <span className="admin-label">{label}</span>
      <textarea
        className="admin-input"
        rows={3}
        value={draft[key]}
        disabled={isFinal}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );
  // Checked as the doctor types (the server answers the same warnings on save): a warning, not a block.
  // The allergies on file once a doctor saved them (issue 51), else what the intake said.
  const onFile = file?.health_file?.recorded ? file.health_file.allergies : null;
  const allergies = onFile ? onFile.map((a) => a.substance).join('\n') || null : file ? recordedAllergies(file.intake.answers) : null;
  const warnings = allergyWarnings(draft.prescription, allergies);
  const setLine = (index: number, change: Partial<PrescriptionLine>) =>
    setDraft({ ...draft, prescription: draft.prescription.map((line, i) => (i === index ? { ...line, ...change } : line)) });

  return (
    <ConfirmDialog
      isOpen={appointment !== null}
      isWide
      title={appointment ? `Visit: ${appointment.patient.name}, ${appointment.service.name}` : ''}
      confirmLabel={isFinal ? 'Add addendum' : 'Save draft'}
      cancelLabel="Close"
      isBusy={isBusy}
      canConfirm={file !== null && !refusal && (!isFinal || addendum.trim() !== '')}
      onConfirm={() =>
        void (isFinal
          ? run(() => call(`${base}/addenda`, 'POST', { body: addendum }), 'Addendum added')
          : run(() => call(base, 'PUT', draft), 'Draft saved'))
      }
      onCancel={onClose}
    >
      {!file ? (
        <p>Loading visit...</p>
      ) : (
        <div className="admin-form visit-dialog">
          {file.health_file && (
            <HealthFilePanel
              patientId={file.patient_id}
              file={file.health_file}
              onSaved={(health_file) => setFile((current) => (current ? { ...current, health_file } : current))}
            />
          )}
          <BeforeTheVisit appointmentId={id!} file={file} />
          <section>
            <h3>Record {isFinal && <small>(finalised {clinicWhen(file.record!.finalised_at!)})</small>}</h3>
            {refusal && (
              <p className="admin-hint" role="note">
                {refusal === 'not_started' ? visitRecordMessages.visitNotStarted : visitRecordMessages.visitCancelled}
              </p>
            )}
            {field('findings', 'Findings')}
            {field('assessment', 'Assessment')}
            <DiagnosisPicker value={draft.diagnoses} disabled={isFinal} onChange={(diagnoses) => setDraft({ ...draft, diagnoses })} />
            <div className="visit-dialog-pair">
              {(['prakriti', 'vikriti'] as const).map((key) => (
                <label key={key} className="admin-field">
                  <span className="admin-label">{key === 'prakriti' ? 'Prakriti' : 'Vikriti'}</span>
                  <input
                    className="admin-input"
                    value={draft[key]}
                    disabled={isFinal}
                    onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                  />
                </label>
              ))}
            </div>
            <VitalsFields value={draft.vitals} disabled={isFinal} onChange={(vitals) => setDraft({ ...draft, vitals })} />
            <AshtavidhaFields value={draft.examination} disabled={isFinal} onChange={(examination) => setDraft({ ...draft, examination })} />
            <h4>Prescription</h4>
            {!isFinal && (
              <PrescriptionStarters
                pastVisits={file.past_visits}
                prescription={draft.prescription}
                onStart={(prescription) => setDraft({ ...draft, prescription })}
              />
            )}
            {onFile && onFile.length > 0 && (
              <p className="admin-hint">
                Allergies on file:{' '}
                <strong>
                  {onFile.map((a) => `${a.substance}${a.severity ? ` (${ALLERGY_SEVERITY_LABELS[a.severity].toLowerCase()})` : ''}`).join(', ')}
                </strong>
              </p>
            )}
            {!onFile && allergies && (
              <p className="admin-hint">
                Allergies recorded in the intake: <strong>{allergies}</strong>
              </p>
            )}
            {draft.prescription.map((line, index) => {
              const warning = warnings.find((w) => w.line === index);
              return (
                <fieldset key={index} className="visit-dialog-line" disabled={isFinal}>
                  <legend>Medicine {index + 1}</legend>
                  <MedicinePicker
                    value={line.medicine}
                    medicineId={line.medicine_id}
                    catalogue={isFinal ? null : catalogue}
                    onType={(medicine) => setLine(index, { medicine, medicine_id: null })}
                    onPick={(medicine) => setLine(index, { medicine: medicine.name, form: medicine.form, medicine_id: medicine.id })}
                  />
                  <label className="admin-field">
                    <span className="admin-label">Form</span>
                    <select
                      className="admin-input"
                      value={line.form}
                      // Another form than the picked medicine's is another medicine: the line becomes free text.
                      onChange={(e) => {
                        const form = e.target.value as PrescriptionLine['form'];
                        setLine(index, form === line.form ? {} : { form, medicine_id: null });
                      }}
                    >
                      {MEDICINE_FORMS.map((form) => (
                        <option key={form} value={form}>
                          {MEDICINE_FORM_LABELS[form]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="admin-field visit-line-dose">
                    <span className="admin-label">Dose</span>
                    <input className="admin-input" value={line.dose} onChange={(e) => setLine(index, { dose: e.target.value })} />
                  </label>
                  <label className="admin-field">
                    <span className="admin-label">When</span>
                    <select
                      className="admin-input"
                      value={line.timing}
                      onChange={(e) => setLine(index, { timing: e.target.value as PrescriptionLine['timing'] })}
                    >
                      {MEDICINE_TIMINGS.map((timing) => (
                        <option key={timing} value={timing}>
                          {MEDICINE_TIMING_LABELS[timing]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="admin-field">
                    <span className="admin-label">Take with (anupana)</span>
                    <input className="admin-input" value={line.anupana} onChange={(e) => setLine(index, { anupana: e.target.value })} />
                  </label>
                  <label className="admin-field">
                    <span className="admin-label">Duration</span>
                    <input className="admin-input" value={line.duration} onChange={(e) => setLine(index, { duration: e.target.value })} />
                  </label>
                  {!isFinal && (
                    <button
                      type="button"
                      className="button button-small button-quiet visit-line-remove"
                      onClick={() => setDraft({ ...draft, prescription: draft.prescription.filter((_, i) => i !== index) })}
                    >
                      Remove <span className="visually-hidden">medicine {index + 1}</span>
                    </button>
                  )}
                  {warning && (
                    <p className="visit-allergy-warning" role="alert">
                      Allergy warning: the patient recorded an allergy to “{warning.allergy}”. Check before prescribing {warning.medicine}.
                    </p>
                  )}
                </fieldset>
              );
            })}
            {!isFinal && (
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => setDraft({ ...draft, prescription: [...draft.prescription, NEW_LINE] })}
              >
                Add medicine
              </button>
            )}
            {field('pathya', 'Pathya (follow)')}
            {field('apathya', 'Apathya (avoid)')}
            <label className="admin-field">
              <span className="admin-label">Follow-up in days</span>
              <input
                className="admin-input"
                type="number"
                min={1}
                max={365}
                value={draft.follow_up_days ?? ''}
                disabled={isFinal}
                onChange={(e) => setDraft({ ...draft, follow_up_days: e.target.value ? Number(e.target.value) : null })}
              />
            </label>
            {isFinal ? (
              <>
                {file.record!.addenda.map((a) => (
                  <p key={a.id} className="admin-hint">
                    Addendum {clinicWhen(a.created_at)}: {a.body}
                  </p>
                ))}
                <label className="admin-field">
                  <span className="admin-label">Addendum</span>
                  <textarea className="admin-input" rows={2} value={addendum} onChange={(e) => setAddendum(e.target.value)} />
                </label>
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => void adminSaveFile(`/v1/appointments/${id}/summary.pdf`, `visit-summary-${id}.pdf`)}
                >
                  Download summary PDF
                </button>
              </>
            ) : (
              <>
                {allergyRefusal && (
                  <div className="visit-allergy-warning visit-allergy-refusal" role="alert">
                    <p>{allergyRefusal}</p>
                    <button type="button" className="button button-small button-secondary" disabled={isBusy} onClick={() => void finalise(true)}>
                      I checked the allergy: finalise
                    </button>
                  </div>
                )}
                <button type="button" className="button button-small" disabled={isBusy || refusal !== null} onClick={() => void finalise()}>
                  Save and finalise
                </button>
              </>
            )}
          </section>
        </div>
      )}
    </ConfirmDialog>
  );
}

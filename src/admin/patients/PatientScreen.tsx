import { useCallback, useEffect, useState } from 'react';
import { formatMobile } from '../../lib/format/phone';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { bookingCopy } from '../../content/booking';
import { LOCALES } from '../../i18n/locales';
import { errorMessage } from '../../lib/api/client';
import type { PatientPage } from '../../lib/api/types';
import { formatDate, longDateName } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { patientCorrectionSchema } from '../../lib/validation/patient-details';
import { NewAppointmentDialog, type NewAppointmentPrefill } from '../appointments/NewAppointmentDialog';
import { APPOINTMENT_STATUS_TONE, paymentStatusTone } from '../appointments/appointment-status';
import { actionLabel, actorLabel, auditTime, recordLabel } from '../audit/audit-labels';
import { BackLink } from '../components/BackLink';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { checkForm, SelectField, TextField } from '../components/form-fields';
import { RichText } from '../components/RichText';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { adminApi } from '../session/session-store';
import { PatientFeedback } from './PatientFeedback';
import { PatientProgrammes, useIsDesk } from './PatientProgrammes';
import { PatientDetailsFields, type PatientDetailsValues, patientDetailsValues } from './PatientDetailsFields';
import { useIsReceptionist } from '../session/useIsReceptionist';
import { HealthFilePanel } from '../clinical/HealthFilePanel';
import { VitalsTrend } from '../clinical/VitalsTrend';

type PageAppointment = PatientPage['upcoming'][number];
type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; page: PatientPage };

const LANGUAGE_LABELS: Record<(typeof LOCALES)[number], string> = { en: 'English', hi: 'Hindi', gu: 'Gujarati' };
const LANGUAGE_OPTIONS = LOCALES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const GENDER_LABELS: Record<NonNullable<PatientPage['patient']['gender']>, string> = { male: 'Male', female: 'Female', other: 'Other' };
const METHOD_LABELS: Record<string, string> = { online: 'Online', cash: 'Cash', upi: 'UPI', card: 'Card', link: 'Payment link', waived: 'Waived' };

function usePatientPage(id: string | undefined) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', page: await adminApi<PatientPage>(`/v1/users/patients/${id}`) });
    } catch (err) {
      setLoad({ state: 'failed', message: errorMessage(err, 'Failed to fetch the patient.') });
    }
  }, [id]);
  useEffect(() => {
    setLoad({ state: 'loading' });
    void reload();
  }, [reload]);
  return { load, reload, setLoad };
}

function AppointmentTable({
  caption,
  appointments,
  onBookAgain,
}: {
  caption: string;
  appointments: PageAppointment[];
  onBookAgain?: (a: PageAppointment) => void;
}) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table-cards admin-static-cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Service and doctor</th>
            <th scope="col">Mode</th>
            <th scope="col">Status</th>
            <th scope="col">Notes</th>
            {onBookAgain && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {appointments.map((a) => (
            <tr key={a.id}>
              <td data-label="When">
                <div>{formatDate(a.time)}</div>
                <div className="admin-cell-note">#{a.id}</div>
              </td>
              <td data-label="Service and doctor">
                <div>{a.service.name}</div>
                <div className="admin-cell-note">{a.doctor.name}</div>
              </td>
              <td data-label="Mode">{bookingCopy.modes[a.mode].label}</td>
              <td data-label="Status">
                <StatusBadge tone={APPOINTMENT_STATUS_TONE[a.status]} hasIcon>
                  {statusLabel(a.status)}
                </StatusBadge>
              </td>
              <td data-label="Notes">
                {a.description && <div>{a.description}</div>}
                {a.cancellation_reason && <div className="admin-cell-note">Cancelled: {a.cancellation_reason}</div>}
                {a.note && (
                  <details className="admin-description">
                    <summary>Doctor&apos;s note</summary>
                    <RichText html={a.note} headingTag="h4" />
                  </details>
                )}
                {!a.description && !a.cancellation_reason && !a.note && <span className="admin-cell-note">None</span>}
              </td>
              {onBookAgain && (
                <td data-label="Actions">
                  <button type="button" className="button button-small button-secondary" onClick={() => onBookAgain(a)}>
                    Book again<span className="visually-hidden"> appointment {a.id}</span>
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ title, id, isEmpty, empty, children }: { title: string; id: string; isEmpty: boolean; empty: string; children: React.ReactNode }) {
  return (
    <section className="admin-dashboard-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isEmpty ? <p className="admin-hint">{empty}</p> : children}
    </section>
  );
}

/** The correction form's values: what is on file. */
const correctionValues = (patient: PatientPage['patient']) => ({
  name: patient.name,
  email: patient.email ?? '',
  mobile: patient.mobile ?? '',
  language: patient.language,
  ...patientDetailsValues(patient),
});

function CorrectDialog({
  page,
  isOpen,
  onClose,
  onSaved,
}: {
  page: PatientPage;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (page: PatientPage) => void;
}) {
  const [values, setValues] = useState<{ name: string; email: string; mobile: string; language: string } & PatientDetailsValues>(() =>
    correctionValues(page.patient),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    if (isOpen) setValues(correctionValues(page.patient));
  }, [isOpen, page]);
  const save = async () => {
    // The mobile goes only when staff changed it: a number is changed deliberately.
    const checked = checkForm(patientCorrectionSchema, {
      ...values,
      mobile: values.mobile === (page.patient.mobile ?? '') ? undefined : values.mobile,
    });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      onSaved(await adminApi<PatientPage>(`/v1/users/patients/${page.patient.id}`, { method: 'PUT', body: checked.data }));
      toast.success('Patient details saved');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'The details could not be saved.'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Correct details"
      confirmLabel={isBusy ? 'Saving...' : 'Save'}
      isBusy={isBusy}
      onConfirm={() => void save()}
      onCancel={onClose}
    >
      <div className="admin-form">
        <TextField label="Name" name="name" value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} error={errors.name} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          error={errors.email}
        />
        <TextField
          label="Mobile"
          name="mobile"
          type="tel"
          value={values.mobile}
          onChange={(mobile) => setValues((v) => ({ ...v, mobile }))}
          hint="With the country code (+91…). Change it only after checking the new number with the patient."
          error={errors.mobile}
        />
        <SelectField
          label="Language of their messages"
          name="language"
          value={values.language}
          onChange={(language) => setValues((v) => ({ ...v, language }))}
          options={LANGUAGE_OPTIONS}
        />
        <PatientDetailsFields values={values} onChange={(details) => setValues((v) => ({ ...v, ...details }))} errors={errors} />
      </div>
    </ConfirmDialog>
  );
}

/** Issue 34: one patient's whole story (details, appointments, money, messages, history) and booking for them. */
export function PatientScreen() {
  const hasAdminLinks = !useIsReceptionist();
  // Enrolling in a programme, pausing and ending it: the desk (admins and receptionists); a doctor reads it.
  const isDesk = useIsDesk();
  const { id } = useParams();
  const { load, reload, setLoad } = usePatientPage(id);
  const [booking, setBooking] = useState<NewAppointmentPrefill | null>(null);
  const [isCorrecting, setIsCorrecting] = useState(false);

  if (load.state === 'loading') return <p className="admin-loading">Loading...</p>;
  if (load.state === 'failed') {
    return (
      <section className="admin-page">
        <BackLink to="/admin/patients">Patients</BackLink>
        <h1>Patient</h1>
        <p role="alert">{load.message}</p>
      </section>
    );
  }
  const { page } = load;
  const { patient } = page;
  const who = { id: patient.id, name: patient.name, mobile: patient.mobile };
  return (
    <section className="admin-page admin-patient-page">
      <BackLink to="/admin/patients">Patients</BackLink>
      <div className="admin-page-heading">
        <h1>{patient.name}</h1>
        <button type="button" className="button" onClick={() => setBooking({ patient: who })}>
          Book for this patient
        </button>
        {hasAdminLinks && (
          <Link className="button button-secondary" to="/admin/courses/plan" state={{ patientId: patient.id, patientName: patient.name }}>
            Plan a course
          </Link>
        )}
      </div>
      <section className="admin-card" aria-label="Details">
        <dl className="admin-details">
          <dt>Mobile</dt>
          <dd>
            {patient.mobile ? formatMobile(patient.mobile) : 'None'}{' '}
            {!patient.phone_verified && <StatusBadge tone="warning">Not verified</StatusBadge>}
          </dd>
          <dt>E-mail</dt>
          <dd>{patient.email ?? 'None'}</dd>
          <dt>Gender</dt>
          <dd>{patient.gender ? GENDER_LABELS[patient.gender] : 'Not given'}</dd>
          <dt>Age</dt>
          <dd>
            {patient.age === null
              ? 'Not given'
              : `${patient.age} years${patient.date_of_birth_estimated ? ' (as given)' : ` (born ${longDateName(patient.date_of_birth!)})`}`}
          </dd>
          <dt>Address</dt>
          <dd>{patient.address ?? 'Not given'}</dd>
          <dt>Emergency contact</dt>
          <dd>
            {patient.emergency_contact_name || patient.emergency_contact_mobile
              ? [patient.emergency_contact_name, patient.emergency_contact_mobile && formatMobile(patient.emergency_contact_mobile)]
                  .filter(Boolean)
                  .join(', ')
              : 'Not given'}
          </dd>
          <dt>Messages in</dt>
          <dd>{LANGUAGE_LABELS[patient.language]}</dd>
          <dt>Patient since</dt>
          <dd>{formatDate(patient.created_at)}</dd>
        </dl>
        <button type="button" className="button button-small button-quiet" onClick={() => setIsCorrecting(true)}>
          Correct details
        </button>
      </section>

      {/* Clinical (issue 51): the doctor's and the admin's; null for the front desk. */}
      {page.health_file && (
        <HealthFilePanel
          patientId={patient.id}
          file={page.health_file}
          onSaved={(health_file) => setLoad({ state: 'loaded', page: { ...page, health_file } })}
        />
      )}
      {page.vitals && (
        <section className="admin-card" aria-labelledby="patient-vitals">
          <h2 id="patient-vitals">Vitals</h2>
          <VitalsTrend history={page.vitals} />
        </section>
      )}

      <Section title="Upcoming appointments" id="patient-upcoming" isEmpty={page.upcoming.length === 0} empty="No upcoming appointments.">
        <AppointmentTable caption="Upcoming appointments" appointments={page.upcoming} />
      </Section>
      <Section title="Past appointments" id="patient-past" isEmpty={page.past.length === 0} empty="No past appointments.">
        <AppointmentTable
          caption="Past appointments"
          appointments={page.past}
          onBookAgain={(a) => setBooking({ patient: who, serviceId: a.service.id, doctorId: a.doctor.id })}
        />
      </Section>
      {/* Comments on visits: the admin's and the doctor's, not the desk's. */}
      {hasAdminLinks && <PatientFeedback patientId={page.patient.id} />}
      <PatientProgrammes patientId={page.patient.id} canEnrol={isDesk} />

      {page.payments && (
        <Section title="Payments" id="patient-payments" isEmpty={page.payments.length === 0} empty="No payments.">
          <div className="admin-table-scroll">
            <table className="admin-table admin-table-cards admin-static-cards">
              <caption className="visually-hidden">Payments</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Appointment</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Method</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {page.payments.map((p) => (
                  <tr key={p.id}>
                    <td data-label="When">{formatDate(p.created_at)}</td>
                    <td data-label="Appointment">{p.appointment_id ? `#${p.appointment_id}` : 'None'}</td>
                    <td data-label="Amount">
                      {formatPaise(p.amount)}
                      {p.refunded > 0 && <div className="admin-cell-note">{formatPaise(p.refunded)} refunded</div>}
                      {p.discount > 0 && (
                        <div className="admin-cell-note">
                          {formatPaise(p.discount)} discount: {p.discount_reason}
                        </div>
                      )}
                    </td>
                    <td data-label="Method">
                      <div>{METHOD_LABELS[p.method] ?? statusLabel(p.method)}</div>
                      {(p.reference || p.waiver_reason || p.taken_by) && (
                        <div className="admin-cell-note">
                          {[p.reference, p.waiver_reason, p.taken_by && `by ${p.taken_by}`].filter(Boolean).join(' · ')}
                        </div>
                      )}
                    </td>
                    <td data-label="Status">
                      <StatusBadge tone={paymentStatusTone(p.status)}>{statusLabel(p.status)}</StatusBadge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}

      {page.refunds && (
        <Section title="Refunds" id="patient-refunds" isEmpty={page.refunds.length === 0} empty="No refunds.">
          <ul className="admin-plain-list">
            {page.refunds.map((r) => (
              <li key={r.id}>
                <strong>{formatPaise(r.amount)}</strong> for #{r.appointment_id} · {statusLabel(r.status)} · {formatDate(r.created_at)}
                <div className="admin-cell-note">{r.reason}</div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {page.messages && (
        <Section title="Messages sent" id="patient-messages" isEmpty={page.messages.length === 0} empty="No messages.">
          <ul className="admin-plain-list">
            {page.messages.map((msg) => (
              <li key={msg.id}>
                <strong>{msg.subject}</strong>
                <div className="admin-cell-note">
                  {statusLabel(msg.channel)} · {statusLabel(msg.status)}
                  {msg.delivery_status && ` · ${statusLabel(msg.delivery_status)}`} · {formatDate(msg.sent_at ?? msg.created_at)}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {page.history && (
        <Section title="History" id="patient-history" isEmpty={page.history.length === 0} empty="No changes recorded.">
          <ul className="admin-plain-list">
            {page.history.map((event) => (
              <li key={event.id}>
                {actionLabel(event.action)} · {recordLabel(event)}
                <div className="admin-cell-note">
                  {actorLabel(event)} · {auditTime(event.at)}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <NewAppointmentDialog prefill={booking} onClose={() => setBooking(null)} onBooked={() => void reload()} />
      <CorrectDialog
        page={page}
        isOpen={isCorrecting}
        onClose={() => setIsCorrecting(false)}
        onSaved={(updated) => setLoad({ state: 'loaded', page: updated })}
      />
    </section>
  );
}

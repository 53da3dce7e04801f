import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { bookingCopy } from '../../content/booking';
import { LOCALES } from '../../i18n/locales';
import { errorMessage } from '../../lib/api/client';
import type { Doctor, Patient, Service, StaffBooking } from '../../lib/api/types';
import type { AppointmentMode } from '../../lib/domain/appointments';
import { DESK_PAYMENT_METHODS, type DeskPaymentMethod } from '../../lib/domain/payments';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { clinicBookingBounds } from '../../lib/time/booking-day';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import type { NotificationChannel } from '../../lib/domain/notifications';
import { PAYMENT_LINK_MINUTES, staffBookingSchema } from '../../lib/validation/staff-booking';
import { CHANNEL_LABELS } from '../messages/message-labels';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SelectField, TextField } from '../components/form-fields';
import { useAdminList } from '../components/useAdminList';
import { adminApi } from '../session/session-store';
import { useDoctorFreeDays } from './useDoctorFreeDays';
import { useRescheduleSlots } from './useRescheduleSlots';
import { EMPTY_PATIENT_DETAILS, PatientDetailsFields } from '../patients/PatientDetailsFields';

/** Who the appointment is for, when the dialog opens from a patient (their page, a row's Book again). */
export interface PatientChoice {
  id: number;
  name: string;
  mobile: string | null;
}

/** What the dialog starts with: a patient, and for Book again the same service and doctor. */
export interface NewAppointmentPrefill {
  patient?: PatientChoice;
  serviceId?: number;
  doctorId?: number;
}

type PaymentChoice = DeskPaymentMethod | 'link' | 'waived';
const PAYMENT_LABELS: Record<PaymentChoice, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  link: 'Payment link (sent to the patient)',
  waived: 'Waived (no charge)',
};
const PAYMENT_OPTIONS = [...DESK_PAYMENT_METHODS, 'link' as const, 'waived' as const].map((value) => ({ value, label: PAYMENT_LABELS[value] }));
/** How long a payment link holds the slot: staff choose per link (issue 45), the server checks 15 minutes to 24 hours. */
const HOLD_OPTIONS = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '240', label: '4 hours' },
  { value: '1440', label: '24 hours' },
];
const LANGUAGE_LABELS: Record<(typeof LOCALES)[number], string> = { en: 'English', hi: 'Hindi', gu: 'Gujarati' };
const LANGUAGE_OPTIONS = LOCALES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
/** A number typed without a country code is an Indian one, as the booking wizard assumes. */
const withCountryCode = (typed: string) =>
  typed.trim().startsWith('+') || typed.trim() === '' ? typed : fullMobileNumber(DEFAULT_COUNTRY_CODE, typed);
const isDeskMethod = (method: string): method is DeskPaymentMethod => (DESK_PAYMENT_METHODS as readonly string[]).includes(method);

/** What the confirmation shows: the booked appointment, or the link sent while the slot is held. */
interface Booked {
  /** The appointment's reference; null while a payment link waits to be paid. */
  id: number | null;
  patientId: number;
  patientName: string;
  time: string;
  mode: AppointmentMode;
  amount: number;
  serviceName: string;
  doctorName: string;
  link: { url: string; expiresAt: string; channels: NotificationChannel[] } | null;
}

/** The channels that carried a link, as staff read them: 'E-mail and SMS'. */
const channelList = (channels: NotificationChannel[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(channels.map((channel) => CHANNEL_LABELS[channel]));

/** The link sent, where it went, and a Copy button for staff to give it by hand (issue 45). */
function SentLink({ link }: { link: NonNullable<Booked['link']> }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied: select it and copy it instead');
    }
  };
  return (
    <>
      <p className="admin-booked-reference">
        The slot is held until {formatDate(link.expiresAt)}. It is booked once the patient pays:{' '}
        <a href={link.url} target="_blank" rel="noreferrer">
          {link.url}
        </a>
      </p>
      <p className="admin-booked-channels">
        {link.channels.length > 0
          ? `Sent to the patient by ${channelList(link.channels)}.`
          : 'Not sent: the patient has no e-mail or mobile on file. Copy the link and give it to them.'}{' '}
        <button type="button" className="button button-small" onClick={() => void copy()}>
          Copy link
        </button>
      </p>
    </>
  );
}

/** Patients whose name starts with, or whose mobile holds, what staff typed (the Patients list's search). */
function usePatientSearch(q: string) {
  const [found, setFound] = useState<Patient[] | null>(null);
  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adminApi<Patient[]>('/v1/users/patients', { query: { q: query, limit: 8 }, signal: controller.signal })
        .then(setFound)
        .catch(() => !controller.signal.aborted && setFound([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return found;
}

interface NewAppointmentDialogProps {
  /** Null keeps the dialog closed; an object (perhaps empty) opens it with those choices made. */
  prefill: NewAppointmentPrefill | null;
  onClose: () => void;
  onBooked?: () => void;
}

/** The new-patient form before staff type anything. */
const NO_NEW_PATIENT = { name: '', mobile: '', email: '', language: 'en', ...EMPTY_PATIENT_DETAILS };

/**
 * Issue 34: the front desk books for a patient who phoned or walked in. Find the patient (or add
 * one), the service, a doctor who offers it, a day and a free time, the mode the service offers,
 * and the fee taken at the desk or waived; one confirmation shows the appointment's reference.
 */
export function NewAppointmentDialog({ prefill, onClose, onBooked }: NewAppointmentDialogProps) {
  const { rows: allServices } = useAdminList<Service>('/v1/services', 'Failed to fetch services.');
  const { rows: allDoctors } = useAdminList<Doctor>('/v1/doctors', 'Failed to fetch doctors.');
  const [patient, setPatient] = useState<PatientChoice | null>(null);
  const [isNewPatient, setIsNewPatient] = useState(false);
  const [search, setSearch] = useState('');
  const [newPatient, setNewPatient] = useState(NO_NEW_PATIENT);
  const [serviceId, setServiceId] = useState('');
  const [doctorId, setDoctorId] = useState('');
  const [date, setDate] = useState('');
  const [slotId, setSlotId] = useState('');
  const [mode, setMode] = useState<AppointmentMode | ''>('');
  const [description, setDescription] = useState('');
  const [method, setMethod] = useState<PaymentChoice>('cash');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [holdMinutes, setHoldMinutes] = useState(String(PAYMENT_LINK_MINUTES));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const found = usePatientSearch(isNewPatient || patient ? '' : search);
  const { slots, isLoading: isLoadingSlots } = useRescheduleSlots(serviceId ? date : '', serviceId ? Number(serviceId) : undefined);
  const searchId = useId();
  const descriptionId = useId();

  const services = allServices.filter((s) => s.status);
  const service = services.find((s) => String(s.id) === serviceId);
  const doctors = allDoctors.filter((d) => d.status && service && d.service_ids.includes(service.id));
  const doctor = doctors.find((d) => String(d.id) === doctorId);
  const freeDays = useDoctorFreeDays(doctor ? serviceId : '', doctor ? doctorId : '');
  const doctorSlots = slots.filter((slot) => String(slot.doctor.id) === doctorId);
  const bounds = clinicBookingBounds(new Date());

  // The dialog opens with what it was given; a prefilled service or doctor no longer offered is left unchosen.
  useEffect(() => {
    if (!prefill) return;
    setPatient(prefill.patient ?? null);
    setServiceId(prefill.serviceId ? String(prefill.serviceId) : '');
    setDoctorId(prefill.doctorId ? String(prefill.doctorId) : '');
  }, [prefill]);
  useEffect(() => {
    if (serviceId && allServices.length > 0 && !service) setServiceId('');
  }, [serviceId, allServices, service]);
  useEffect(() => {
    if (doctorId && allDoctors.length > 0 && service && !doctor) setDoctorId('');
  }, [doctorId, allDoctors, service, doctor]);

  const chooseService = (id: string) => {
    const chosen = services.find((s) => String(s.id) === id);
    setServiceId(id);
    setSlotId('');
    setMode(chosen?.modes.length === 1 ? chosen.modes[0]! : '');
    if (chosen) setAmount(String(chosen.price));
    if (!allDoctors.some((d) => String(d.id) === doctorId && chosen && d.service_ids.includes(chosen.id))) setDoctorId('');
  };
  // A prefilled service also fills its fee and, when it has one way, its mode.
  useEffect(() => {
    if (!service) return;
    setAmount((current) => (current === '' ? String(service.price) : current));
    setMode((current) => (current === '' && service.modes.length === 1 ? service.modes[0]! : current));
  }, [service]);

  const close = () => {
    setPatient(null);
    setIsNewPatient(false);
    setSearch('');
    setNewPatient(NO_NEW_PATIENT);
    setServiceId('');
    setDoctorId('');
    setDate('');
    setSlotId('');
    setMode('');
    setDescription('');
    setMethod('cash');
    setAmount('');
    setReference('');
    setReason('');
    setHoldMinutes(String(PAYMENT_LINK_MINUTES));
    setErrors({});
    setBooked(null);
    onClose();
  };

  const payment = isDeskMethod(method) ? { method, amount, reference } : method === 'link' ? { method, holdMinutes } : { method, reason };
  const book = async () => {
    const checked = staffBookingSchema.safeParse({
      ...(isNewPatient ? { patient: { ...newPatient, mobile: withCountryCode(newPatient.mobile) } } : { patientId: patient?.id }),
      serviceId: serviceId || undefined,
      slotId: slotId || undefined,
      mode: mode || undefined,
      description,
      payment,
    });
    if (!checked.success) {
      // Each field's first problem, by its path (patient.mobile, payment.amount).
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      toast.error(checked.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      const answer = await adminApi<StaffBooking>('/v1/appointments/staff', { method: 'POST', body: checked.data });
      const common = {
        patientId: answer.patientId,
        patientName: isNewPatient ? newPatient.name.trim() : (patient?.name ?? ''),
        serviceName: service?.name ?? '',
        doctorName: doctor?.name ?? '',
      };
      if ('payment_link' in answer) {
        toast.success('Payment link sent');
        const { url, amount: paise, expires_at, channels } = answer.payment_link;
        const time = doctorSlots.find((slot) => slot.id === answer.payment_link.slot_id)?.start_time ?? expires_at;
        setBooked({ ...common, id: null, time, mode: checked.data.mode, amount: paise, link: { url, expiresAt: expires_at, channels } });
      } else {
        toast.success('Appointment booked');
        const { appointment } = answer;
        setBooked({ ...common, id: appointment.id, time: appointment.time, mode: appointment.mode, amount: appointment.payment.amount, link: null });
      }
      onBooked?.();
    } catch (err) {
      toast.error(errorMessage(err, 'The appointment could not be booked.'));
    } finally {
      setIsBusy(false);
    }
  };

  if (booked) {
    return (
      <ConfirmDialog isOpen={prefill !== null} title={booked.link ? 'Payment link sent' : 'Appointment booked'} cancelLabel="Done" onCancel={close}>
        <div className="admin-booked" role="status">
          {booked.link ? (
            <SentLink link={booked.link} />
          ) : (
            <p className="admin-booked-reference">
              Reference <strong>#{booked.id}</strong>
            </p>
          )}
          <dl className="admin-details">
            <dt>Patient</dt>
            <dd>
              <Link to={`/admin/patients/${booked.patientId}`} onClick={close}>
                {booked.patientName}
              </Link>
            </dd>
            <dt>Service</dt>
            <dd>{booked.serviceName}</dd>
            <dt>Doctor</dt>
            <dd>{booked.doctorName}</dd>
            <dt>When</dt>
            <dd>{formatDate(booked.time)}</dd>
            <dt>Mode</dt>
            <dd>{bookingCopy.modes[booked.mode].label}</dd>
            <dt>Payment</dt>
            <dd>
              {method === 'waived'
                ? 'Waived'
                : method === 'link'
                  ? `${formatPaise(booked.amount)} by payment link`
                  : `${formatPaise(booked.amount)} by ${PAYMENT_LABELS[method]}`}
            </dd>
          </dl>
        </div>
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      isOpen={prefill !== null}
      title="New appointment"
      confirmLabel={isBusy ? 'Booking...' : 'Book appointment'}
      isBusy={isBusy}
      onConfirm={() => void book()}
      onCancel={close}
      isWide
    >
      <div className="admin-form admin-new-appointment">
        <fieldset>
          <legend>Patient</legend>
          {patient ? (
            <p className="admin-chosen">
              <strong>{patient.name}</strong> {patient.mobile}{' '}
              <button type="button" className="button button-small button-quiet" onClick={() => setPatient(null)}>
                Change patient
              </button>
            </p>
          ) : isNewPatient ? (
            <>
              <div className="admin-form-row">
                <TextField
                  label="Name"
                  name="patient-name"
                  value={newPatient.name}
                  onChange={(name) => setNewPatient((p) => ({ ...p, name }))}
                  error={errors['patient.name']}
                  autoComplete="off"
                />
                <TextField
                  label="Mobile"
                  name="patient-mobile"
                  type="tel"
                  value={newPatient.mobile}
                  onChange={(mobile) => setNewPatient((p) => ({ ...p, mobile }))}
                  hint="10 digits, or with the country code (+91…)"
                  error={errors['patient.mobile']}
                  autoComplete="off"
                />
              </div>
              <div className="admin-form-row">
                <TextField
                  label="E-mail (optional)"
                  name="patient-email"
                  type="email"
                  value={newPatient.email}
                  onChange={(email) => setNewPatient((p) => ({ ...p, email }))}
                  error={errors['patient.email']}
                  autoComplete="off"
                />
                <SelectField
                  label="Language of their messages"
                  name="patient-language"
                  value={newPatient.language}
                  onChange={(language) => setNewPatient((p) => ({ ...p, language }))}
                  options={LANGUAGE_OPTIONS}
                />
              </div>
              <PatientDetailsFields
                values={newPatient}
                onChange={(details) => setNewPatient((p) => ({ ...p, ...details }))}
                errors={errors}
                prefix="patient."
              />
              <button type="button" className="button button-small button-quiet" onClick={() => setIsNewPatient(false)}>
                Find a registered patient instead
              </button>
            </>
          ) : (
            <>
              <div className="admin-field">
                <label htmlFor={searchId}>Find by name or mobile</label>
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  autoComplete="off"
                  onChange={(e) => setSearch(e.target.value)}
                  aria-describedby={errors.patientId ? `${searchId}-error` : undefined}
                />
                {errors.patientId && (
                  <p className="admin-field-error" id={`${searchId}-error`}>
                    {errors.patientId}
                  </p>
                )}
              </div>
              {found && found.length === 0 && <p role="status">No patient found.</p>}
              {found && found.length > 0 && (
                <ul className="admin-pick-list" aria-label="Patients found">
                  {found.map((p) => (
                    <li key={p.id}>
                      <button
                        type="button"
                        className="button button-small button-quiet"
                        onClick={() => setPatient({ id: p.id, name: p.name, mobile: p.mobile })}
                      >
                        {p.name} <span className="admin-cell-note">{p.mobile}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <button type="button" className="button button-small button-secondary" onClick={() => setIsNewPatient(true)}>
                Add a new patient
              </button>
            </>
          )}
        </fieldset>

        <fieldset>
          <legend>Appointment</legend>
          <div className="admin-form-row">
            <SelectField
              label="Service"
              name="service"
              value={serviceId}
              onChange={chooseService}
              options={services.map((s) => ({ value: String(s.id), label: `${s.name} (${formatPaise(s.price * 100)})` }))}
              placeholder="Choose a service"
              error={errors.serviceId}
            />
            <SelectField
              label="Doctor"
              name="doctor"
              value={doctorId}
              onChange={(id) => {
                setDoctorId(id);
                setSlotId('');
              }}
              options={doctors.map((d) => ({ value: String(d.id), label: d.name }))}
              placeholder={service ? 'Choose a doctor' : 'Choose a service first'}
            />
          </div>
          {doctorId && (
            <div className="admin-field">
              <span className="admin-label" id={`${descriptionId}-free-days`}>
                Next free days
              </span>
              {freeDays.isLoading ? (
                <p role="status">Finding free days...</p>
              ) : freeDays.days.length === 0 ? (
                <p role="status">No free times with {doctor?.name} in the next two weeks: choose a later day below.</p>
              ) : (
                <div className="admin-chips" role="group" aria-labelledby={`${descriptionId}-free-days`}>
                  {freeDays.days.map((day) => (
                    <button
                      key={day.date}
                      type="button"
                      className="admin-chip"
                      aria-pressed={date === day.date}
                      onClick={() => {
                        setDate(day.date);
                        setSlotId('');
                      }}
                    >
                      {day.label} <span className="admin-cell-note">{day.count} free</span>
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
          <TextField
            label="Day"
            name="date"
            type="date"
            value={date}
            min={bounds.min}
            max={bounds.max}
            disabled={!doctorId}
            onChange={(day) => {
              setDate(day);
              setSlotId('');
            }}
          />
          {doctorId && date && (
            <fieldset className="admin-slot-choice" aria-describedby={errors.slotId ? `${descriptionId}-slot-error` : undefined}>
              <legend>Time</legend>
              {isLoadingSlots ? (
                <p role="status">Loading free times...</p>
              ) : doctorSlots.length === 0 ? (
                <p role="status">No free times with {doctor?.name} on this day.</p>
              ) : (
                <div className="admin-chips">
                  {doctorSlots.map((slot) => (
                    <label key={slot.id} className="admin-chip">
                      <input
                        type="radio"
                        name="slot"
                        value={slot.id}
                        checked={slotId === String(slot.id)}
                        onChange={() => setSlotId(String(slot.id))}
                      />
                      <span>{formatDate(slot.start_time, 'time')}</span>
                    </label>
                  ))}
                </div>
              )}
              {errors.slotId && (
                <p className="admin-field-error" id={`${descriptionId}-slot-error`}>
                  {errors.slotId}
                </p>
              )}
            </fieldset>
          )}
          {service && (
            <fieldset className="admin-slot-choice">
              <legend>Mode</legend>
              <div className="admin-chips">
                {service.modes.map((m) => (
                  <label key={m} className="admin-chip">
                    <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                    <span>{bookingCopy.modes[m].label}</span>
                  </label>
                ))}
              </div>
              {errors.mode && <p className="admin-field-error">{errors.mode}</p>}
            </fieldset>
          )}
          <div className="admin-field">
            <label htmlFor={descriptionId}>Description (optional)</label>
            <textarea id={descriptionId} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
        </fieldset>

        <fieldset>
          <legend>Payment</legend>
          <SelectField label="Method" name="method" value={method} onChange={(v) => setMethod(v as PaymentChoice)} options={PAYMENT_OPTIONS} />
          {isDeskMethod(method) ? (
            <div className="admin-form-row">
              <TextField label="Amount (₹)" name="amount" inputMode="decimal" value={amount} onChange={setAmount} error={errors['payment.amount']} />
              <TextField
                label="Reference (optional)"
                name="reference"
                value={reference}
                onChange={setReference}
                hint="UPI or card slip number"
                error={errors['payment.reference']}
              />
            </div>
          ) : method === 'link' ? (
            <>
              <SelectField
                label="Hold the slot for"
                name="holdMinutes"
                value={holdMinutes}
                onChange={setHoldMinutes}
                options={HOLD_OPTIONS}
                error={errors['payment.holdMinutes']}
              />
              <p className="admin-hint">
                The patient gets the link by SMS, WhatsApp and e-mail; the slot is held for them until it expires (never past the start).
              </p>
            </>
          ) : (
            <TextField label="Reason for waiving the fee" name="reason" value={reason} onChange={setReason} error={errors['payment.reason']} />
          )}
        </fieldset>
      </div>
    </ConfirmDialog>
  );
}

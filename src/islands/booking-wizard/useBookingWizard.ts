import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, PAID_MAX_ATTEMPTS, type RetryWhenBusy, api, apiFetch } from '../../lib/api/client';
import type { BookedAppointment, OrderResponse, PaymentConfirmation, Service, AvailableSlot } from '../../lib/api/types';
import { clinicDayRangeIso } from '../../lib/time/booking-day';
import { readBookAgain } from '../../lib/booking/book-again';
import { APPOINTMENT_MODES, type AppointmentMode } from '../../lib/domain/appointments';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import type { PatientCopy } from '../../i18n/patient-copy';
import {
  $patientSession,
  $registeredDetails,
  endPatientSession,
  restorePatientSession,
  signOutPatient,
} from '../phone-verification/patient-session-store';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { usePhoneVerification } from '../phone-verification/usePhoneVerification';
import { usePatientCopy } from '../shared/island-language';
import { PRIVACY_NOTICE_VERSION, TELECONSULTATION_CONSENT_VERSION } from '../../lib/validation/consent';
import { payLocalOrder, payWithRazorpay } from './razorpay-checkout';

/** SPEC §9: the pause before the wizard offers another booking. */
export const RETURN_TO_SERVICE_MS = 2000;

/** One toast id for the whole booking flow: a new message replaces the last (never a stale failure beside a success). */
export const BOOKING_TOAST_ID = 'booking';

export type WizardMode = 'existing' | 'new';
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** SPEC §3 booking form, plus the consultation mode beside it. */
export interface BookingForm {
  name: string;
  email: string;
  phone: string;
  country_code: string;
  gender: string;
  serviceId: string;
  describe: string;
  date: string;
  slotId: string;
  consultationMode: AppointmentMode;
  /** The privacy notice ticked at registration (DPDP Act 2023). */
  privacyAgreed: boolean;
}

/** The wizard's fields that can show a problem beside them. */
export type FormField = 'name' | 'phone' | 'serviceId' | 'describe' | 'date' | 'slotId' | 'privacyAgreed';

const initialForm: BookingForm = {
  name: '',
  email: '',
  phone: '',
  country_code: DEFAULT_COUNTRY_CODE,
  gender: '',
  serviceId: '',
  describe: '',
  date: '',
  slotId: '',
  consultationMode: 'video',
  privacyAgreed: false,
};

/** What the confirmation panel shows: the booked appointment and what the patient chose. */
export interface Booking {
  appointment: BookedAppointment['appointment'];
  serviceName: string;
  doctor: AvailableSlot['doctor'];
  endTime: string;
}

/** Where a step's Next is blocked: the field and the SPEC §5 message that says why. */
function stepError(step: WizardStep, form: BookingForm, m: PatientCopy['messages']['booking']): { field: FormField; message: string } | null {
  if (step === 1 && !form.serviceId) return { field: 'serviceId', message: m.serviceAndDescriptionRequired };
  if (step === 1 && !form.describe.trim()) return { field: 'describe', message: m.serviceAndDescriptionRequired };
  if (step === 2 && !form.date) return { field: 'date', message: m.dateRequired };
  if (step === 3 && !form.slotId) return { field: 'slotId', message: m.slotRequired };
  return null;
}

/** The wizard's state, API calls and transitions (SPEC §2, §4); BookingWizard.tsx is only markup. */
export function useBookingWizard({ firebase, clinicName }: { firebase: FirebaseWebConfig | null; clinicName: string }) {
  const {
    messages: { booking: m, verificationCode: verificationCodeMessages, busy: busyMessages },
    consultation: { privacyNotice: privacyNoticeCopy },
    errorText,
    locale,
  } = usePatientCopy();
  const session = useStore($patientSession);
  const [mode, setMode] = useState<WizardMode | null>(null);
  const [step, setStep] = useState<WizardStep>(0);
  const [form, setForm] = useState<BookingForm>(initialForm);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [services, setServices] = useState<Service[]>([]);
  const [slots, setSlots] = useState<AvailableSlot[] | null>(null);
  const [doctorChoice, setDoctorChoice] = useState('any');
  /** Book again's doctor, until the patient chooses one themselves. */
  const preferredDoctor = useRef<string | null>(null);
  const chooseDoctor = (key: string) => {
    preferredDoctor.current = null;
    setDoctorChoice(key);
  };
  const [isLoadingSlots, setIsLoadingSlots] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [localOrder, setLocalOrder] = useState<OrderResponse | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  /** A cross-path error: the button under it takes the patient to the other path with the number kept. */
  const [pathHint, setPathHint] = useState<WizardMode | null>(null);
  const verification = usePhoneVerification({ firebase, onVerified: () => setStep(1), toastId: BOOKING_TOAST_ID });
  const returnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A second press while the first order is being made must not make a second order.
  const isPaying = useRef(false);
  /**
   * For calls safe to repeat: a busy clinic (503) is asked again after its Retry-After, and the
   * patient is told so meanwhile. create-order reuses the patient's live order (a retry never
   * holds twice) and verify-payment answers a verified order with its appointment.
   */
  const whenBusy: RetryWhenBusy = {
    onRetry: (_attempt, waitMs) => toast(busyMessages.retrying, { id: BOOKING_TOAST_ID, duration: waitMs + 1000 }),
  };

  useEffect(() => {
    if (restorePatientSession()) {
      setMode('existing');
      setStep(1);
      toast.success(m.sessionRestored, { id: BOOKING_TOAST_ID });
    }
    // Book again (issues 34, 45): ?service=&doctor=&mode= starts with that service, doctor and mode; an id or mode not offered is ignored.
    const again = readBookAgain(window.location.search);
    preferredDoctor.current = again.doctorId === undefined ? null : String(again.doctorId);
    api<Service[]>('/v1/services', { retryWhenBusy: whenBusy })
      .then((found) => {
        setServices(found);
        const service = found.find((s) => s.id === again.serviceId && s.status);
        if (service)
          setForm((f) => (f.serviceId === '' ? { ...f, serviceId: String(service.id), consultationMode: again.mode ?? f.consultationMode } : f));
      })
      .catch(() => toast.error(m.servicesFailed, { id: BOOKING_TOAST_ID }));
    return () => clearTimeout(returnTimer.current);
  }, []);

  // SPEC §7: the slot lookup runs once a service and a date are chosen (one clinic day, that service's doctors).
  useEffect(() => {
    if (!form.serviceId || !form.date) return;
    const controller = new AbortController();
    setIsLoadingSlots(true);
    api<AvailableSlot[]>('/v1/time-slots/available', {
      query: { ...clinicDayRangeIso(form.date), serviceId: form.serviceId },
      token: session?.token,
      signal: controller.signal,
      retryWhenBusy: whenBusy,
    })
      .then((found) => {
        setSlots(found);
        // The doctor Book again asked for, while they have free times that day and the patient has not chosen another.
        const preferred = preferredDoctor.current;
        if (preferred !== null && found.some((slot) => String(slot.doctor.id) === preferred)) setDoctorChoice(preferred);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setSlots([]);
        toast.error(errorText(err, m.slotsFailed), { id: BOOKING_TOAST_ID });
      })
      .finally(() => !controller.signal.aborted && setIsLoadingSlots(false));
    return () => controller.abort();
  }, [form.serviceId, form.date, session?.token]);

  // The cross-path answers of send-otp: an unknown number belongs on the registration path.
  const verificationError = verification.error;
  const sendOtpPathHint: WizardMode | null =
    mode === 'existing' && verificationError?.field === 'phone' && verificationError.message === verificationCodeMessages.unknownMobile
      ? 'new'
      : null;

  const update = (changes: Partial<BookingForm>) => {
    setForm((f) => ({ ...f, ...changes }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in changes))));
    if ('phone' in changes || 'country_code' in changes) setPathHint(null);
  };
  const mobile = () => fullMobileNumber(form.country_code, form.phone);
  const selectedService = services.find((s) => s.id === Number.parseInt(form.serviceId, 10));
  // Only the ways the chosen service is offered (issue 34); a choice it does not offer falls to its first.
  const offeredModes: readonly AppointmentMode[] = selectedService?.modes ?? APPOINTMENT_MODES;
  const consultationMode = offeredModes.includes(form.consultationMode) ? form.consultationMode : offeredModes[0]!;
  const selectedSlot = slots?.find((s) => String(s.id) === form.slotId);

  function fail(field: FormField, message: string) {
    setErrors((e) => ({ ...e, [field]: message }));
    toast.error(message, { id: BOOKING_TOAST_ID });
  }

  function onSignedOut() {
    endPatientSession();
    setMode('existing');
    setStep(0);
  }

  /** Registration, then the code is sent in the same press (SPEC §4: on to the existing-user verification). */
  async function register() {
    if (!form.name.trim()) {
      fail('name', m.registrationRequired);
      return;
    }
    if (!form.phone.trim()) {
      fail('phone', m.registrationRequired);
      return;
    }
    if (!form.privacyAgreed) {
      fail('privacyAgreed', privacyNoticeCopy.required);
      return;
    }
    setIsBusy(true);
    let isRegistered = false;
    try {
      const details = { name: form.name.trim(), email: form.email.trim() || null, mobile: mobile(), gender: form.gender || null };
      // The patient's language is kept with the registration: their messages come in it.
      // With the version of the privacy notice the patient ticked: the server keeps it and the time.
      await api('/v1/users', { method: 'POST', body: { ...details, language: locale, privacy_notice_version: PRIVACY_NOTICE_VERSION } });
      $registeredDetails.set(details);
      isRegistered = true;
      toast.success(m.registered, { id: BOOKING_TOAST_ID });
      setMode('existing');
      setStep(0);
    } catch (err) {
      const message = errorText(err, m.registerFailed);
      fail('phone', message);
      if (message === verificationCodeMessages.mobileTaken) setPathHint('existing');
    } finally {
      setIsBusy(false);
    }
    if (isRegistered) await verification.sendCode(form);
  }

  function next() {
    const error = stepError(step, form, m);
    if (error) {
      fail(error.field, error.message);
      return;
    }
    // Going past Service Details starts a new booking: the last confirmation has done its job.
    if (step === 1) setBooking(null);
    setStep((s) => Math.min(4, s + 1) as WizardStep);
  }

  // Back to step 0 too: for a signed-in patient it shows the verified number, not a new code (VerifiedNumber).
  const previous = () => setStep((s) => Math.max(0, s - 1) as WizardStep);

  function onBooked(booked: BookedAppointment, slot: AvailableSlot, serviceName: string) {
    setBooking({ appointment: booked.appointment, serviceName, doctor: slot.doctor, endTime: slot.end_time });
    toast.success(m.booked, { id: BOOKING_TOAST_ID });
    update({ serviceId: '', describe: '', date: '', slotId: '', consultationMode: 'video' });
    setSlots(null);
    setDoctorChoice('any');
    returnTimer.current = setTimeout(() => {
      setStep(1);
      toast(m.readyForAnother, { id: BOOKING_TOAST_ID });
    }, RETURN_TO_SERVICE_MS);
  }

  async function verifyPayment(order: OrderResponse, confirmation: PaymentConfirmation, slot: AvailableSlot, serviceName: string) {
    try {
      const { data } = await apiFetch<BookedAppointment>('/v1/appointments/verify-payment', {
        method: 'POST',
        token: session?.token,
        body: { ...confirmation, userId: order.userId, slotId: order.slotId, description: order.description, serviceId: order.serviceId },
        retryWhenBusy: { ...whenBusy, maxAttempts: PAID_MAX_ATTEMPTS },
      });
      onBooked(data, slot, serviceName);
    } catch (err) {
      toast.error(errorText(err, m.paymentVerifyFailed), { id: BOOKING_TOAST_ID });
    }
  }

  async function pay() {
    if (!session?.token || !form.slotId || !selectedSlot || !selectedService) {
      return void toast.error(m.paymentSelectionMissing, { id: BOOKING_TOAST_ID });
    }
    if (isPaying.current) return;
    isPaying.current = true;
    setIsBusy(true);
    const slot = selectedSlot;
    const serviceName = selectedService.name;
    try {
      const order = await api<OrderResponse>('/v1/appointments/create-order', {
        method: 'POST',
        token: session.token,
        body: {
          userId: session.userId,
          slotId: Number(form.slotId),
          description: form.describe.trim(),
          serviceId: Number(form.serviceId),
          mode: consultationMode,
          // Paying under the consent shown beside the button is the patient's agreement to it.
          consent_version: TELECONSULTATION_CONSENT_VERSION,
        },
        retryWhenBusy: whenBusy,
      });
      if (order.provider === 'local') {
        setLocalOrder(order);
        return;
      }
      const confirmation = await payWithRazorpay(order, { name: form.name, contact: form.phone ? mobile() : undefined }, clinicName);
      if (!confirmation) return void toast.error(m.paymentFailed, { id: BOOKING_TOAST_ID });
      await verifyPayment(order, confirmation, slot, serviceName);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSignedOut();
      toast.error(errorText(err, m.paymentStartFailed), { id: BOOKING_TOAST_ID });
    } finally {
      isPaying.current = false;
      setIsBusy(false);
    }
  }

  /** The local checkout dialog's Pay: the simulator signs a payment, then it is verified as Razorpay's would be. */
  async function payLocally() {
    const order = localOrder!;
    if (isPaying.current || !selectedSlot || !selectedService) return;
    isPaying.current = true;
    setIsBusy(true);
    try {
      const confirmation = await payLocalOrder(order);
      setLocalOrder(null);
      await verifyPayment(order, confirmation, selectedSlot, selectedService.name);
    } catch {
      setLocalOrder(null);
      toast.error(m.paymentFailed, { id: BOOKING_TOAST_ID });
    } finally {
      isPaying.current = false;
      setIsBusy(false);
    }
  }

  function failLocally() {
    setLocalOrder(null);
    toast.error(m.paymentFailed, { id: BOOKING_TOAST_ID });
  }

  /** Existing or first time: changeable until the patient is verified; the number typed stays. */
  function chooseMode(next: WizardMode) {
    verification.reset();
    setPathHint(null);
    setErrors({});
    setMode(next);
    setStep(0);
  }

  return {
    session,
    mode,
    step,
    form,
    errors,
    verification,
    services,
    selectedService,
    offeredModes,
    consultationMode,
    slots,
    selectedSlot,
    doctorChoice,
    setDoctorChoice: chooseDoctor,
    isLoadingSlots,
    isBusy,
    localOrder,
    booking,
    pathHint: pathHint ?? sendOtpPathHint,
    dismissBooking: () => setBooking(null),
    update,
    chooseMode,
    register,
    next,
    previous,
    pay,
    payLocally,
    failLocally,
    signOut: () => {
      signOutPatient();
      onSignedOut();
      setMode(null);
    },
    /** Step 0's other number: the session ends and the code form waits, empty, for the new number. */
    useAnotherNumber: () => {
      signOutPatient();
      onSignedOut();
      verification.reset();
      update({ phone: '' });
    },
  };
}

export type BookingWizardState = ReturnType<typeof useBookingWizard>;

import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, api, apiFetch, errorMessage } from '../../lib/api/client';
import type { TimeSlot, BookedAppointment, OrderResponse, PaymentConfirmation, Service } from '../../lib/api/types';
import { dayRangeIso } from '../../lib/time/booking-day';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import { bookingMessages as m } from '../../lib/validation/messages';
import {
  $patientSession,
  $registeredDetails,
  endPatientSession,
  restorePatientSession,
  signOutPatient,
} from '../phone-verification/patient-session-store';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { usePhoneVerification } from '../phone-verification/usePhoneVerification';
import { payWithRazorpay } from './razorpay-checkout';

/** SPEC §9: the pause before the wizard offers another booking. */
export const RETURN_TO_SERVICE_MS = 2000;

export type WizardMode = 'existing' | 'new';
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** SPEC §3 booking form. */
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
}

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
};

/** Where a step's Next is blocked, the SPEC §5 message that says why. */
function stepError(step: WizardStep, form: BookingForm): string | null {
  if (step === 1 && (!form.serviceId || !form.describe.trim())) return m.serviceAndDescriptionRequired;
  if (step === 2 && !form.date) return m.dateRequired;
  if (step === 3 && !form.slotId) return m.slotRequired;
  return null;
}

/** The wizard's state, API calls and transitions (SPEC §2, §4); BookingWizard.tsx is only markup. */
export function useBookingWizard({ firebase, clinicName }: { firebase: FirebaseWebConfig | null; clinicName: string }) {
  const session = useStore($patientSession);
  const [mode, setMode] = useState<WizardMode | null>(null);
  const [step, setStep] = useState<WizardStep>(0);
  const [form, setForm] = useState<BookingForm>(initialForm);
  const [services, setServices] = useState<Service[]>([]);
  const [slots, setSlots] = useState<TimeSlot[] | null>(null);
  const [isLoadingSlots, setIsLoadingSlots] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [localOrder, setLocalOrder] = useState<OrderResponse | null>(null);
  const verification = usePhoneVerification({ firebase, onVerified: () => setStep(1) });
  const returnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (restorePatientSession()) {
      setMode('existing');
      setStep(1);
      toast.success(m.sessionRestored);
    }
    api<Service[]>('/v1/services')
      .then(setServices)
      .catch(() => toast.error(m.servicesFailed));
    return () => clearTimeout(returnTimer.current);
  }, []);

  // SPEC §7: the slot lookup runs once a service and a date are chosen.
  useEffect(() => {
    if (!form.serviceId || !form.date) return;
    const controller = new AbortController();
    setIsLoadingSlots(true);
    api<TimeSlot[]>('/v1/time-slots/available', { query: dayRangeIso(form.date), token: session?.token, signal: controller.signal })
      .then(setSlots)
      .catch((err) => {
        if (controller.signal.aborted) return;
        setSlots([]);
        toast.error(errorMessage(err, m.slotsFailed));
      })
      .finally(() => !controller.signal.aborted && setIsLoadingSlots(false));
    return () => controller.abort();
  }, [form.serviceId, form.date, session?.token]);

  const update = (changes: Partial<BookingForm>) => setForm((f) => ({ ...f, ...changes }));
  const mobile = () => fullMobileNumber(form.country_code, form.phone);
  const selectedService = services.find((s) => s.id === Number.parseInt(form.serviceId, 10));
  const selectedSlot = slots?.find((s) => String(s.id) === form.slotId);

  function onSignedOut() {
    endPatientSession();
    setMode('existing');
    setStep(0);
  }

  async function register() {
    if (!form.name.trim() || !form.phone.trim()) return void toast.error(m.registrationRequired);
    setIsBusy(true);
    try {
      const details = { name: form.name.trim(), email: form.email.trim() || null, mobile: mobile(), gender: form.gender || null };
      await api('/v1/users', { method: 'POST', body: details });
      $registeredDetails.set(details);
      toast.success(m.registered);
      // SPEC §4: a new patient continues with the existing-user verification.
      setMode('existing');
      setStep(0);
    } catch (err) {
      toast.error(errorMessage(err, m.registerFailed));
    } finally {
      setIsBusy(false);
    }
  }

  function next() {
    const error = stepError(step, form);
    if (error) return void toast.error(error);
    setStep((s) => Math.min(4, s + 1) as WizardStep);
  }

  const previous = () => setStep((s) => Math.max(0, s - 1) as WizardStep);

  function onBooked() {
    toast.success(m.booked);
    update({ serviceId: '', describe: '', date: '', slotId: '' });
    setSlots(null);
    returnTimer.current = setTimeout(() => {
      setStep(1);
      toast(m.readyForAnother);
    }, RETURN_TO_SERVICE_MS);
  }

  async function verifyPayment(order: OrderResponse, confirmation: PaymentConfirmation) {
    try {
      await apiFetch<BookedAppointment>('/v1/appointments/verify-payment', {
        method: 'POST',
        token: session?.token,
        body: { ...confirmation, userId: order.userId, slotId: order.slotId, description: order.description, serviceId: order.serviceId },
      });
      onBooked();
    } catch (err) {
      toast.error(errorMessage(err, m.paymentVerifyFailed));
    }
  }

  async function pay() {
    if (!session?.token || !form.slotId) return void toast.error(m.paymentSelectionMissing);
    setIsBusy(true);
    try {
      const order = await api<OrderResponse>('/v1/appointments/create-order', {
        method: 'POST',
        token: session.token,
        body: { userId: session.userId, slotId: Number(form.slotId), description: form.describe.trim(), serviceId: Number(form.serviceId) },
      });
      if (order.provider === 'local') return setLocalOrder(order);
      const confirmation = await payWithRazorpay(order, { name: form.name, contact: form.phone ? mobile() : undefined }, clinicName);
      if (!confirmation) return void toast.error(m.paymentFailed);
      await verifyPayment(order, confirmation);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSignedOut();
      toast.error(errorMessage(err, m.paymentStartFailed));
    } finally {
      setIsBusy(false);
    }
  }

  /** The local checkout dialog's Pay: the simulator signs a payment, then it is verified as Razorpay's would be. */
  async function payLocally() {
    const order = localOrder!;
    setIsBusy(true);
    try {
      const confirmation = await api<PaymentConfirmation>('/dev/checkout/pay', { method: 'POST', body: { order_id: order.order_id } });
      setLocalOrder(null);
      await verifyPayment(order, confirmation);
    } catch {
      setLocalOrder(null);
      toast.error(m.paymentFailed);
    } finally {
      setIsBusy(false);
    }
  }

  function failLocally() {
    setLocalOrder(null);
    toast.error(m.paymentFailed);
  }

  function chooseMode(next: WizardMode) {
    setMode(next);
    setStep(0);
  }

  return {
    session,
    mode,
    step,
    form,
    verification,
    services,
    selectedService,
    slots,
    selectedSlot,
    isLoadingSlots,
    isBusy,
    localOrder,
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
  };
}

export type BookingWizardState = ReturnType<typeof useBookingWizard>;

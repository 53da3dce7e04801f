import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, PAID_MAX_ATTEMPTS, api } from '../../lib/api/client';
import type { BookedAppointment, ConsultationClaimAnswer, OrderResponse, PaymentConfirmation } from '../../lib/api/types';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import { TELECONSULTATION_CONSENT_VERSION } from '../../lib/validation/consent';
import { payLocalOrder, payWithRazorpay } from '../booking-wizard/razorpay-checkout';
import { $patientSession, endPatientSession, restorePatientSession } from '../phone-verification/patient-session-store';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { type PhoneInput, usePhoneVerification } from '../phone-verification/usePhoneVerification';
import { usePatientCopy } from '../shared/island-language';

/**
 * A consultation offer's claim (issue 48, docs/decisions/053, 061): the number verified as for a
 * booking, then POST /v1/waitlist/claim (the freed slot becomes the patient's checkout hold), then
 * the wizard's own checkout: create-order, the local simulator's dialog or Razorpay, verify-payment.
 * The claim is made once: a failed payment is tried again on the same hold.
 */
export function useConsultationClaim({
  offerToken,
  firebase,
  clinicName,
}: {
  offerToken: string;
  firebase: FirebaseWebConfig | null;
  clinicName: string;
}) {
  const {
    workshopSessions: { consultationWaitlist: copy, workshopSessions: seatCopy },
    messages: { booking: m },
    errorText,
  } = usePatientCopy();
  const patient = useStore($patientSession);
  const [phone, setPhone] = useState<PhoneInput>({ country_code: DEFAULT_COUNTRY_CODE, phone: '' });
  const [describe, setDescribe] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState<ConsultationClaimAnswer | null>(null);
  const [localOrder, setLocalOrder] = useState<OrderResponse | null>(null);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const verification = usePhoneVerification({ firebase, onVerified: () => setError(null), toastId: 'waitlist-claim' });
  const isPaying = useRef(false);

  useEffect(() => void restorePatientSession(), []);

  async function verify(order: OrderResponse, confirmation: PaymentConfirmation) {
    try {
      const paid = await api<BookedAppointment>('/v1/appointments/verify-payment', {
        method: 'POST',
        token: patient?.token,
        body: { ...confirmation, userId: order.userId, slotId: order.slotId, description: order.description, serviceId: order.serviceId },
        retryWhenBusy: { maxAttempts: PAID_MAX_ATTEMPTS },
      });
      setBooked(paid);
    } catch (err) {
      setError(errorText(err, m.paymentVerifyFailed));
    }
  }

  async function claim() {
    if (!patient || isPaying.current) return;
    if (!describe.trim()) return setError(copy.describeRequired);
    isPaying.current = true;
    setBusy(true);
    setError(null);
    try {
      const hold =
        claimed ?? (await api<ConsultationClaimAnswer>('/v1/waitlist/claim', { method: 'POST', token: patient.token, body: { token: offerToken } }));
      setClaimed(hold);
      const order = await api<OrderResponse>('/v1/appointments/create-order', {
        method: 'POST',
        token: patient.token,
        body: {
          userId: patient.userId,
          slotId: hold.slotId,
          description: describe.trim(),
          serviceId: hold.serviceId,
          mode: hold.mode,
          consent_version: TELECONSULTATION_CONSENT_VERSION,
        },
        retryWhenBusy: {},
      });
      if (order.provider === 'local') return setLocalOrder(order);
      const confirmation = await payWithRazorpay(
        order,
        { contact: phone.phone ? fullMobileNumber(phone.country_code, phone.phone) : undefined },
        clinicName,
      );
      if (!confirmation) return setError(m.paymentFailed);
      await verify(order, confirmation);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) endPatientSession();
      setError(errorText(err, seatCopy.startFailed));
    } finally {
      isPaying.current = false;
      setBusy(false);
    }
  }

  async function payLocally() {
    if (!localOrder || isPaying.current) return;
    isPaying.current = true;
    setBusy(true);
    try {
      const confirmation = await payLocalOrder(localOrder);
      setLocalOrder(null);
      await verify(localOrder, confirmation);
    } catch {
      setLocalOrder(null);
      setError(m.paymentFailed);
    } finally {
      isPaying.current = false;
      setBusy(false);
    }
  }

  return {
    patient,
    phone,
    setPhone: (changes: Partial<PhoneInput>) => setPhone((p) => ({ ...p, ...changes })),
    verification,
    describe,
    setDescribe: (value: string) => {
      setDescribe(value);
      setError(null);
    },
    error,
    isBusy,
    localOrder,
    booked,
    claim,
    payLocally,
    failLocally: () => {
      setLocalOrder(null);
      setError(m.paymentFailed);
    },
  };
}

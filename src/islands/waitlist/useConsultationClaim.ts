import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import type { BookedAppointment, ConsultationClaimAnswer, OrderResponse } from '../../lib/api/types';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import { TELECONSULTATION_CONSENT_VERSION } from '../../lib/validation/consent';
import { useCheckoutPayment } from '../booking-wizard/useCheckoutPayment';
import { $patientSession, restorePatientSession } from '../phone-verification/patient-session-store';
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
  const [claimed, setClaimed] = useState<ConsultationClaimAnswer | null>(null);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const verification = usePhoneVerification({ firebase, onVerified: () => setError(null), toastId: 'waitlist-claim' });
  const checkout = useCheckoutPayment<BookedAppointment, OrderResponse>({
    verifyPath: '/v1/appointments/verify-payment',
    verifyBody: (order, confirmation) => ({
      ...confirmation,
      userId: order.userId,
      slotId: order.slotId,
      description: order.description,
      serviceId: order.serviceId,
    }),
    token: patient?.token,
    clinicName,
    paid: setBooked,
    failed: (err, stage) =>
      setError(stage === 'start' ? errorText(err, seatCopy.startFailed) : err ? errorText(err, m.paymentVerifyFailed) : m.paymentFailed),
  });
  const { isBusy, localOrder } = checkout;

  useEffect(() => void restorePatientSession(), []);

  function claim() {
    if (!patient) return;
    if (!describe.trim()) {
      setError(copy.describeRequired);
      return;
    }
    setError(null);
    void checkout.pay(
      async () => {
        const hold =
          claimed ??
          (await api<ConsultationClaimAnswer>('/v1/waitlist/claim', { method: 'POST', token: patient.token, body: { token: offerToken } }));
        setClaimed(hold);
        return api<OrderResponse>('/v1/appointments/create-order', {
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
      },
      { contact: phone.phone ? fullMobileNumber(phone.country_code, phone.phone) : undefined },
    );
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
    payLocally: checkout.payLocally,
    failLocally: () => {
      checkout.closeLocalCheckout();
      setError(m.paymentFailed);
    },
  };
}

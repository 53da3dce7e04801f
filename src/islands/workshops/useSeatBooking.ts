import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import type { PublicClassSession, SeatHoldAnswer, SeatPaymentAnswer } from '../../lib/api/types';
import type { SeatMode } from '../../lib/domain/classes';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import type { CheckoutOrder } from '../booking-wizard/razorpay-checkout';
import { useCheckoutPayment } from '../booking-wizard/useCheckoutPayment';
import { $patientSession, restorePatientSession } from '../phone-verification/patient-session-store';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { type PhoneInput, usePhoneVerification } from '../phone-verification/usePhoneVerification';
import { usePatientCopy } from '../shared/island-language';

/** The modes of a session with a seat left, in-person first. */
const openModes = (session: Pick<PublicClassSession, 'seatsLeft'>): SeatMode[] =>
  (['in_person', 'online'] as const).filter((mode) => session.seatsLeft[mode] > 0);

/** A seat taken: what the confirmation says. */
interface BookedSeat {
  mode: SeatMode;
  receiptNumber: string | null;
}

/**
 * Booking a seat in one session (issue 48): the appointment wizard's phone verification, then
 * POST /v1/class-seats (a hold and its order; a free seat is paid at once), then the same
 * checkout (the local simulator's dialog, or Razorpay) and verify-payment. A refusal is shown
 * beside the button in the page's language (its classSeats.* key). A waitlist offer's claim
 * (docs/decisions/050) gives its own `hold`: the claim answers the same hold and order.
 */
export function useSeatBooking({
  session,
  firebase,
  clinicName,
  onBooked,
  hold,
}: {
  session: Pick<PublicClassSession, 'id' | 'seatsLeft' | 'seatSale'>;
  firebase: FirebaseWebConfig | null;
  clinicName: string;
  onBooked: () => void;
  hold?: (token: string) => Promise<SeatHoldAnswer>;
}) {
  const {
    workshopSessions: { workshopSessions: copy },
    errorText,
  } = usePatientCopy();
  const patient = useStore($patientSession);
  const modes = openModes(session);
  const [mode, setMode] = useState<SeatMode | null>(modes.length === 1 ? modes[0]! : null);
  const [wholeSeries, setWholeSeries] = useState(session.seatSale === 'series');
  const [phone, setPhone] = useState<PhoneInput>({ country_code: DEFAULT_COUNTRY_CODE, phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedSeat | null>(null);
  const verification = usePhoneVerification({ firebase, onVerified: () => setError(null), toastId: 'workshops' });

  useEffect(() => void restorePatientSession(), []);

  function settled(paid: BookedSeat) {
    setBooked(paid);
    onBooked();
  }
  // One payment at a time: a second press while the first hold is being made does not hold twice.
  const checkout = useCheckoutPayment<SeatPaymentAnswer, CheckoutOrder & { seatId: number }>({
    verifyPath: (order) => `/v1/class-seats/${order.seatId}/verify-payment`,
    token: patient?.token,
    clinicName,
    paid: (paid) => settled({ mode: mode!, receiptNumber: paid.receiptNumber }),
    failed: (err, stage) =>
      setError(stage === 'start' ? errorText(err, copy.startFailed) : err ? errorText(err, copy.verifyFailed) : copy.paymentFailed),
  });
  const { isBusy, localOrder } = checkout;

  function book() {
    if (!patient || !mode) return;
    setError(null);
    void checkout.pay(
      async () => {
        const held = hold
          ? await hold(patient.token)
          : await api<SeatHoldAnswer>('/v1/class-seats', {
              method: 'POST',
              token: patient.token,
              body: { sessionId: session.id, mode, series: wholeSeries },
              // The server gives the caller's own live hold back: asking again never holds twice.
              retryWhenBusy: {},
            });
        if (!held.order) {
          settled({ mode, receiptNumber: null });
          return null;
        }
        return { ...held.order, seatId: held.seat.id };
      },
      { contact: phone.phone ? fullMobileNumber(phone.country_code, phone.phone) : undefined },
    );
  }

  return {
    patient,
    modes,
    mode,
    chooseMode: (next: SeatMode) => {
      setMode(next);
      setError(null);
    },
    wholeSeries,
    setWholeSeries,
    phone,
    setPhone: (changes: Partial<PhoneInput>) => setPhone((p) => ({ ...p, ...changes })),
    verification,
    error,
    isBusy,
    localOrder,
    booked,
    book,
    payLocally: checkout.payLocally,
    failLocally: () => {
      checkout.closeLocalCheckout();
      setError(copy.paymentFailed);
    },
  };
}

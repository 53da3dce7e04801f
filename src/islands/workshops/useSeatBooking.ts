import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, PAID_MAX_ATTEMPTS, api } from '../../lib/api/client';
import type { PaymentConfirmation, PublicClassSession, SeatHoldAnswer, SeatPaymentAnswer } from '../../lib/api/types';
import type { SeatMode } from '../../lib/domain/classes';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import { type CheckoutOrder, payLocalOrder, payWithRazorpay } from '../booking-wizard/razorpay-checkout';
import { $patientSession, endPatientSession, restorePatientSession } from '../phone-verification/patient-session-store';
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
  const [isBusy, setIsBusy] = useState(false);
  const [localOrder, setLocalOrder] = useState<{ seatId: number; order: CheckoutOrder } | null>(null);
  const [booked, setBooked] = useState<BookedSeat | null>(null);
  const verification = usePhoneVerification({ firebase, onVerified: () => setError(null), toastId: 'workshops' });
  // A second press while the first hold is being made must not hold twice.
  const isPaying = useRef(false);

  useEffect(() => void restorePatientSession(), []);

  function settled(paid: BookedSeat) {
    setBooked(paid);
    onBooked();
  }

  async function verify(seatId: number, confirmation: PaymentConfirmation) {
    try {
      const paid = await api<SeatPaymentAnswer>(`/v1/class-seats/${seatId}/verify-payment`, {
        method: 'POST',
        token: patient?.token,
        body: confirmation,
        retryWhenBusy: { maxAttempts: PAID_MAX_ATTEMPTS },
      });
      settled({ mode: mode!, receiptNumber: paid.receiptNumber });
    } catch (err) {
      setError(errorText(err, copy.verifyFailed));
    }
  }

  async function book() {
    if (!patient || !mode || isPaying.current) return;
    isPaying.current = true;
    setIsBusy(true);
    setError(null);
    try {
      const held = hold
        ? await hold(patient.token)
        : await api<SeatHoldAnswer>('/v1/class-seats', {
            method: 'POST',
            token: patient.token,
            body: { sessionId: session.id, mode, series: wholeSeries },
            // The server gives the caller's own live hold back: asking again never holds twice.
            retryWhenBusy: {},
          });
      if (!held.order) return settled({ mode, receiptNumber: null });
      if (held.order.provider === 'local') return setLocalOrder({ seatId: held.seat.id, order: held.order });
      const confirmation = await payWithRazorpay(
        held.order,
        { contact: phone.phone ? fullMobileNumber(phone.country_code, phone.phone) : undefined },
        clinicName,
      );
      if (!confirmation) return setError(copy.paymentFailed);
      await verify(held.seat.id, confirmation);
    } catch (err) {
      // The stored session ran out: verify the number again.
      if (err instanceof ApiError && err.status === 401) endPatientSession();
      setError(errorText(err, copy.startFailed));
    } finally {
      isPaying.current = false;
      setIsBusy(false);
    }
  }

  async function payLocally() {
    if (!localOrder || isPaying.current) return;
    isPaying.current = true;
    setIsBusy(true);
    try {
      const confirmation = await payLocalOrder(localOrder.order);
      setLocalOrder(null);
      await verify(localOrder.seatId, confirmation);
    } catch {
      setLocalOrder(null);
      setError(copy.paymentFailed);
    } finally {
      isPaying.current = false;
      setIsBusy(false);
    }
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
    localOrder: localOrder?.order ?? null,
    booked,
    book,
    payLocally,
    failLocally: () => {
      setLocalOrder(null);
      setError(copy.paymentFailed);
    },
  };
}

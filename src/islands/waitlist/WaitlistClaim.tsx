import { useEffect, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { api } from '../../lib/api/client';
import type { ConsultationOfferAnswer, SeatHoldAnswer, WaitlistOfferAnswer } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { DESCRIPTION_MAX } from '../../lib/validation/booking';
import { localizePath, type Locale } from '../../i18n/locales';
import { LocalCheckoutDialog } from '../booking-wizard/LocalCheckoutDialog';
import { ConfirmDetailsDialog } from '../phone-verification/ConfirmDetailsDialog';
import { PhoneVerificationForm } from '../phone-verification/PhoneVerificationForm';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { IslandLanguage, usePatientCopy } from '../shared/island-language';
import { useSeatBooking } from '../workshops/useSeatBooking';
import { TeleconsultationConsent } from '../booking-wizard/TeleconsultationConsent';
import { useConsultationClaim } from './useConsultationClaim';
import '../workshops/workshops.css';

export interface WaitlistClaimProps {
  clinicName: string;
  firebase: FirebaseWebConfig | null;
  locale?: Locale;
}

export default function WaitlistClaim({ locale = 'en', ...props }: WaitlistClaimProps) {
  return (
    <IslandLanguage locale={locale}>
      <Toaster position="top-center" />
      <ClaimPage {...props} />
    </IslandLanguage>
  );
}

type AnyOffer = WaitlistOfferAnswer | ConsultationOfferAnswer;
type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'offer'; offer: AnyOffer; loadedAt: number };

/** The claim link's page: the offer read by its token (GET /v1/waitlist/offer), or why it cannot be claimed. */
function ClaimPage(props: Omit<WaitlistClaimProps, 'locale'>) {
  const { workshopSessions, errorText } = usePatientCopy();
  const copy = workshopSessions.waitlist;
  const [token, setToken] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  // The token is read in the browser only (the page is built static).
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(fromUrl);
    if (!fromUrl) {
      setLoaded({ kind: 'failed', message: copy.noToken });
      return;
    }
    api<AnyOffer>(`/v1/waitlist/offer?token=${encodeURIComponent(fromUrl)}`, { retryWhenBusy: {} })
      .then((offer) => setLoaded({ kind: 'offer', offer, loadedAt: Date.now() }))
      .catch((err: unknown) => setLoaded({ kind: 'failed', message: errorText(err, copy.loadFailed) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once when the page opens; the texts follow its language, which never changes
  }, []);

  if (loaded.kind === 'loading') return <p role="status">{copy.loading}</p>;
  if (loaded.kind === 'failed')
    return (
      <p className="workshop-state" role="alert">
        {loaded.message}
      </p>
    );
  const { offer, loadedAt } = loaded;
  // A doctor-day's offer (docs/decisions/053) names the doctor, the service and the time; a class's its title.
  if ('kind' in offer) return <ConsultationOffer offer={offer} loadedAt={loadedAt} token={token} {...props} />;
  return <ClaimOffer offer={offer} loadedAt={loadedAt} token={token} {...props} />;
}

const msLeft = (offer: AnyOffer, loadedAt: number) => Date.parse(offer.expiresAt) - Date.parse(offer.now) - (Date.now() - loadedAt);

/** Minutes left to claim, counted from the server's clock at load (never the phone's own time). */
function useMinutesLeft(offer: AnyOffer, loadedAt: number) {
  const [ms, setMs] = useState(() => msLeft(offer, loadedAt));
  useEffect(() => {
    const timer = setInterval(() => setMs(msLeft(offer, loadedAt)), 30_000);
    return () => clearInterval(timer);
  }, [offer, loadedAt]);
  return Math.max(0, Math.floor(ms / 60_000));
}

function ClaimOffer({
  offer,
  loadedAt,
  token,
  clinicName,
  firebase,
}: Omit<WaitlistClaimProps, 'locale'> & { offer: WaitlistOfferAnswer; loadedAt: number; token: string }) {
  const {
    workshopSessions: { workshopSessions: seatCopy, waitlist: copy },
    locale,
  } = usePatientCopy();
  const minutes = useMinutesLeft(offer, loadedAt);
  const seat = useSeatBooking({
    session: { id: 0, seatSale: 'session', seatsLeft: { in_person: offer.mode === 'in_person' ? 1 : 0, online: offer.mode === 'online' ? 1 : 0 } },
    firebase,
    clinicName,
    onBooked: () => undefined,
    hold: (patientToken) => api<SeatHoldAnswer>('/v1/waitlist/claim', { method: 'POST', token: patientToken, body: { token } }),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [seat.booked]);
  const title = offer.title[locale];
  const when = formatAppointmentTime(offer.startsAt, undefined, locale).clinic;
  const price = offer.pricePaise === 0 ? null : formatPaise(offer.pricePaise, locale);

  if (seat.booked)
    return (
      <section className="seat-booking seat-booked" aria-labelledby="waitlist-booked" aria-live="polite">
        <h2 id="waitlist-booked" ref={heading} tabIndex={-1}>
          {seatCopy.confirmedTitle}
        </h2>
        <p>{seatCopy.confirmedText(title, when, seatCopy.modes[offer.mode])}</p>
        {offer.mode === 'online' && <p>{seatCopy.onlineLinkNote}</p>}
        {seat.booked.receiptNumber && <p>{seatCopy.receipt(seat.booked.receiptNumber)}</p>}
        <a className="button" href={localizePath('/my-appointments', locale)}>
          {seatCopy.myAppointments}
        </a>
      </section>
    );

  return (
    <section className="seat-booking" aria-labelledby="waitlist-offer">
      <ConfirmDetailsDialog />
      <h2 id="waitlist-offer">{title}</h2>
      <p className="workshop-when">
        {when} · {seatCopy.modes[offer.mode]}
      </p>
      <p className="workshop-price">{price ? seatCopy.pricePerSeat(price) : seatCopy.free}</p>
      <p role="status" data-testid="time-left">
        {minutes > 0 ? copy.timeLeft(minutes) : copy.expired}
      </p>
      <p className="workshop-note">{copy.notCharged}</p>
      {seat.patient ? (
        <button
          type="button"
          className="button"
          disabled={seat.isBusy || minutes === 0}
          aria-describedby={seat.error ? 'waitlist-claim-error' : undefined}
          onClick={() => seat.book()}
        >
          {price ? copy.claim(price) : copy.claimFree}
        </button>
      ) : (
        <VerifyToClaim flow={seat} />
      )}
      <ClaimFooter flow={seat} />
    </section>
  );
}

/** A freed consultation time (docs/decisions/053): doctor, service, mode, time, the claim window; claim → hold → the booking's checkout → an appointment. */
function ConsultationOffer({
  offer,
  loadedAt,
  token,
  clinicName,
  firebase,
}: Omit<WaitlistClaimProps, 'locale'> & { offer: ConsultationOfferAnswer; loadedAt: number; token: string }) {
  const {
    workshopSessions: { waitlist: seatLine, consultationWaitlist: copy, workshopSessions: seatCopy },
    booking: { bookingCopy },
    locale,
    name,
  } = usePatientCopy();
  const minutes = useMinutesLeft(offer, loadedAt);
  const claim = useConsultationClaim({ offerToken: token, firebase, clinicName });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [claim.booked]);
  const when = formatAppointmentTime(offer.startsAt, undefined, locale);
  const until = formatAppointmentTime(offer.expiresAt, undefined, locale).clinic;
  const price = formatPaise(offer.pricePaise, locale);
  const doctor = name(offer.doctor.name);

  if (claim.booked)
    return (
      <section className="seat-booking seat-booked" aria-labelledby="waitlist-booked" aria-live="polite">
        <h2 id="waitlist-booked" ref={heading} tabIndex={-1}>
          {copy.bookedTitle}
        </h2>
        <p>{copy.bookedText(doctor, when.clinic)}</p>
        <a className="button" href={localizePath('/my-appointments', locale)}>
          {seatCopy.myAppointments}
        </a>
      </section>
    );

  return (
    <section className="seat-booking" aria-labelledby="waitlist-offer">
      <ConfirmDetailsDialog />
      <h2 id="waitlist-offer">{name(offer.service.name)}</h2>
      <dl className="waitlist-offer-summary">
        <dt>{copy.doctor}</dt>
        <dd>{doctor}</dd>
        <dt>{copy.service}</dt>
        <dd>{name(offer.service.name)}</dd>
        <dt>{copy.mode}</dt>
        <dd>{bookingCopy.modes[offer.mode].label}</dd>
        <dt>{copy.when}</dt>
        <dd>
          {when.clinic}
          {when.viewer && (
            <>
              <br />
              <small>
                {bookingCopy.confirmation.yourTime}: {when.viewer}
              </small>
            </>
          )}
        </dd>
        <dt>{bookingCopy.price}</dt>
        <dd>{price}</dd>
        <dt>{copy.claimWindow}</dt>
        <dd>{until}</dd>
      </dl>
      <p role="status" data-testid="time-left">
        {minutes > 0 ? seatLine.timeLeft(minutes) : copy.expired}
      </p>
      <p className="workshop-note">{seatLine.notCharged}</p>
      {claim.patient ? (
        <>
          <div className="field">
            <label htmlFor="waitlist-describe">{copy.describe}</label>
            <textarea
              id="waitlist-describe"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              value={claim.describe}
              onChange={(e) => claim.setDescribe(e.target.value)}
            />
          </div>
          <TeleconsultationConsent />
          <button
            type="button"
            className="button"
            disabled={claim.isBusy || minutes === 0}
            aria-describedby={claim.error ? 'waitlist-claim-error' : undefined}
            onClick={() => claim.claim()}
          >
            {copy.claim(price)}
          </button>
        </>
      ) : (
        <VerifyToClaim flow={claim} />
      )}
      <ClaimFooter flow={claim} />
    </section>
  );
}

/** What both claims share: the number verified as for a booking, the error, and the local checkout. */
interface ClaimFlow {
  verification: ReturnType<typeof useConsultationClaim>['verification'];
  phone: ReturnType<typeof useConsultationClaim>['phone'];
  setPhone: ReturnType<typeof useConsultationClaim>['setPhone'];
  isBusy: boolean;
  error: string | null;
  localOrder: Parameters<typeof LocalCheckoutDialog>[0]['order'] | null;
  payLocally: () => Promise<void>;
  failLocally: () => void;
}

function VerifyToClaim({ flow }: { flow: ClaimFlow }) {
  const { verifyTitle } = usePatientCopy().workshopSessions.workshopSessions;
  return (
    <div className="seat-verify">
      <h3>{verifyTitle}</h3>
      <PhoneVerificationForm
        verification={flow.verification}
        phone={flow.phone}
        onPhoneChange={flow.setPhone}
        idPrefix="waitlist-claim"
        isBusy={flow.isBusy}
      />
    </div>
  );
}

function ClaimFooter({ flow }: { flow: ClaimFlow }) {
  return (
    <>
      <p id="waitlist-claim-error" className="field-error" role="alert">
        {flow.error}
      </p>
      {flow.localOrder && (
        <LocalCheckoutDialog order={flow.localOrder} isBusy={flow.isBusy} onPay={() => void flow.payLocally()} onFail={flow.failLocally} />
      )}
    </>
  );
}

import { useStore } from '@nanostores/react';
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { localizePath, type Locale } from '../../i18n/locales';
import { ApiError, api } from '../../lib/api/client';
import type { ProgrammeOffer, ProgrammeOrder, ProgrammePaid } from '../../lib/api/types';
import { formatPaise } from '../../lib/format/money';
import { programmeNameIn } from '../../lib/programmes/names';
import { addDays, clinicToday, MAX_WEEKS_TO_DUE_DATE } from '../../lib/programmes/weeks';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import { LocalCheckoutDialog } from '../booking-wizard/LocalCheckoutDialog';
import { useCheckoutPayment } from '../booking-wizard/useCheckoutPayment';
import { ConfirmDetailsDialog } from '../phone-verification/ConfirmDetailsDialog';
import { PhoneVerificationForm } from '../phone-verification/PhoneVerificationForm';
import { $patientSession, restorePatientSession } from '../phone-verification/patient-session-store';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { type PhoneInput, usePhoneVerification } from '../phone-verification/usePhoneVerification';
import { IslandLanguage, usePatientCopy } from '../shared/island-language';
import './programme-buy.css';

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; offer: ProgrammeOffer | null };

/**
 * Buying a programme online (issue 49 item 2, docs/decisions/062): the expected delivery date for a
 * pregnancy programme, the programme-messages box (unticked), the appointment wizard's phone
 * verification, then the same checkout (the local simulator's dialog, or Razorpay) and the verify
 * call that enrols. The price shown and charged is the server's.
 */
function Buy({ slug, clinicName, firebase }: { slug: string; clinicName: string; firebase: FirebaseWebConfig | null }) {
  const {
    workshopSessions: { programmeBuy: copy },
    locale,
    errorText,
  } = usePatientCopy();
  const id = useId();
  const patient = useStore($patientSession);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [dueDate, setDueDate] = useState('');
  const [consent, setConsent] = useState(false);
  const [phone, setPhone] = useState<PhoneInput>({ country_code: DEFAULT_COUNTRY_CODE, phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<ProgrammePaid | null>(null);
  const verification = usePhoneVerification({ firebase, onVerified: () => setError(null), toastId: `programme-${slug}` });
  const done = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    try {
      const offers = await api<ProgrammeOffer[]>('/v1/programmes/catalogue');
      setLoaded({ kind: 'loaded', offer: offers.find((offer) => offer.slug === slug) ?? null });
    } catch {
      setLoaded({ kind: 'error' });
    }
  }, [slug]);
  useEffect(() => {
    void restorePatientSession();
    void load();
  }, [load]);
  useEffect(() => done.current?.focus(), [paid]);

  const refusal = (err: unknown, fallback: string) => {
    const key = err instanceof ApiError ? err.key : undefined;
    if (key === 'programmes.dueDatePast') return copy.dueDatePast;
    if (key === 'programmes.dueDateTooFar') return copy.dueDateTooFar;
    if (key === 'programmes.dueDateRequired') return copy.dueDateMissing;
    if (key === 'programmes.youAreEnrolled') return copy.alreadyEnrolled;
    if (key === 'programmes.enrolledRefund' || key === 'programmes.paidTwiceRefund') return copy.refunded;
    return errorText(err, fallback);
  };
  const checkout = useCheckoutPayment<ProgrammePaid>({
    verifyPath: '/v1/programmes/orders/verify',
    token: patient?.token,
    clinicName,
    paid: setPaid,
    failed: (err, stage) => setError(refusal(err, stage === 'start' ? copy.startFailed : copy.paymentFailed)),
  });
  const { isBusy, localOrder } = checkout;

  function pay(event: SubmitEvent, offer: ProgrammeOffer) {
    event.preventDefault();
    if (!patient) return;
    if (offer.anchor === 'due_date' && !dueDate) {
      setError(copy.dueDateMissing);
      return;
    }
    setError(null);
    void checkout.pay(
      async () =>
        (
          await api<ProgrammeOrder>('/v1/programmes/orders', {
            method: 'POST',
            token: patient.token,
            body: { template_id: offer.id, due_date: offer.anchor === 'due_date' ? dueDate : undefined, messages_consent: consent },
            retryWhenBusy: {},
          })
        ).order,
      { contact: phone.phone ? fullMobileNumber(phone.country_code, phone.phone) : undefined },
    );
  }

  if (loaded.kind === 'loading') return <p role="status">{copy.loading}</p>;
  if (loaded.kind === 'error')
    return (
      <div role="alert">
        <p>{copy.failed}</p>
        <button type="button" className="button" onClick={() => void load()}>
          {copy.retry}
        </button>
      </div>
    );
  const { offer } = loaded;
  if (!offer) return <p>{copy.notSold}</p>;
  const name = programmeNameIn(offer.slug, offer.name, locale);
  const price = formatPaise(offer.price_paise, locale);
  if (paid)
    return (
      <section className="programme-buy programme-bought" aria-labelledby={`${id}-done`} aria-live="polite">
        <h3 id={`${id}-done`} ref={done} tabIndex={-1}>
          {copy.confirmedTitle}
        </h3>
        <p>{copy.confirmedText}</p>
        {paid.receipt_number && <p>{copy.receipt(paid.receipt_number)}</p>}
        <a className="button" href={localizePath('/my-appointments', locale)}>
          {copy.myAppointments}
        </a>
      </section>
    );

  const today = clinicToday(new Date());
  const errorId = `${id}-error`;
  return (
    <section className="programme-buy" aria-labelledby={`${id}-heading`}>
      <ConfirmDetailsDialog />
      <h3 id={`${id}-heading`}>{name}</h3>
      <p>{copy.intro(offer.length_weeks)}</p>
      <p className="programme-buy-price">{copy.price(price)}</p>
      <form onSubmit={(event) => pay(event, offer)} noValidate>
        {offer.anchor === 'due_date' && (
          <div className="field">
            <label htmlFor={`${id}-due`}>{copy.dueDate}</label>
            <input
              id={`${id}-due`}
              type="date"
              value={dueDate}
              min={today}
              max={addDays(today, 7 * MAX_WEEKS_TO_DUE_DATE)}
              aria-describedby={`${id}-due-hint`}
              onChange={(event) => setDueDate(event.target.value)}
            />
            <p id={`${id}-due-hint`} className="programme-buy-hint">
              {copy.dueDateHint}
            </p>
          </div>
        )}
        <label className="programme-buy-consent">
          <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} /> {copy.consent}
        </label>
        {patient ? (
          <button type="submit" className="button" disabled={isBusy} aria-describedby={error ? errorId : undefined}>
            {isBusy ? copy.paying : copy.pay(price)}
          </button>
        ) : null}
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      </form>
      {!patient && (
        <div className="programme-buy-verify">
          <h4>{copy.verifyTitle}</h4>
          <PhoneVerificationForm
            verification={verification}
            phone={phone}
            onPhoneChange={(changes) => setPhone((p) => ({ ...p, ...changes }))}
            idPrefix={`programme-${slug}`}
            isBusy={isBusy}
          />
        </div>
      )}
      {localOrder && (
        <LocalCheckoutDialog order={localOrder} isBusy={isBusy} onPay={() => void checkout.payLocally()} onFail={checkout.closeLocalCheckout} />
      )}
    </section>
  );
}

export default function ProgrammeBuy(props: { slug: string; clinicName: string; firebase: FirebaseWebConfig | null; locale: Locale }) {
  return (
    <IslandLanguage locale={props.locale}>
      <Buy slug={props.slug} clinicName={props.clinicName} firebase={props.firebase} />
    </IslandLanguage>
  );
}

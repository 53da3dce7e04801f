import { useEffect, useRef } from 'react';
import type { PublicClassSession } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { localizePath } from '../../i18n/locales';
import { LocalCheckoutDialog } from '../booking-wizard/LocalCheckoutDialog';
import { ConfirmDetailsDialog } from '../phone-verification/ConfirmDetailsDialog';
import { PhoneVerificationForm } from '../phone-verification/PhoneVerificationForm';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { usePatientCopy } from '../shared/island-language';
import { useSeatBooking } from './useSeatBooking';

/** One session's booking: the mode, the number verified (as the appointment wizard does), then pay or confirm a free seat. */
export function SeatBooking({
  session,
  onClose,
  ...options
}: {
  session: PublicClassSession;
  onClose: () => void;
  clinicName: string;
  firebase: FirebaseWebConfig | null;
  onBooked: () => void;
}) {
  const {
    workshopSessions: { workshopSessions: copy },
    locale,
  } = usePatientCopy();
  const seat = useSeatBooking({ session, ...options });
  const heading = useRef<HTMLHeadingElement>(null);
  const errorId = `seat-error-${session.id}`;
  useEffect(() => heading.current?.focus(), [seat.booked]);

  if (seat.booked) {
    const when = formatAppointmentTime(session.startsAt, undefined, locale).clinic;
    return (
      <section className="seat-booking seat-booked" aria-labelledby={`seat-booked-${session.id}`} aria-live="polite">
        <h4 id={`seat-booked-${session.id}`} ref={heading} tabIndex={-1}>
          {copy.confirmedTitle}
        </h4>
        <p>{copy.confirmedText(session.title[locale], when, copy.modes[seat.booked.mode])}</p>
        {seat.booked.mode === 'online' && <p>{copy.onlineLinkNote}</p>}
        {seat.booked.receiptNumber && <p>{copy.receipt(seat.booked.receiptNumber)}</p>}
        <div className="actions">
          <a className="button" href={localizePath('/my-appointments', locale)}>
            {copy.myAppointments}
          </a>
          <button type="button" className="button button-outline" onClick={onClose}>
            {copy.cancel}
          </button>
        </div>
      </section>
    );
  }

  const price = session.pricePaise === 0 ? null : formatPaise(session.pricePaise, locale);
  return (
    <section className="seat-booking" aria-labelledby={`seat-booking-${session.id}`}>
      <ConfirmDetailsDialog />
      <h4 id={`seat-booking-${session.id}`} ref={heading} tabIndex={-1}>
        {copy.bookFor(session.title[locale])}
      </h4>
      <fieldset className="seat-modes">
        <legend>{copy.modeLegend}</legend>
        {seat.modes.map((mode) => (
          <label key={mode} className="chip">
            <input type="radio" name={`seat-mode-${session.id}`} value={mode} checked={seat.mode === mode} onChange={() => seat.chooseMode(mode)} />
            {copy.modes[mode]} · {copy.seatsLeft(session.seatsLeft[mode])}
          </label>
        ))}
      </fieldset>
      {session.seatSale === 'both' && session.inSeries && (
        <label className="seat-series">
          <input type="checkbox" checked={seat.wholeSeries} onChange={(e) => seat.setWholeSeries(e.target.checked)} /> {copy.seriesChoice}
        </label>
      )}
      {seat.patient ? (
        <>
          <button
            type="button"
            className="button"
            disabled={seat.isBusy || !seat.mode}
            aria-describedby={seat.error ? errorId : undefined}
            onClick={() => seat.book()}
          >
            {price ? copy.pay(price) : copy.confirmFree}
          </button>
          <p id={errorId} className="field-error" role="alert">
            {seat.error}
          </p>
        </>
      ) : (
        <div className="seat-verify">
          <h5>{copy.verifyTitle}</h5>
          <PhoneVerificationForm
            verification={seat.verification}
            phone={seat.phone}
            onPhoneChange={seat.setPhone}
            idPrefix={`seat-${session.id}`}
            isBusy={seat.isBusy}
          />
          <p className="workshop-note">
            {copy.notRegistered} <a href={localizePath('/book-appointment', locale)}>{copy.registerLink}</a>
          </p>
        </div>
      )}
      <button type="button" className="link-button" onClick={onClose}>
        {copy.cancel}
      </button>
      {seat.localOrder && (
        <LocalCheckoutDialog order={seat.localOrder} isBusy={seat.isBusy} onPay={() => void seat.payLocally()} onFail={seat.failLocally} />
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';
import { bookingCopy as copy } from '../../content/booking';
import { formatRupees } from '../../lib/format/money';
import { bookingDateBounds, formatBookingDate, formatSlotTime } from '../../lib/time/booking-day';
import { bookingMessages as m } from '../../lib/validation/messages';
import { DESCRIPTION_MAX } from '../../lib/validation/booking';
import { LocalCheckoutDialog } from './LocalCheckoutDialog';
import { ConfirmDetailsDialog } from '../phone-verification/ConfirmDetailsDialog';
import { PhoneVerificationForm } from '../phone-verification/PhoneVerificationForm';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { RegistrationStep } from './RegistrationStep';
import { type BookingWizardState, useBookingWizard } from './useBookingWizard';
import './booking-wizard.css';

export interface BookingWizardProps {
  clinicName: string;
  /** Firebase's public web config when phone auth runs on Firebase; null for the local provider. */
  firebase: FirebaseWebConfig | null;
}

/** SPEC §2 booking wizard: choose existing or first-time, verify, then service, date, time and payment. */
export default function BookingWizard({ clinicName, firebase }: BookingWizardProps) {
  const wizard = useBookingWizard({ firebase, clinicName });
  const { mode, step } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const stepNames = [
    mode === 'new' ? copy.steps.register : copy.steps.verification,
    copy.steps.service,
    copy.steps.date,
    copy.steps.time,
    copy.steps.confirm,
  ];

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const hasMoved = useRef(false);
  useEffect(() => {
    if (hasMoved.current) heading.current?.focus();
    hasMoved.current = mode !== null;
  }, [step, mode]);

  return (
    <div className="booking-wizard">
      <ConfirmDetailsDialog />
      <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} />
      {mode === null ? (
        <div className="booking-choice">
          <img src="/images/user-selection.svg" alt={copy.illustrationAlt} width="240" height="160" />
          <p>{copy.choosePrompt}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => wizard.chooseMode('existing')}>
              {copy.existingUser}
            </button>
            <button type="button" className="button button-secondary" onClick={() => wizard.chooseMode('new')}>
              {copy.firstTime}
            </button>
          </div>
        </div>
      ) : (
        <>
          <ol className="booking-steps" aria-label="Booking steps">
            {stepNames.map((name, index) => (
              <li key={name} aria-current={index === step ? 'step' : undefined} className={index < step ? 'done' : undefined}>
                {name}
              </li>
            ))}
          </ol>
          <section className="booking-step" aria-labelledby="booking-step-heading">
            <h2 id="booking-step-heading" ref={heading} tabIndex={-1}>
              {stepNames[step]}
            </h2>
            <StepBody wizard={wizard} />
            {step >= 1 && step <= 3 && (
              <div className="actions step-nav">
                <button type="button" className="button button-secondary" onClick={wizard.previous}>
                  {copy.previous}
                </button>
                <button type="button" className="button" onClick={wizard.next}>
                  {copy.next}
                </button>
              </div>
            )}
          </section>
          {wizard.session && (
            <button type="button" className="link-button" onClick={wizard.signOut}>
              {copy.signOut}
            </button>
          )}
        </>
      )}
      {wizard.localOrder && (
        <LocalCheckoutDialog order={wizard.localOrder} isBusy={wizard.isBusy} onPay={() => void wizard.payLocally()} onFail={wizard.failLocally} />
      )}
    </div>
  );
}

function StepBody({ wizard }: { wizard: BookingWizardState }) {
  const { step, mode, form, update } = wizard;
  if (step === 0) {
    if (mode === 'new') return <RegistrationStep wizard={wizard} />;
    return <PhoneVerificationForm verification={wizard.verification} phone={form} onPhoneChange={update} isBusy={wizard.isBusy} />;
  }
  if (step === 1) {
    return (
      <>
        <div className="field">
          <label htmlFor="booking-service">{copy.service}</label>
          <select id="booking-service" value={form.serviceId} onChange={(e) => update({ serviceId: e.target.value })}>
            <option value="">{copy.chooseService}</option>
            {wizard.services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {wizard.selectedService && (
          <p className="price">
            {copy.price}: <strong>{formatRupees(wizard.selectedService.price)}</strong>
          </p>
        )}
        <div className="field">
          <label htmlFor="booking-describe">{copy.describe}</label>
          <textarea
            id="booking-describe"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            value={form.describe}
            onChange={(e) => update({ describe: e.target.value })}
          />
        </div>
      </>
    );
  }
  if (step === 2) {
    const bounds = bookingDateBounds(new Date());
    return (
      <div className="field">
        <label htmlFor="booking-date">{copy.date}</label>
        <input
          id="booking-date"
          type="date"
          min={bounds.min}
          max={bounds.max}
          value={form.date}
          onChange={(e) => update({ date: e.target.value, slotId: '' })}
        />
      </div>
    );
  }
  if (step === 3) return <SlotChoice wizard={wizard} />;
  return <Confirmation wizard={wizard} />;
}

function SlotChoice({ wizard }: { wizard: BookingWizardState }) {
  const { slots, form, update, isLoadingSlots } = wizard;
  if (isLoadingSlots) return <p role="status">{copy.loadingSlots}</p>;
  if (!slots || slots.length === 0) return <p role="status">{m.noSlots}</p>;
  return (
    <fieldset className="slot-list">
      <legend>{copy.slots}</legend>
      {slots.map((slot) => (
        <label key={slot.id} className="slot">
          <input
            type="radio"
            name="booking-slot"
            value={slot.id}
            checked={form.slotId === String(slot.id)}
            onChange={() => update({ slotId: String(slot.id) })}
          />
          <span>
            {formatSlotTime(slot.start_time)} · {slot.doctor.name}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Confirmation({ wizard }: { wizard: BookingWizardState }) {
  const { selectedService, selectedSlot, isBusy, pay } = wizard;
  return (
    <>
      {selectedService && selectedSlot && (
        <dl className="summary" aria-label={copy.summary}>
          <dt>{copy.service}</dt>
          <dd>{selectedService.name}</dd>
          <dt>{copy.price}</dt>
          <dd>{formatRupees(selectedService.price)}</dd>
          <dt>{copy.doctor}</dt>
          <dd>{selectedSlot.doctor.name}</dd>
          <dt>{copy.date}</dt>
          <dd>{formatBookingDate(selectedSlot.start_time)}</dd>
          <dt>{copy.time}</dt>
          <dd>{formatSlotTime(selectedSlot.start_time)}</dd>
        </dl>
      )}
      <button type="button" className="button" disabled={isBusy} onClick={() => void pay()}>
        {copy.pay}
        {selectedService ? ` ${formatRupees(selectedService.price)}` : ''}
      </button>
    </>
  );
}

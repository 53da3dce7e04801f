import { useEffect, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { formatRupees } from '../../lib/format/money';
import { clinicBookingBounds } from '../../lib/time/booking-day';
import { formatAppointmentTime } from '../../lib/format/date';
import { DESCRIPTION_MAX } from '../../lib/validation/booking';
import { FieldMessage, invalidProps } from '../shared/FieldMessage';
import { ConfirmDetailsDialog } from '../phone-verification/ConfirmDetailsDialog';
import { PhoneVerificationForm } from '../phone-verification/PhoneVerificationForm';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { ConfirmationPanel } from './ConfirmationPanel';
import { DoctorCard } from '../shared/DoctorCard';
import { FullDayWaitlist } from './FullDayWaitlist';
import { LocalCheckoutDialog } from './LocalCheckoutDialog';
import { MonthCalendar } from '../shared/MonthCalendar';
import { RegistrationStep } from './RegistrationStep';
import { SlotPicker } from './SlotPicker';
import { TeleconsultationConsent } from './TeleconsultationConsent';
import { VerifiedNumber } from './VerifiedNumber';
import { type BookingWizardState, type WizardMode, useBookingWizard } from './useBookingWizard';
import './booking-wizard.css';
import { IslandLanguage, usePatientCopy } from '../shared/island-language';
import type { ClinicNames } from '../../i18n/clinic-names';
import { type Locale, localizePath } from '../../i18n/locales';

export interface BookingWizardProps {
  clinicName: string;
  /** Firebase's public web config when phone auth runs on Firebase; null for the local provider. */
  firebase: FirebaseWebConfig | null;
  /** The page's language; English when left out. */
  locale?: Locale;
  /** The clinic's service and doctor names in that language. */
  names?: ClinicNames;
}

export default function BookingWizard({ locale = 'en', names, ...props }: BookingWizardProps) {
  return (
    <IslandLanguage locale={locale} names={names}>
      <Wizard {...props} />
    </IslandLanguage>
  );
}

/** SPEC §2 booking wizard: choose existing or first-time, verify, then service, date, time and payment. */
function Wizard({ clinicName, firebase }: Omit<BookingWizardProps, 'locale' | 'names'>) {
  const {
    booking: { bookingCopy: copy },
    ui: { islandLandmarks },
  } = usePatientCopy();
  const wizard = useBookingWizard({ firebase, clinicName });
  const { mode, step, booking } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const stepNames = [
    mode === 'new' ? copy.steps.register : copy.steps.verification,
    copy.steps.service,
    copy.steps.date,
    copy.steps.time,
    copy.steps.confirm,
  ];

  // Move focus to the new step's heading so keyboard and screen-reader users follow along,
  // except while a confirmation is on screen: view and focus stay on it, the new form waits below.
  const hasMoved = useRef(false);
  useEffect(() => {
    if (hasMoved.current && !booking) heading.current?.focus();
    hasMoved.current = mode !== null;
    // A dismissed confirmation hands focus on to the step below it.
  }, [step, mode, booking]);
  const isReviewing = step === 4 && !booking;

  return (
    <div className="booking-wizard">
      <ConfirmDetailsDialog />
      <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} />
      {booking && <ConfirmationPanel booking={booking} token={wizard.session?.token} onDismiss={wizard.dismissBooking} />}
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
          <ol className="booking-steps" aria-label={islandLandmarks.bookingSteps}>
            {stepNames.map((name, index) => (
              <li key={name} aria-current={index === step ? 'step' : undefined} className={index < step ? 'done' : undefined}>
                {name}
              </li>
            ))}
          </ol>
          <section className="booking-step" aria-labelledby="booking-step-heading">
            <p className="step-count">{copy.stepCount(step + 1, stepNames.length)}</p>
            <h2 id="booking-step-heading" ref={heading} tabIndex={-1}>
              {stepNames[step]}
            </h2>
            <StepBody wizard={wizard} />
            {((step >= 1 && step <= 3) || isReviewing) && (
              <div className="actions step-nav">
                <button type="button" className="button button-outline" onClick={wizard.previous}>
                  {copy.previous}
                </button>
                {step <= 3 && (
                  <button type="button" className="button" onClick={wizard.next}>
                    {copy.next}
                  </button>
                )}
              </div>
            )}
          </section>
          {step === 0 && !wizard.session && (
            <button type="button" className="link-button" onClick={() => wizard.chooseMode(mode === 'new' ? 'existing' : 'new')}>
              {mode === 'new' ? copy.changePath.toExisting : copy.changePath.toNew}
            </button>
          )}
          {wizard.session && step > 0 && (
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

/** The button under a cross-path error: the other path, with the number kept. */
function SwitchPath({ wizard, to }: { wizard: BookingWizardState; to: WizardMode | null }) {
  const copy = usePatientCopy().booking.bookingCopy;
  if (!to) return null;
  return (
    <button type="button" className="button button-outline switch-path" onClick={() => wizard.chooseMode(to)}>
      {to === 'new' ? copy.switchPath.toNew : copy.switchPath.toExisting}
    </button>
  );
}

function StepBody({ wizard }: { wizard: BookingWizardState }) {
  const {
    booking: { bookingCopy: copy },
    locale,
    name,
  } = usePatientCopy();
  const { step, mode, form, update, errors } = wizard;
  if (step === 0) {
    if (wizard.session) return <VerifiedNumber token={wizard.session.token} onContinue={wizard.next} onUseAnother={wizard.useAnotherNumber} />;
    if (mode === 'new') return <RegistrationStep wizard={wizard} switchPath={<SwitchPath wizard={wizard} to={wizard.pathHint} />} />;
    return (
      <PhoneVerificationForm
        verification={wizard.verification}
        phone={form}
        onPhoneChange={update}
        isBusy={wizard.isBusy}
        phoneErrorAction={<SwitchPath wizard={wizard} to={wizard.pathHint} />}
      />
    );
  }
  if (step === 1) {
    return (
      <>
        <div className="field">
          <label htmlFor="booking-service">{copy.service}</label>
          <select
            id="booking-service"
            value={form.serviceId}
            onChange={(e) => update({ serviceId: e.target.value, date: '', slotId: '' })}
            {...invalidProps('booking-service', errors.serviceId)}
          >
            <option value="">{copy.chooseService}</option>
            {wizard.services.map((s) => (
              <option key={s.id} value={s.id}>
                {name(s.name)}
              </option>
            ))}
          </select>
          <FieldMessage id="booking-service" message={errors.serviceId} />
        </div>
        {wizard.selectedService ? (
          <p className="price">
            {copy.price}: <strong>{formatRupees(wizard.selectedService.price, locale)}</strong>
          </p>
        ) : (
          wizard.services.length > 0 && (
            // Every fee in view before choosing (the server prices from the same services list).
            <ul className="service-fees" aria-label={copy.feesLabel}>
              {wizard.services.map((s) => (
                <li key={s.id}>
                  {name(s.name)}: <strong>{formatRupees(s.price, locale)}</strong>
                </li>
              ))}
            </ul>
          )
        )}
        <fieldset className="mode-choice">
          <legend>{copy.modeLegend}</legend>
          {wizard.offeredModes.map((value) => (
            <label key={value} className="chip mode-option">
              <input
                type="radio"
                name="booking-mode"
                value={value}
                checked={wizard.consultationMode === value}
                onChange={() => update({ consultationMode: value })}
              />
              <strong>{copy.modes[value].label}</strong>
              <small>{copy.modes[value].hint}</small>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="booking-describe">{copy.describe}</label>
          <textarea
            id="booking-describe"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            value={form.describe}
            onChange={(e) => update({ describe: e.target.value })}
            {...invalidProps('booking-describe', errors.describe)}
          />
          <FieldMessage id="booking-describe" message={errors.describe} />
        </div>
      </>
    );
  }
  if (step === 2) return <DateStep wizard={wizard} />;
  if (step === 3)
    return (
      <>
        <SlotPicker wizard={wizard} />
        {wizard.session && form.date && !wizard.isLoadingSlots && wizard.slots && (
          <FullDayWaitlist
            serviceId={form.serviceId}
            date={form.date}
            mode={wizard.consultationMode}
            token={wizard.session.token}
            showEmpty={wizard.slots.length === 0}
          />
        )}
      </>
    );
  return <Confirmation wizard={wizard} />;
}

/** Select Date: the month calendar; a day without free times pressed shows its waiting list below (issue 48). */
function DateStep({ wizard }: { wizard: BookingWizardState }) {
  const copy = usePatientCopy().booking.bookingCopy;
  const { form, update, errors } = wizard;
  const [fullDay, setFullDay] = useState('');
  const bounds = clinicBookingBounds(new Date());
  return (
    <>
      <div className="field">
        <p className="field-label" id="booking-date-label">
          {copy.calendar.label}
        </p>
        <MonthCalendar
          value={form.date}
          onChange={(date) => {
            setFullDay('');
            update({ date, slotId: '' });
          }}
          min={bounds.min}
          max={bounds.max}
          serviceId={form.serviceId}
          token={wizard.session?.token}
          errorId={errors.date ? 'booking-date-error' : undefined}
          onUnavailableDay={setFullDay}
        />
        <FieldMessage id="booking-date" message={errors.date} />
      </div>
      {fullDay && wizard.session && (
        <FullDayWaitlist serviceId={form.serviceId} date={fullDay} mode={wizard.consultationMode} token={wizard.session.token} showEmpty />
      )}
    </>
  );
}

function Confirmation({ wizard }: { wizard: BookingWizardState }) {
  const {
    booking: { bookingCopy: copy },
    policySummary: { policyInOneSentence, policyPaths },
    locale,
    name,
  } = usePatientCopy();
  const { selectedService, selectedSlot, isBusy, pay, booking } = wizard;
  // Once booked, the confirmation panel above says it all; no bare Pay button meanwhile.
  if (booking || !selectedService || !selectedSlot) return null;
  const when = formatAppointmentTime(selectedSlot.start_time, undefined, locale);
  return (
    <>
      <dl className="summary" aria-label={copy.summary}>
        <dt>{copy.service}</dt>
        <dd>{name(selectedService.name)}</dd>
        <dt>{copy.price}</dt>
        <dd>{formatRupees(selectedService.price, locale)}</dd>
        <dt>{copy.doctor}</dt>
        <dd>
          <DoctorCard doctor={selectedSlot.doctor} />
        </dd>
        <dt>{copy.time}</dt>
        <dd>
          {when.clinic}
          {when.viewer && (
            <>
              <br />
              <small>
                {copy.confirmation.yourTime}: {when.viewer}
              </small>
            </>
          )}
        </dd>
        <dt>{copy.mode}</dt>
        <dd>{copy.modes[wizard.consultationMode].label}</dd>
      </dl>
      <p className="policy-note">
        {policyInOneSentence()}{' '}
        <a href={localizePath(policyPaths.cancellationRefund, locale)} target="_blank" rel="noopener">
          {copy.policyLinkBesidePay}
        </a>
      </p>
      <TeleconsultationConsent />
      <button type="button" className="button" disabled={isBusy} onClick={() => void pay()}>
        {copy.pay} {formatRupees(selectedService.price, locale)}
      </button>
    </>
  );
}

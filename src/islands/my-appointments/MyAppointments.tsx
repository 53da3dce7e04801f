import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { DEFAULT_COUNTRY_CODE } from '../../lib/validation/booking';
import { ConfirmDetailsDialog } from '../phone-verification/ConfirmDetailsDialog';
import { PhoneVerificationForm } from '../phone-verification/PhoneVerificationForm';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import type { PhoneInput } from '../phone-verification/usePhoneVerification';
import { AppointmentCard } from './AppointmentCard';
import { ClassSeatSection } from './ClassSeatSection';
import { CourseSection } from './CourseSection';
import { MedicineOrderSection } from './MedicineOrderSection';
import { ProgrammeSection } from './ProgrammeSection';
import { WaitlistPlacesSection } from './WaitlistPlacesSection';
import { MessageLanguage } from './MessageLanguage';
import { DataRights } from './DataRights';
import { type MyAppointmentsState, useMyAppointments } from './useMyAppointments';
import './my-appointments.css';
import { IslandLanguage, usePatientCopy } from '../shared/island-language';
import type { ClinicNames } from '../../i18n/clinic-names';
import { type Locale, localizePath } from '../../i18n/locales';

export interface MyAppointmentsProps {
  /** Firebase's public web config when phone auth runs on Firebase; null for the local provider. */
  firebase: FirebaseWebConfig | null;
  clinicPhone: { label: string; href: string };
  /** The page's language; English when left out. */
  locale?: Locale;
  /** The clinic's service and doctor names in that language. */
  names?: ClinicNames;
}

export default function MyAppointments({ locale = 'en', names, ...props }: MyAppointmentsProps) {
  return (
    <IslandLanguage locale={locale} names={names}>
      <Portal {...props} />
    </IslandLanguage>
  );
}

/** /my-appointments: verify the phone (or reuse the booking session), then the patient's appointments. */
function Portal({ firebase, clinicPhone }: Omit<MyAppointmentsProps, 'locale' | 'names'>) {
  const {
    myAppointments: { myAppointmentsCopy: copy },
    ui: { islandLandmarks },
  } = usePatientCopy();
  const state = useMyAppointments({ firebase });
  // A new mobile (Your data) is shown at once under Your details too: that section reads it afresh.
  const [mobileChanges, setMobileChanges] = useState(0);
  const [phone, setPhone] = useState<PhoneInput>({ country_code: DEFAULT_COUNTRY_CODE, phone: '' });
  // A payment link's checkout lands here with Razorpay's status on the address: say it was received.
  const [isPaidByLink] = useState(
    () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('razorpay_payment_link_status') === 'paid',
  );
  return (
    <div className="my-appointments">
      <Toaster position="top-center" toastOptions={{ success: { duration: 3000 }, error: { duration: 5000 } }} />
      {isPaidByLink && (
        <p role="status" className="my-appointments-paid">
          {copy.paymentReceived}
        </p>
      )}
      {state.session ? (
        <>
          <ConfirmDetailsDialog />
          <AppointmentList state={state} clinicPhone={clinicPhone} />
          <MedicineOrderSection state={state} token={state.session.token} />
          <ProgrammeSection token={state.session.token} />
          <CourseSection state={state} token={state.session.token} />
          <ClassSeatSection state={state} token={state.session.token} />
          <WaitlistPlacesSection token={state.session.token} />
          <MessageLanguage key={mobileChanges} token={state.session.token} />
          <DataRights state={state} token={state.session.token} firebase={firebase} onMobileChanged={() => setMobileChanges((n) => n + 1)} />
          <button type="button" className="link-button" onClick={state.signOut}>
            {copy.signOut}
          </button>
        </>
      ) : (
        <section className="my-appointments-verify" aria-label={islandLandmarks.phoneVerification}>
          <p className="my-appointments-note">{copy.verifyPrompt}</p>
          <PhoneVerificationForm
            idPrefix="my-appointments"
            verification={state.verification}
            phone={phone}
            onPhoneChange={(changes) => setPhone((p) => ({ ...p, ...changes }))}
          />
        </section>
      )}
    </div>
  );
}

function AppointmentList({ state, clinicPhone }: { state: MyAppointmentsState; clinicPhone: MyAppointmentsProps['clinicPhone'] }) {
  const {
    myAppointments: { myAppointmentsCopy: copy },
    locale,
  } = usePatientCopy();
  const { list } = state;
  if (list.kind === 'idle' || list.kind === 'loading') {
    return (
      <p role="status" className="my-appointments-note">
        {copy.loading}
      </p>
    );
  }
  if (list.kind === 'error') {
    return (
      <div role="alert" className="my-appointments-note">
        <p>{list.message}</p>
        <button type="button" className="button" onClick={() => void state.load()}>
          {copy.retry}
        </button>
      </div>
    );
  }
  if (list.appointments.length === 0) {
    return (
      <div className="my-appointments-note">
        <p>{copy.empty}</p>
        <a className="button" href={localizePath('/book-appointment', locale)}>
          {copy.bookLink}
        </a>
      </div>
    );
  }
  const section = (id: string, heading: string, appointments: typeof list.appointments) => (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {appointments.length === 0 ? (
        <div className="my-appointments-note">
          <p>{copy.noUpcoming}</p>
          <a className="button" href={localizePath('/book-appointment', locale)}>
            {copy.bookLink}
          </a>
        </div>
      ) : (
        <ul className="appointment-list">
          {appointments.map((a) => (
            <li key={a.id}>
              <AppointmentCard appointment={a} state={state} clinicPhone={clinicPhone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  const past = list.appointments.filter((a) => !a.is_upcoming);
  return (
    <>
      {section(
        'upcoming-heading',
        copy.upcoming,
        list.appointments.filter((a) => a.is_upcoming),
      )}
      {past.length > 0 && section('past-heading', copy.past, past)}
    </>
  );
}

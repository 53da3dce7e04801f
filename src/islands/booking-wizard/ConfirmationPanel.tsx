import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { API_BASE } from '../../lib/api/client';
import { formatPaise } from '../../lib/format/money';
import { joinState } from '../../lib/policy/appointment-policy';
import { formatAppointmentTime, formatSlotTime } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { localizePath } from '../../i18n/locales';
import { ClinicVisitNote } from '../shared/ClinicVisitNote';
import { DoctorCard } from '../shared/DoctorCard';
import { BOOKING_TOAST_ID, type Booking } from './useBookingWizard';
import { usePatientCopy } from '../shared/island-language';

/** Re-renders every 30 s so the Join link opens on time while the panel stays on screen. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Downloads the appointment's calendar file (the patient's own, with the bearer token) as a file. */
async function downloadCalendarFile(appointmentId: number, token: string | undefined, failedText: string) {
  try {
    const response = await fetch(`${API_BASE}/v1/appointments/${appointmentId}/calendar.ics`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(String(response.status));
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: `appointment-${appointmentId}.ics` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch {
    toast.error(failedText, { id: BOOKING_TOAST_ID });
  }
}

/** After payment: everything the patient needs, staying on screen until dismissed or a new booking starts. */
export function ConfirmationPanel({ booking, token, onDismiss }: { booking: Booking; token?: string; onDismiss: () => void }) {
  const {
    booking: { bookingCopy },
    policySummary: { policyInOneSentence, policyPaths },
    locale,
    name,
  } = usePatientCopy();
  const copy = bookingCopy.confirmation;
  const { appointment, serviceName, doctor, endTime } = booking;
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  const when = formatAppointmentTime(appointment.time, undefined, locale);
  const join = joinState(new Date(appointment.time), new Date(endTime), now);
  const mode = bookingCopy.modes[appointment.mode];
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="booking-confirmation" aria-labelledby="booking-confirmation-heading">
      <h2 id="booking-confirmation-heading" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h2>
      <dl className="summary">
        <dt>{copy.reference}</dt>
        <dd>
          <strong>#{appointment.id}</strong>
        </dd>
        <dt>{bookingCopy.service}</dt>
        <dd>{name(serviceName)}</dd>
        <dt>{bookingCopy.doctor}</dt>
        <dd>
          <DoctorCard doctor={doctor} />
        </dd>
        <dt>{copy.dateTime}</dt>
        <dd>
          {when.clinic}
          {when.viewer && (
            <>
              <br />
              <small>
                {copy.yourTime}: {when.viewer}
              </small>
            </>
          )}
        </dd>
        <dt>{bookingCopy.mode}</dt>
        <dd>{mode.label}</dd>
        <dt>{copy.amountPaid}</dt>
        <dd>{formatPaise(appointment.payment.amount, locale)}</dd>
        {appointment.mode === 'video' && appointment.google_meet_link && (
          <>
            <dt>{copy.meetingLink}</dt>
            <dd className="meeting-link">
              {join.kind === 'open' ? (
                <a className="button" href={appointment.google_meet_link} target="_blank" rel="noopener noreferrer">
                  {copy.join}
                </a>
              ) : (
                <>
                  <a href={appointment.google_meet_link} target="_blank" rel="noopener noreferrer">
                    {appointment.google_meet_link}
                  </a>
                  <br />
                  <small>
                    {join.kind === 'not_yet'
                      ? copy.joinOpensAt(`${formatSlotTime(join.opensAt.toISOString(), CLINIC_TIME_ZONE, locale)} IST`)
                      : copy.joinEnded}
                  </small>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      {appointment.mode === 'call' && <p>{copy.callNote}</p>}
      {appointment.mode === 'in_person' && <ClinicVisitNote />}
      <div className="actions">
        <button type="button" className="button" onClick={() => void downloadCalendarFile(appointment.id, token, copy.calendarFailed)}>
          {copy.addToCalendar}
        </button>
        <a className="button button-secondary" href={localizePath('/my-appointments', locale)}>
          {copy.myAppointments}
        </a>
      </div>
      <h3>{copy.nextHeading}</h3>
      <ul>
        <li>{copy.howTold}</li>
        <li>
          {policyInOneSentence()} <a href={localizePath(policyPaths.cancellationRefund, locale)}>{bookingCopy.policyLinkBesidePay}</a>
        </li>
        <li>
          {copy.manage} <a href={localizePath('/my-appointments', locale)}>{copy.myAppointments}</a>.
        </li>
      </ul>
      <button type="button" className="link-button" onClick={onDismiss}>
        {copy.dismiss}
      </button>
    </section>
  );
}

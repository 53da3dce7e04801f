import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { bookingCopy } from '../../content/booking';
import { policyInOneSentence, policyPaths } from '../../content/policy-summary';
import { API_BASE } from '../../lib/api/client';
import { formatPaise } from '../../lib/format/money';
import { joinState } from '../../lib/policy/appointment-policy';
import { formatAppointmentTime } from '../../lib/time/booking-day';
import { DoctorCard } from './DoctorCard';
import { BOOKING_TOAST_ID, type Booking } from './useBookingWizard';

const copy = bookingCopy.confirmation;
const timeOnly = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

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
async function downloadCalendarFile(appointmentId: number, token: string | undefined) {
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
    toast.error(copy.calendarFailed, { id: BOOKING_TOAST_ID });
  }
}

/** After payment: everything the patient needs, staying on screen until dismissed or a new booking starts. */
export function ConfirmationPanel({ booking, token, onDismiss }: { booking: Booking; token?: string; onDismiss: () => void }) {
  const { appointment, serviceName, doctor, endTime } = booking;
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  const when = formatAppointmentTime(appointment.time);
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
        <dd>{serviceName}</dd>
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
        <dd>{formatPaise(appointment.payment.amount)}</dd>
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
                  <small>{join.kind === 'not_yet' ? copy.joinOpensAt(`${timeOnly.format(join.opensAt)} IST`) : copy.joinEnded}</small>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      {appointment.mode === 'call' && <p>{copy.callNote}</p>}
      <div className="actions">
        <button type="button" className="button" onClick={() => void downloadCalendarFile(appointment.id, token)}>
          {copy.addToCalendar}
        </button>
        <a className="button button-secondary" href="/my-appointments">
          {copy.myAppointments}
        </a>
      </div>
      <h3>{copy.nextHeading}</h3>
      <ul>
        <li>{copy.howTold}</li>
        <li>
          {policyInOneSentence()} <a href={policyPaths.cancellationRefund}>{bookingCopy.policyLinkBesidePay}</a>
        </li>
        <li>
          {copy.manage} <a href="/my-appointments">{copy.myAppointments}</a>.
        </li>
      </ul>
      <button type="button" className="link-button" onClick={onDismiss}>
        {copy.dismiss}
      </button>
    </section>
  );
}

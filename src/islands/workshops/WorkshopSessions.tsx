import { useEffect, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import type { PublicClassSession } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import type { Locale } from '../../i18n/locales';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { IslandLanguage, usePatientCopy } from '../shared/island-language';
import { SeatBooking } from './SeatBooking';
import { fullModes, WaitlistJoin } from './WaitlistJoin';
import { useClassSessions } from './useClassSessions';
import '../shared/slot-choice.css';
import './workshops.css';

export interface WorkshopSessionsProps {
  clinicName: string;
  /** Firebase's public web config when phone auth runs on Firebase; null for the local provider. */
  firebase: FirebaseWebConfig | null;
  locale?: Locale;
}

export default function WorkshopSessions({ locale = 'en', ...props }: WorkshopSessionsProps) {
  return (
    <IslandLanguage locale={locale}>
      <SessionList {...props} />
    </IslandLanguage>
  );
}

/** The sessions to come (issue 48) with the seats left per mode; one at a time opens its booking. */
function SessionList({ clinicName, firebase }: Omit<WorkshopSessionsProps, 'locale'>) {
  const copy = usePatientCopy().workshopSessions.workshopSessions;
  const { sessions, hasFailed, reload } = useClassSessions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [waitingId, setWaitingId] = useState<number | null>(null);

  if (hasFailed)
    return (
      <div className="workshop-state" role="alert">
        <p>{copy.failed}</p>
        <button type="button" className="button button-outline" onClick={reload}>
          {copy.retry}
        </button>
      </div>
    );
  if (!sessions)
    return (
      <p className="workshop-state" role="status">
        {copy.loading}
      </p>
    );
  if (sessions.length === 0) return <p className="workshop-state">{copy.empty}</p>;
  return (
    <>
      {/* The phone verification's notes (code sent, verified) come as toasts, as in the booking wizard. */}
      <Toaster position="top-center" />
      <ul className="workshop-sessions" aria-label={copy.listLabel}>
        {sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            isOpen={openId === session.id}
            onOpen={() => setOpenId(session.id)}
            onClose={() => setOpenId(null)}
            waitlist={{ isOpen: waitingId === session.id, onOpen: () => setWaitingId(session.id), onClose: () => setWaitingId(null) }}
            booking={{ clinicName, firebase, onBooked: reload }}
          />
        ))}
      </ul>
    </>
  );
}

function SessionCard({
  session,
  isOpen,
  onOpen,
  onClose,
  waitlist,
  booking,
}: {
  session: PublicClassSession;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  waitlist: { isOpen: boolean; onOpen: () => void; onClose: () => void };
  booking: { clinicName: string; firebase: FirebaseWebConfig | null; onBooked: () => void };
}) {
  const {
    workshopSessions: { workshopSessions: copy, waitlist: waitlistCopy },
    locale,
  } = usePatientCopy();
  const title = session.title[locale];
  const waitable = fullModes(session);
  const headingId = `workshop-session-${session.id}`;
  const when = formatAppointmentTime(session.startsAt, undefined, locale).clinic;
  const hasSeats = session.seatsLeft.in_person + session.seatsLeft.online > 0;
  const bookButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closing the booking hands focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !isOpen) bookButton.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <li className="workshop-session" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="workshop-when">{when}</p>
      <p className="workshop-teacher">{copy.teacher(session.teacher)}</p>
      {session.description[locale] && <p>{session.description[locale]}</p>}
      <p className="workshop-price">{session.pricePaise === 0 ? copy.free : copy.pricePerSeat(formatPaise(session.pricePaise, locale))}</p>
      <dl className="workshop-seats">
        {(['in_person', 'online'] as const).map((mode) => (
          <div key={mode} data-testid={`seats-${mode}`}>
            <dt>{copy.modes[mode]}</dt>
            <dd>{session.seatsLeft[mode] > 0 ? copy.seatsLeft(session.seatsLeft[mode]) : copy.full}</dd>
          </div>
        ))}
      </dl>
      {session.seatSale === 'series' && <p className="workshop-note">{copy.wholeSeries}</p>}
      {isOpen ? (
        <SeatBooking session={session} onClose={onClose} {...booking} />
      ) : (
        hasSeats && (
          <button ref={bookButton} type="button" className="button" aria-label={copy.bookFor(title)} onClick={onOpen}>
            {copy.book}
          </button>
        )
      )}
      {waitlist.isOpen ? (
        <WaitlistJoin session={session} modes={waitable} firebase={booking.firebase} onClose={waitlist.onClose} />
      ) : (
        !isOpen &&
        waitable.length > 0 && (
          <button type="button" className="button button-outline" aria-label={waitlistCopy.joinFor(title)} onClick={waitlist.onOpen}>
            {waitlistCopy.join}
          </button>
        )
      )}
    </li>
  );
}

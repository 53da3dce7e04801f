import { Link } from 'react-router';
import { bookingCopy } from '../../content/booking';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { copyLink } from '../components/copy-link';
import { sentToPatientText } from '../messages/message-labels';
import { type Booked, PAYMENT_LABELS, type PaymentChoice } from './new-appointment-form';

/** The link sent, where it went, and a Copy button for staff to give it by hand (issue 45). */
function SentLink({ link }: { link: NonNullable<Booked['link']> }) {
  return (
    <>
      <p className="admin-booked-reference">
        The slot is held until {formatDate(link.expiresAt)}. It is booked once the patient pays:{' '}
        <a href={link.url} target="_blank" rel="noreferrer">
          {link.url}
        </a>
      </p>
      <p className="admin-booked-channels">
        {sentToPatientText(link.channels)}{' '}
        <button type="button" className="button button-small" onClick={() => void copyLink(link.url)}>
          Copy link
        </button>
      </p>
    </>
  );
}

/** The booked appointment's reference (or the payment link sent) and what was booked. */
export function BookedSummary({ booked, method, onOpenPatient }: { booked: Booked; method: PaymentChoice; onOpenPatient: () => void }) {
  return (
    <>
      {booked.link ? (
        <SentLink link={booked.link} />
      ) : (
        <p className="admin-booked-reference">
          Reference <strong>#{booked.id}</strong>
        </p>
      )}
      <dl className="admin-details">
        <dt>Patient</dt>
        <dd>
          <Link to={`/admin/patients/${booked.patientId}`} onClick={onOpenPatient}>
            {booked.patientName}
          </Link>
        </dd>
        <dt>Service</dt>
        <dd>{booked.serviceName}</dd>
        <dt>Doctor</dt>
        <dd>{booked.doctorName}</dd>
        <dt>When</dt>
        <dd>{formatDate(booked.time)}</dd>
        <dt>Mode</dt>
        <dd>{bookingCopy.modes[booked.mode].label}</dd>
        <dt>Payment</dt>
        <dd>
          {method === 'waived'
            ? 'Waived'
            : method === 'link'
              ? `${formatPaise(booked.amount)} by payment link`
              : `${formatPaise(booked.amount)} by ${PAYMENT_LABELS[method]}`}
        </dd>
        {booked.discount && (
          <>
            <dt>Discount</dt>
            <dd>
              {booked.discount.percent} %: {booked.discount.reason}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

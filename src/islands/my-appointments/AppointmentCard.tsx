import { useEffect, useId, useRef, useState } from 'react';
import type { MyAppointment, PaymentDocumentListItem } from '../../lib/api/types';
import { formatPaise, formatRupees } from '../../lib/format/money';
import { joinState } from '../../lib/policy/appointment-policy';
import { formatAppointmentTime } from '../../lib/format/date';
import { ClinicVisitNote } from '../shared/ClinicVisitNote';
import { ConfirmPanel } from './ConfirmPanel';
import { RescheduleForm } from './RescheduleForm';
import { IntakePanel } from './IntakePanel';
import type { MyAppointmentsState } from './useMyAppointments';
import { usePatientCopy } from '../shared/island-language';
import { bookAgainPath } from '../../lib/booking/book-again';
import { localizePath } from '../../i18n/locales';

/** The booking wizard with this appointment's service, doctor and mode chosen, in the patient's language. */
const bookAgainHref = (a: MyAppointment, locale: Parameters<typeof localizePath>[1]) =>
  localizePath(bookAgainPath({ serviceId: a.service.id, doctorId: a.doctor.id, mode: a.mode }), locale);

type Panel = 'none' | 'cancel' | 'reschedule' | 'intake';

/** One appointment: what, who, when (clinic time and the patient's own), money, and what can be done now. */
export function AppointmentCard({
  appointment: a,
  state,
  clinicPhone,
}: {
  appointment: MyAppointment;
  state: MyAppointmentsState;
  clinicPhone: { label: string; href: string };
}) {
  const {
    myAppointments: { myAppointmentsCopy: copy },
    consultation: { intakePanel: intakeCopy },
    locale,
    name,
  } = usePatientCopy();
  const [panel, setPanel] = useState<Panel>('none');
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const isMoved = state.movedId === a.id;
  // After a move the list re-reads and re-sorts: the moved card takes the view and the focus in its new place.
  useEffect(() => {
    if (!isMoved) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [isMoved, a.time, state.list]);
  const time = formatAppointmentTime(a.time, undefined, locale);
  const isBusy = state.busyId === a.id;
  const join = joinState(new Date(a.time), new Date(a.end_time), state.now);
  const isActive = a.status === 'pending' || a.status === 'confirmed';
  const isTooLateToChange = a.is_upcoming && !a.cancellation.can_cancel && !a.reschedule.can_reschedule;

  return (
    <article className="appointment-card" aria-labelledby={headingId} ref={card} tabIndex={isMoved ? -1 : undefined}>
      <h3 id={headingId}>{name(a.service.name)}</h3>
      <dl className="appointment-facts">
        <dt>{copy.reference}</dt>
        <dd>#{a.id}</dd>
        <dt>{copy.doctor}</dt>
        <dd>{name(a.doctor.name)}</dd>
        <dt>{copy.time}</dt>
        <dd>
          {time.clinic}
          {time.viewer && (
            <span className="appointment-viewer-time">
              {' '}
              ({copy.yourTime}: {time.viewer})
            </span>
          )}
        </dd>
        <dt>{copy.status}</dt>
        <dd>
          <span className={`appointment-status appointment-status-${a.status}`}>{copy.statusLabels[a.status]}</span>
        </dd>
        <dt>{copy.paid}</dt>
        <dd>{a.payment ? formatPaise(a.payment.amount, locale) : copy.notPaid}</dd>
        {a.refunds.map((refund) => (
          <RefundFact key={refund.id} amount={refund.amount} status={refund.status} />
        ))}
      </dl>

      {/* A call has no room: the doctor phones the verified number; a video says when its room opens. */}
      {isActive && a.mode === 'call' && join.kind !== 'ended' && <p className="appointment-note">{copy.callAt(time.clinic)}</p>}
      {isActive && a.mode === 'in_person' && join.kind !== 'ended' && <ClinicVisitNote />}
      {isActive && a.mode === 'video' && a.google_meet_link && join.kind === 'open' && (
        <a className="button" href={a.google_meet_link} target="_blank" rel="noopener noreferrer">
          {copy.join}
        </a>
      )}
      {isActive && a.mode === 'video' && join.kind === 'not_yet' && (
        <p className="appointment-note">{copy.joinOpens(formatAppointmentTime(join.opensAt.toISOString(), undefined, locale).clinic)}</p>
      )}

      {isActive && (
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={() => void state.downloadCalendar(a.id)}>
            {copy.addToCalendar}
          </button>
          {a.reschedule.can_reschedule && (
            <button
              type="button"
              className="button button-secondary"
              aria-expanded={panel === 'reschedule'}
              onClick={() => setPanel(panel === 'reschedule' ? 'none' : 'reschedule')}
            >
              {copy.reschedule} <span className="appointment-hint">({copy.reschedulesLeft(a.reschedule.remaining)})</span>
            </button>
          )}
          {a.cancellation.can_cancel && (
            <button
              type="button"
              className="button button-danger"
              aria-expanded={panel === 'cancel'}
              onClick={() => setPanel(panel === 'cancel' ? 'none' : 'cancel')}
            >
              {copy.cancel}
            </button>
          )}
        </div>
      )}
      {isTooLateToChange && (
        <p className="appointment-note">
          {copy.callToCancel} <a href={clinicPhone.href}>{clinicPhone.label}</a>
        </p>
      )}

      {panel === 'cancel' && (
        <ConfirmPanel
          label={copy.cancel}
          isBusy={isBusy}
          confirmLabel={copy.confirmCancel}
          keepLabel={copy.keep}
          onConfirm={async () => {
            if (await state.cancel(a)) setPanel('none');
          }}
          onKeep={() => setPanel('none')}
        >
          <p>
            <strong>
              {a.cancellation.paid_amount > 0
                ? copy.refundOutcome(formatPaise(a.cancellation.refund_amount, locale), formatPaise(a.cancellation.paid_amount, locale))
                : copy.noRefundOutcome}
            </strong>
          </p>
          {a.cancellation.paid_amount > 0 && a.cancellation.refund_limited_by_move && <p>{copy.refundLimitedByMove}</p>}
        </ConfirmPanel>
      )}
      {panel === 'reschedule' && <RescheduleForm appointment={a} state={state} onDone={() => setPanel('none')} />}
      <AppointmentDocuments documents={state.documents.filter((d) => d.appointment_id === a.id)} state={state} />
      {a.status === 'confirmed' && state.session && (
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={panel === 'intake'}
          onClick={() => setPanel(panel === 'intake' ? 'none' : 'intake')}
        >
          {intakeCopy.open}
        </button>
      )}
      {a.visit_summary_ready && (
        <div className="actions">
          <button type="button" className="button" onClick={() => void state.downloadVisitSummary(a.id)}>
            {copy.downloadSummary}
          </button>
        </div>
      )}
      {panel === 'intake' && state.session && <IntakePanel appointmentId={a.id} token={state.session.token} />}
      {!a.is_upcoming && (
        <div className="actions">
          <a className="button button-secondary" href={bookAgainHref(a, locale)} aria-label={copy.bookAgainLabel(name(a.service.name))}>
            {copy.bookAgain}
          </a>
        </div>
      )}
    </article>
  );
}

function RefundFact({ amount, status }: { amount: number; status: MyAppointment['refunds'][number]['status'] }) {
  const {
    myAppointments: { myAppointmentsCopy: copy },
    locale,
  } = usePatientCopy();
  return (
    <>
      <dt>{copy.refund}</dt>
      <dd>
        {formatPaise(amount, locale)}, {copy.refundStates[status]}
      </dd>
    </>
  );
}

/** The appointment's receipt and credit notes, each a PDF download (the patient's token goes with it). */
function AppointmentDocuments({ documents, state }: { documents: PaymentDocumentListItem[]; state: MyAppointmentsState }) {
  const {
    consultation: { dataRights: copy },
    locale,
  } = usePatientCopy();
  if (documents.length === 0) return null;
  return (
    <div className="appointment-documents">
      <h4>{copy.documents}</h4>
      <ul>
        {documents.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              className="link-button"
              aria-label={copy.downloadDocument(d.number)}
              onClick={() => void state.downloadDocument(d, copy.downloadFailed)}
            >
              {d.kind === 'receipt' ? copy.receipt : copy.creditNote} {d.number}
            </button>{' '}
            <span className="appointment-hint">{formatRupees(d.amount, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

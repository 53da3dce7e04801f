import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import type { CourseCancellation, CourseLedger } from '../../lib/api/types';
import { DESK_PAYMENT_METHODS, type DeskPaymentMethod } from '../../lib/domain/payments';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { StatusBadge, type BadgeTone, statusLabel } from '../components/StatusBadge';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi, adminSaveFile } from '../session/session-store';
import { CourseSessionTable } from '../courses/CourseSessionTable';
import './course-ledger.css';

type Session = CourseLedger['sessions'][number];

const SESSION_TONES: Record<Session['status'], BadgeTone> = {
  planned: 'info',
  done: 'success',
  missed: 'warning',
  moved: 'muted',
  cancelled: 'error',
};
const METHOD_LABELS: Record<DeskPaymentMethod, string> = { cash: 'Cash', upi: 'UPI', card: 'Card' };
const inIst = (iso: string) => `${formatDate(iso, 'short', CLINIC_TIME_ZONE)} IST`;

/**
 * A course's "Payment and sessions" panel (issue 47): the ledger (each session's state, the
 * credits and the money), taking the price at the desk, marking a session missed and
 * rescheduling it, and cancelling the course with the refund shown before confirming. Self-
 * contained: a course view hosts it with the course's id.
 */
export function CourseLedgerPanel({ courseId }: { courseId: number }) {
  const [ledger, setLedger] = useState<CourseLedger | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<
    { kind: 'pay' } | { kind: 'link' } | { kind: 'missed'; session: Session } | { kind: 'reschedule'; session: Session } | { kind: 'cancel' } | null
  >(null);
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      setLedger(await adminApi<CourseLedger>(`/v1/courses/${courseId}/ledger`));
      setLoadError(null);
    } catch (err) {
      setLoadError(errorMessage(err, 'Could not load the course’s ledger'));
    }
  }, [courseId]);
  useEffect(() => void load(), [load]);

  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    void load();
  };

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!ledger) return <p>Loading...</p>;
  const { course, summary } = ledger;
  const isOpen = course.status === 'planned';
  const isPaid = summary.paidPaise > 0;
  const receipt = ledger.payments.find((p) => p.status === 'completed' && p.receiptNumber);

  return (
    <section className="admin-card course-ledger" aria-labelledby={headingId}>
      <h2 id={headingId}>Payment and sessions</h2>
      <p>
        <strong>{course.name}</strong> for {course.patientName} · {formatPaise(course.pricePaise)} ·{' '}
        <StatusBadge tone={course.status === 'cancelled' ? 'error' : course.status === 'completed' ? 'success' : 'info'}>
          {statusLabel(course.status)}
        </StatusBadge>
      </p>
      <dl className="course-ledger-summary">
        {(
          [
            ['Sessions', String(summary.sessionCount)],
            ['Done', String(summary.used)],
            ['Credits left', String(summary.creditsLeft)],
            ['Missed', String(summary.missed)],
            ['Cancelled', String(summary.cancelled)],
            ['Paid', formatPaise(summary.paidPaise)],
            ['Refundable if cancelled', formatPaise(summary.refundablePaise)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="admin-toolbar">
        {isOpen && !isPaid && (
          <button type="button" className="button" onClick={() => setDialog({ kind: 'pay' })}>
            Take payment at the desk
          </button>
        )}
        {isOpen && !isPaid && (
          <button type="button" className="button button-quiet" onClick={() => setDialog({ kind: 'link' })}>
            Send payment link
          </button>
        )}
        {receipt && (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => void adminSaveFile(`/v1/courses/${courseId}/receipt.pdf`, `${receipt.receiptNumber!.replaceAll('/', '-')}.pdf`)}
          >
            Download receipt {receipt.receiptNumber}
          </button>
        )}
        {isOpen && (
          <button type="button" className="button button-quiet" onClick={() => setDialog({ kind: 'cancel' })}>
            Cancel course
          </button>
        )}
      </div>
      <CourseSessionTable
        caption="Sessions of the course"
        extraHeader="Actions"
        rows={ledger.sessions.map((session) => {
          const canMiss = isOpen && session.status === 'planned' && new Date(session.startsAt) <= new Date();
          const label = `${session.therapy.name} on ${inIst(session.startsAt)}`;
          return {
            key: session.id,
            day: session.stepIndex + 1,
            when: inIst(session.startsAt),
            therapy: session.therapy.name,
            phase: statusLabel(session.phase),
            room: session.room.name,
            // Released reservations (missed, cancelled) no longer name who would have given it.
            therapists: session.therapists.map((t) => t.name).join(', ') || '—',
            status: (
              <>
                <StatusBadge tone={SESSION_TONES[session.status]}>{statusLabel(session.status)}</StatusBadge>
                {session.replacesSessionId !== null && <small> (a rescheduled session)</small>}
              </>
            ),
            extra: (
              <>
                {canMiss && (
                  <button type="button" className="button button-small" onClick={() => setDialog({ kind: 'missed', session })}>
                    Mark missed<span className="visually-hidden">: {label}</span>
                  </button>
                )}
                {session.canReschedule && (
                  <button type="button" className="button button-small" onClick={() => setDialog({ kind: 'reschedule', session })}>
                    Reschedule<span className="visually-hidden">: {label}</span>
                  </button>
                )}
              </>
            ),
          };
        })}
      />
      {ledger.sessions.length === 0 && <p>No sessions are planned yet.</p>}
      <DeskPaymentDialog isOpen={dialog?.kind === 'pay'} courseId={courseId} pricePaise={course.pricePaise} onClose={close} onChanged={changed} />
      <PaymentLinkDialog isOpen={dialog?.kind === 'link'} courseId={courseId} pricePaise={course.pricePaise} onClose={close} onChanged={changed} />
      <MissedDialog session={dialog?.kind === 'missed' ? dialog.session : null} onClose={close} onChanged={changed} />
      <RescheduleDialog
        session={dialog?.kind === 'reschedule' ? dialog.session : null}
        options={ledger.options}
        onClose={close}
        onChanged={changed}
      />
      <CancelCourseDialog isOpen={dialog?.kind === 'cancel'} courseId={courseId} onClose={close} onChanged={changed} />
    </section>
  );
}

interface DialogProps {
  onClose: () => void;
  onChanged: () => void;
}

function DeskPaymentDialog({
  isOpen,
  courseId,
  pricePaise,
  onClose,
  onChanged,
}: DialogProps & { isOpen: boolean; courseId: number; pricePaise: number }) {
  const [method, setMethod] = useState<DeskPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const { isBusy, write } = useAdminWrite();
  const referenceId = useId();
  const onConfirm = async () => {
    const body = { method, reference: reference.trim() || null };
    if (
      await write(
        () => adminApi(`/v1/courses/${courseId}/payment`, { method: 'POST', body }),
        'Payment recorded; receipt issued',
        'Could not record the payment',
      )
    ) {
      setReference('');
      onChanged();
    }
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Take payment at the desk"
      confirmLabel={isBusy ? 'Saving...' : `Record ${formatPaise(pricePaise)}`}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <div className="admin-form">
        <p>The course’s price, {formatPaise(pricePaise)}, is taken once; the receipt is issued with it.</p>
        <fieldset>
          <legend>Paid by</legend>
          {DESK_PAYMENT_METHODS.map((value) => (
            <label key={value} className="admin-inline-field">
              <input type="radio" name="course-desk-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              {METHOD_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="admin-field">
          <label htmlFor={referenceId}>Reference (UPI or card slip, optional)</label>
          <input id={referenceId} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
        </div>
      </div>
    </ConfirmDialog>
  );
}

/** A payment link for the course's price, sent to the patient by e-mail and SMS or WhatsApp; paying it settles the course. */
function PaymentLinkDialog({
  isOpen,
  courseId,
  pricePaise,
  onClose,
  onChanged,
}: DialogProps & { isOpen: boolean; courseId: number; pricePaise: number }) {
  const { isBusy, write } = useAdminWrite();
  const onConfirm = async () => {
    if (
      await write(
        () => adminApi(`/v1/courses/${courseId}/payment-link`, { method: 'POST' }),
        'Payment link sent to the patient',
        'Could not send the payment link',
      )
    )
      onChanged();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Send payment link"
      confirmLabel={isBusy ? 'Sending...' : `Send link for ${formatPaise(pricePaise)}`}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>The patient gets a link to pay {formatPaise(pricePaise)} online, in their language. It works for 7 days; the course is paid once.</p>
    </ConfirmDialog>
  );
}

function MissedDialog({ session, onClose, onChanged }: DialogProps & { session: Session | null }) {
  const { isBusy, write } = useAdminWrite();
  const onConfirm = async () => {
    if (!session) return;
    if (
      await write(
        () => adminApi(`/v1/course-sessions/${session.id}/missed`, { method: 'POST' }),
        'Session marked missed',
        'Could not mark the session',
      )
    )
      onChanged();
  };
  return (
    <ConfirmDialog
      isOpen={session !== null}
      title="Mark missed"
      confirmLabel={isBusy ? 'Saving...' : 'Mark missed'}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {session && (
        <p>
          {session.therapy.name} on {inIst(session.startsAt)} is marked missed: its room and therapists are released and the session keeps its credit,
          to be rescheduled once.
        </p>
      )}
    </ConfirmDialog>
  );
}

function RescheduleDialog({ session, options, onClose, onChanged }: DialogProps & { session: Session | null; options: CourseLedger['options'] }) {
  const [startsAt, setStartsAt] = useState('');
  const [roomId, setRoomId] = useState('');
  const [therapistIds, setTherapistIds] = useState<string[]>([]);
  const { isBusy, write } = useAdminWrite();
  const ids = { start: useId(), room: useId(), therapist: useId() };
  const fitting = session?.therapy.fitting ?? null;
  const rooms = (options?.rooms ?? []).filter((room) => fitting === null || room.fittings.includes(fitting));
  const therapists = (options?.therapists ?? []).filter((t) => session && t.therapyIds.includes(session.therapy.id));
  const needed = session?.therapy.therapistsNeeded ?? 1;
  const chosen = therapistIds.slice(0, needed);
  const reset = () => {
    setStartsAt('');
    setRoomId('');
    setTherapistIds([]);
  };
  const onConfirm = async () => {
    if (!session) return;
    // The clinic's wall clock: the time typed is IST.
    const body = { startsAt: `${startsAt}:00+05:30`, roomId: Number(roomId), therapistIds: chosen.map(Number) };
    if (
      await write(
        () => adminApi(`/v1/course-sessions/${session.id}/reschedule`, { method: 'POST', body }),
        'Session rescheduled',
        'Could not reschedule',
      )
    ) {
      reset();
      onChanged();
    }
  };
  return (
    <ConfirmDialog
      isOpen={session !== null}
      title="Reschedule missed session"
      confirmLabel={isBusy ? 'Saving...' : 'Reschedule'}
      isBusy={isBusy}
      canConfirm={startsAt !== '' && roomId !== '' && chosen.length === needed && chosen.every((id) => id !== '')}
      onConfirm={onConfirm}
      onCancel={() => {
        reset();
        onClose();
      }}
    >
      {session && (
        <div className="admin-form">
          <p>
            {session.therapy.name} ({session.therapy.minutes} minutes), missed on {inIst(session.startsAt)}.
          </p>
          <div className="admin-field">
            <label htmlFor={ids.start}>New start (IST)</label>
            <input id={ids.start} type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
          </div>
          <div className="admin-field">
            <label htmlFor={ids.room}>Room</label>
            <select id={ids.room} value={roomId} onChange={(e) => setRoomId(e.target.value)}>
              <option value="">Choose a room</option>
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </select>
          </div>
          {Array.from({ length: needed }, (_, index) => (
            <div className="admin-field" key={index}>
              <label htmlFor={`${ids.therapist}-${index}`}>{needed > 1 ? `Therapist ${index + 1}` : 'Therapist'}</label>
              <select
                id={`${ids.therapist}-${index}`}
                value={therapistIds[index] ?? ''}
                onChange={(e) => setTherapistIds((list) => Object.assign([...list], { [index]: e.target.value }))}
              >
                <option value="">Choose a therapist</option>
                {therapists.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {therapists.length < needed && <p className="admin-hint">Fewer therapists are trained in {session.therapy.name} than it needs.</p>}
        </div>
      )}
    </ConfirmDialog>
  );
}

function CancelCourseDialog({ isOpen, courseId, onClose, onChanged }: DialogProps & { isOpen: boolean; courseId: number }) {
  const [preview, setPreview] = useState<CourseCancellation | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const { isBusy, write } = useAdminWrite();
  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    setPreview(null);
    setPreviewError(null);
    adminApi<CourseCancellation>(`/v1/courses/${courseId}/cancellation`)
      .then((answer) => isCurrent && setPreview(answer))
      .catch((err: unknown) => isCurrent && setPreviewError(errorMessage(err, 'Could not work out the refund')));
    return () => {
      isCurrent = false;
    };
  }, [isOpen, courseId]);
  const onConfirm = async () => {
    if (!preview) return;
    const body = { expectedRefundPaise: preview.refundPaise };
    if (await write(() => adminApi(`/v1/courses/${courseId}/cancel`, { method: 'POST', body }), 'Course cancelled', 'Could not cancel the course'))
      onChanged();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Cancel course"
      confirmLabel={
        isBusy ? 'Saving...' : preview && preview.refundPaise > 0 ? `Cancel and refund ${formatPaise(preview.refundPaise)}` : 'Cancel course'
      }
      cancelLabel="Keep the course"
      isBusy={isBusy}
      canConfirm={preview !== null && preview.canCancel}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {previewError && <p role="alert">{previewError}</p>}
      {!preview && !previewError && <p>Working out the refund...</p>}
      {preview && (
        <div aria-live="polite">
          <p>
            <strong>Refund: {formatPaise(preview.refundPaise)}</strong> for {preview.unusedSessions} unused{' '}
            {preview.unusedSessions === 1 ? 'session' : 'sessions'} (paid {formatPaise(preview.paidPaise)}).
          </p>
          <p>{preview.policy}</p>
          <p>Every planned session is cancelled and its room and therapists released.</p>
        </div>
      )}
    </ConfirmDialog>
  );
}

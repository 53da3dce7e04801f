import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import type { ClassRoster } from '../../lib/api/types';
import type { SeatMode } from '../../lib/domain/classes';
import { DESK_PAYMENT_METHODS } from '../../lib/domain/payments';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { ANNOUNCEMENT_MAX } from '../../lib/validation/class-desk';
import { type PickedPatient, PatientPicker } from '../components/PatientPicker';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { downloadCsv } from '../components/download-csv';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';
import { SessionWaitlist } from './SessionWaitlist';

export const inIst = (iso: string) => `${formatDate(iso, 'short', CLINIC_TIME_ZONE)} IST`;

type Seat = ClassRoster['seats'][number];

const CSV_COLUMNS = ['Name', 'Phone', 'Seat', 'Paid', 'Refunded', 'Checked in'] as const;
const MODE_LABELS: Record<SeatMode, string> = { in_person: 'In person', online: 'Online' };
const seatKind = (seat: Seat) => `${MODE_LABELS[seat.mode]}${seat.series ? ' (whole series)' : ''}`;
const refundText = (seat: Seat) => (seat.refundedPaise === null ? '' : formatPaise(seat.refundedPaise));
const paidText = (seat: Seat) => (seat.pricePaise === 0 ? 'Free' : formatPaise(seat.pricePaise));

/** Staff sell a seat at the desk: find the patient, choose the seat and how they paid. */
function DeskSeatForm({ sessionId, modes, onSold }: { sessionId: number; modes: SeatMode[]; onSold: () => void }) {
  const ids = { mode: useId(), method: useId(), reference: useId() };
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [mode, setMode] = useState<SeatMode>(modes[0]!);
  const [method, setMethod] = useState<(typeof DESK_PAYMENT_METHODS)[number]>('cash');
  const [reference, setReference] = useState('');
  const { isBusy, write } = useAdminWrite();
  const sell = async () => {
    const done = await write(
      () => adminApi(`/v1/class-sessions/${sessionId}/desk-seat`, { method: 'POST', body: { patientId: patient!.id, mode, method, reference } }),
      'Seat sold.',
      'Could not sell the seat.',
    );
    if (done) {
      setPatient(null);
      setReference('');
      onSold();
    }
  };
  return (
    <form
      className="admin-form"
      aria-label="Sell a seat at the desk"
      onSubmit={(e) => {
        e.preventDefault();
        void sell();
      }}
    >
      <h3>Sell a seat at the desk</h3>
      <PatientPicker patient={patient} onChange={setPatient} />
      <div className="admin-field">
        <label htmlFor={ids.mode}>Seat</label>
        <select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as SeatMode)}>
          {modes.map((value) => (
            <option key={value} value={value}>
              {MODE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.method}>Paid by</label>
        <select id={ids.method} value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
          {DESK_PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {value === 'upi' ? 'UPI' : value[0]!.toUpperCase() + value.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.reference}>Reference (optional)</label>
        <input id={ids.reference} maxLength={100} value={reference} onChange={(e) => setReference(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={isBusy || patient === null}>
        {isBusy ? 'Selling...' : 'Sell seat'}
      </button>
    </form>
  );
}

/** One line of text to every paid seat's patient, in their language and on their channel. */
function AnnouncementForm({ sessionId }: { sessionId: number }) {
  const ids = { text: useId(), hint: useId() };
  const [text, setText] = useState('');
  const { isBusy, write } = useAdminWrite();
  const send = async () => {
    const done = await write(
      () => adminApi(`/v1/class-sessions/${sessionId}/announcement`, { method: 'POST', body: { text } }),
      'Message sent to every attendee.',
      'Could not send the message.',
    );
    if (done) setText('');
  };
  return (
    <form
      className="admin-form"
      aria-label="Message all attendees"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="admin-field">
        <label htmlFor={ids.text}>Message to all attendees</label>
        <input
          id={ids.text}
          required
          maxLength={ANNOUNCEMENT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={ids.hint}
        />
        <p id={ids.hint} className="admin-hint">
          One line, up to {ANNOUNCEMENT_MAX} characters (for example: the class moves to the Yoga Hall upstairs). Sent by each patient’s chosen
          channel.
        </p>
      </div>
      <button type="submit" className="button" disabled={isBusy || text.trim() === ''}>
        {isBusy ? 'Sending...' : 'Send to all'}
      </button>
    </form>
  );
}

/**
 * A session's roster for the teacher and the desk: each seat paid (and refunded once the session
 * is cancelled), check-in at the door, the roster as CSV, a seat sold at the desk, one message to all.
 */
export function RosterDialog({
  sessionId,
  modes,
  onClose,
  onChanged,
}: {
  sessionId: number | null;
  /** The seat kinds the class sells (a desk sale offers only these). */
  modes: SeatMode[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [roster, setRoster] = useState<ClassRoster | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { isBusy, write } = useAdminWrite();
  const captionId = useId();
  const load = useCallback(
    (signal?: AbortSignal) =>
      adminApi<ClassRoster>(`/v1/class-sessions/${sessionId}/roster`, { signal })
        .then((answer) => {
          setRoster(answer);
          setProblem(null);
        })
        .catch((err: unknown) => {
          if (!signal?.aborted) setProblem(errorMessage(err, 'Failed to fetch the roster.'));
        }),
    [sessionId],
  );
  useEffect(() => {
    if (sessionId === null) return;
    const controller = new AbortController();
    setRoster(null);
    setProblem(null);
    void load(controller.signal);
    return () => controller.abort();
  }, [sessionId, load]);

  const toggleCheckIn = async (seat: Seat) => {
    const undo = seat.checkedInAt !== null;
    await write(
      () => adminApi<ClassRoster>(`/v1/class-sessions/${sessionId}/seats/${seat.id}/check-in`, { method: undo ? 'DELETE' : 'POST' }).then(setRoster),
      undo ? `${seat.name}: check-in undone.` : `${seat.name} checked in.`,
      'Could not change the check-in.',
    );
  };
  const exportCsv = (current: ClassRoster) =>
    downloadCsv(
      'class_roster',
      CSV_COLUMNS,
      current.seats.map((seat) => ({
        Name: seat.name,
        Phone: seat.mobile,
        Seat: seatKind(seat),
        Paid: paidText(seat),
        Refunded: refundText(seat),
        'Checked in': seat.checkedInAt ? inIst(seat.checkedInAt) : '',
      })),
    );
  const isOpen = roster?.session.status === 'scheduled';
  const lastColumn = roster?.session.status === 'cancelled' ? 'Refunded' : 'Attended';

  return (
    <ConfirmDialog isOpen={sessionId !== null} title="Roster" onCancel={onClose} cancelLabel="Close" isWide>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : !roster ? (
        <p>Loading...</p>
      ) : (
        <>
          {roster.session.status === 'cancelled' && <p role="status">This session is cancelled: each paid seat is refunded once.</p>}
          {roster.seats.length === 0 ? (
            <p>No paid seats yet for {inIst(roster.session.startsAt)}.</p>
          ) : (
            <div className="admin-table-wrap">
              <div className="admin-toolbar">
                <button type="button" className="button button-small button-quiet" onClick={() => exportCsv(roster)}>
                  Export CSV
                </button>
              </div>
              <p id={captionId}>Seats for {inIst(roster.session.startsAt)}</p>
              <table className="admin-table admin-table-cards admin-static-cards" aria-labelledby={captionId}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Seat</th>
                    <th scope="col">Paid</th>
                    <th scope="col">{lastColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {roster.seats.map((seat) => (
                    <tr key={seat.id}>
                      <td>{seat.name}</td>
                      <td>{seat.mobile ?? '—'}</td>
                      <td>{seatKind(seat)}</td>
                      <td>{paidText(seat)}</td>
                      <td>
                        {roster.session.status === 'cancelled' ? (
                          seat.refundedPaise === null ? (
                            '—'
                          ) : (
                            `Refunded ${refundText(seat)}`
                          )
                        ) : (
                          <>
                            {seat.checkedInAt ? `Checked in ${inIst(seat.checkedInAt)}` : 'Not yet'}{' '}
                            <button
                              type="button"
                              className="button button-small button-quiet"
                              disabled={isBusy}
                              onClick={() => void toggleCheckIn(seat)}
                              aria-label={seat.checkedInAt ? `Undo check-in of ${seat.name}` : `Check in ${seat.name}`}
                            >
                              {seat.checkedInAt ? 'Undo' : 'Check in'}
                            </button>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {isOpen && (
            <SessionWaitlist
              sessionId={roster.session.id}
              modes={modes}
              onChanged={() => {
                void load();
                onChanged();
              }}
            />
          )}
          {isOpen && roster.seats.length > 0 && <AnnouncementForm sessionId={roster.session.id} />}
          {isOpen && (
            <DeskSeatForm
              sessionId={roster.session.id}
              modes={modes}
              onSold={() => {
                void load();
                onChanged();
              }}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}

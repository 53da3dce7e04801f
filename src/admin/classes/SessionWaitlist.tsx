import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import type { StaffWaitlistAnswer } from '../../lib/api/types';
import type { SeatMode } from '../../lib/domain/classes';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { WaitlistTable } from '../waitlist/WaitlistTable';

const MODE_LABELS: Record<SeatMode, string> = { in_person: 'In person', online: 'Online' };

/**
 * A class session's waitlist on its roster (issue 48, docs/decisions/050): the line in order with
 * each place's state and offer, and "Offer now" for a mode with a seat free and someone waiting.
 */
export function SessionWaitlist({ sessionId, modes, onChanged }: { sessionId: number; modes: SeatMode[]; onChanged: () => void }) {
  const [line, setLine] = useState<StaffWaitlistAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { isBusy, write } = useAdminWrite();
  const captionId = useId();
  const load = useCallback(
    (signal?: AbortSignal) =>
      adminApi<StaffWaitlistAnswer>(`/v1/class-sessions/${sessionId}/waitlist`, { signal })
        .then((answer) => {
          setLine(answer);
          setProblem(null);
        })
        .catch((err: unknown) => {
          if (!signal?.aborted) setProblem(errorMessage(err, 'Failed to fetch the waitlist.'));
        }),
    [sessionId],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const offerNow = async (mode: SeatMode) => {
    const done = await write(
      () => adminApi<StaffWaitlistAnswer>(`/v1/class-sessions/${sessionId}/waitlist/offer`, { method: 'POST', body: { mode } }).then(setLine),
      'Seat offered to the first in line.',
      'Could not offer the seat.',
    );
    if (done) onChanged();
  };

  if (problem) return <p role="alert">{problem}</p>;
  if (!line) return <p>Loading the waitlist...</p>;
  const waiting = (mode: SeatMode) => line.entries.some((entry) => entry.mode === mode && entry.status === 'waiting');
  return (
    <section aria-labelledby={captionId}>
      <h3 id={captionId}>Waitlist</h3>
      {line.entries.length === 0 ? (
        <p>Nobody is waiting for this session.</p>
      ) : (
        <WaitlistTable
          labelledBy={captionId}
          entries={line.entries}
          columns={[{ header: 'Seat', cell: (entry) => MODE_LABELS[entry.mode] }]}
          offerText={(entry) => (entry.offer ? ` until ${formatDate(entry.offer.expiresAt, 'short', CLINIC_TIME_ZONE)} IST` : '')}
          onRemoved={() => {
            void load();
            onChanged();
          }}
        />
      )}
      {modes
        .filter((mode) => line.free[mode] > 0 && waiting(mode))
        .map((mode) => (
          <button key={mode} type="button" className="button button-small" disabled={isBusy} onClick={() => void offerNow(mode)}>
            Offer now: {MODE_LABELS[mode].toLowerCase()} seat ({line.free[mode]} free)
          </button>
        ))}
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api/client';
import type { ConsultationWaitlistEntryAnswer, FullDoctorDaysAnswer } from '../../lib/api/types';
import type { AppointmentMode } from '../../lib/domain/appointments';
import { longDateName } from '../../lib/format/date';
import { endPatientSession } from '../phone-verification/patient-session-store';
import { usePatientCopy } from '../shared/island-language';

type Loaded =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; doctors: FullDoctorDaysAnswer['doctors']; places: ConsultationWaitlistEntryAnswer[] };

export interface FullDayWaitlistProps {
  serviceId: string;
  /** The clinic day, YYYY-MM-DD. */
  date: string;
  mode: AppointmentMode;
  /** The verified patient's token: the wizard verifies the number before a service is chosen. */
  token: string;
  /** Say so when no doctor's day is full (the patient chose a day without free times). */
  showEmpty?: boolean;
}

/**
 * A doctor's full day in the booking wizard (issue 48, docs/decisions/053, 061): the doctors of the
 * service with no free time left that day (GET /v1/waitlist/consultations/full), each with "Join
 * the waiting list" (POST /v1/waitlist/consultations); a place taken shows its number in line and
 * "Leave the waiting list" (DELETE /v1/waitlist/:id). Refusals are the server's, in the page's language.
 */
export function FullDayWaitlist({ serviceId, date, mode, token, showEmpty = false }: FullDayWaitlistProps) {
  const {
    workshopSessions: { consultationWaitlist: copy },
    locale,
    errorText,
    name,
  } = usePatientCopy();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [hasLeft, setHasLeft] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [full, mine] = await Promise.all([
          api<FullDoctorDaysAnswer>('/v1/waitlist/consultations/full', { query: { serviceId, date }, signal, retryWhenBusy: {} }),
          api<ConsultationWaitlistEntryAnswer[]>('/v1/waitlist/consultations/mine', { token, signal, retryWhenBusy: {} }),
        ]);
        setLoaded({ kind: 'loaded', doctors: full.doctors, places: mine.filter((place) => place.date === date) });
      } catch (err) {
        if (signal?.aborted) return;
        if (err instanceof ApiError && err.status === 401) {
          endPatientSession();
          return;
        }
        setLoaded({ kind: 'failed' });
      }
    },
    [serviceId, date, token],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    setError(null);
    setHasLeft(false);
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function send(request: () => Promise<void>, fallback: string) {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) endPatientSession();
      setError(errorText(err, fallback));
    } finally {
      setBusy(false);
    }
  }

  const join = (doctorId: number) =>
    send(async () => {
      const place = await api<ConsultationWaitlistEntryAnswer>('/v1/waitlist/consultations', {
        method: 'POST',
        token,
        body: { doctorId, serviceId: Number(serviceId), date, mode },
      });
      setHasLeft(false);
      setLoaded((l) => (l.kind === 'loaded' ? { ...l, places: [...l.places, place] } : l));
    }, copy.failedToJoin);

  const leave = (place: ConsultationWaitlistEntryAnswer) =>
    send(async () => {
      await api(`/v1/waitlist/${place.id}`, { method: 'DELETE', token });
      setHasLeft(true);
      setLoaded((l) => (l.kind === 'loaded' ? { ...l, places: l.places.filter((p) => p.id !== place.id) } : l));
    }, copy.failedToLeave);

  if (loaded.kind === 'loading') return showEmpty ? <p role="status">{copy.checking}</p> : null;
  if (loaded.kind === 'failed') return showEmpty ? <p role="alert">{copy.failed}</p> : null;
  // A doctor the patient waits for stays listed even once their day has a time again (offered to them).
  const doctors = [
    ...loaded.doctors,
    ...loaded.places.filter((p) => !loaded.doctors.some((d) => d.id === p.doctorId)).map((p) => ({ id: p.doctorId, name: p.doctorName })),
  ];
  if (doctors.length === 0) {
    if (hasLeft) return <p role="status">{copy.left}</p>;
    return showEmpty ? <p className="waitlist-day-note">{copy.noFullDoctor}</p> : null;
  }
  return (
    <section className="waitlist-day" aria-labelledby="waitlist-day-heading">
      <h3 id="waitlist-day-heading">{copy.title}</h3>
      <p className="waitlist-day-note">{copy.intro}</p>
      <p>{copy.fullDoctors(longDateName(date, locale))}</p>
      <ul className="waitlist-day-doctors">
        {doctors.map((doctor) => {
          const place = loaded.places.find((p) => p.doctorId === doctor.id);
          return (
            <li key={doctor.id}>
              <strong>{name(doctor.name)}</strong>
              {place ? (
                <>
                  <p role="status">{place.status === 'offered' ? copy.offered : copy.joined(place.position ?? 1)}</p>
                  <button type="button" className="button button-outline" disabled={isBusy} onClick={() => void leave(place)}>
                    {copy.leave}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={isBusy}
                  aria-describedby={error ? 'waitlist-day-error' : undefined}
                  onClick={() => void join(doctor.id)}
                >
                  {copy.join(name(doctor.name))}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {hasLeft && <p role="status">{copy.left}</p>}
      <p id="waitlist-day-error" className="field-error" role="alert">
        {error}
      </p>
    </section>
  );
}

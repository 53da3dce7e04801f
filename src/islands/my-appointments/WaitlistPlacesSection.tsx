import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, api } from '../../lib/api/client';
import type { ConsultationWaitlistEntryAnswer, WaitlistEntryAnswer } from '../../lib/api/types';
import { LONG_DATE, clinicDateAndTime, longDateName } from '../../lib/format/date';
import { endPatientSession } from '../phone-verification/patient-session-store';
import { usePatientCopy } from '../shared/island-language';
import { LoadedSection } from './LoadedSection';

type Place = { id: number; title: string; when: string; status: WaitlistEntryAnswer['status']; position: number | null };
type PlacesState = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; places: Place[] };

/**
 * My appointments (issue 48, decision 061): the patient's places in line, a doctor's full day or a
 * full class session, with the number in line and "Leave the waiting list"; hidden when there is none.
 */
export function WaitlistPlacesSection({ token }: { token: string }) {
  const {
    workshopSessions: { consultationWaitlist: copy, workshopSessions: seatCopy },
    booking: { bookingCopy },
    locale,
    errorText,
    name,
  } = usePatientCopy();
  const [state, setState] = useState<PlacesState>({ kind: 'loading' });
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const [classes, days] = await Promise.all([
        api<WaitlistEntryAnswer[]>('/v1/waitlist/mine', { token }),
        api<ConsultationWaitlistEntryAnswer[]>('/v1/waitlist/consultations/mine', { token }),
      ]);
      const places: Place[] = [
        ...days.map((p) => ({
          id: p.id,
          title: copy.consultationPlace(name(p.doctorName), name(p.serviceName)),
          when: `${longDateName(p.date, locale)} · ${bookingCopy.modes[p.mode].label}`,
          status: p.status,
          position: p.position,
        })),
        ...classes.map((p) => {
          const { date, time } = clinicDateAndTime(new Date(p.startsAt), locale, LONG_DATE);
          return {
            id: p.id,
            title: p.title[locale],
            when: `${date}, ${time} IST · ${copy.classPlace(seatCopy.modes[p.mode])}`,
            status: p.status,
            position: p.position,
          };
        }),
      ];
      setState({ kind: 'loaded', places });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        endPatientSession();
        return;
      }
      setState({ kind: 'error' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the page's language, which never changes
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  async function leave(place: Place) {
    setBusyId(place.id);
    try {
      await api(`/v1/waitlist/${place.id}`, { method: 'DELETE', token });
      toast.success(copy.left);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        endPatientSession();
        return;
      }
      toast.error(errorText(err, copy.failedToLeave));
    } finally {
      setBusyId(null);
    }
    await load();
  }

  if (state.kind === 'loaded' && state.places.length === 0) return null;
  return (
    <LoadedSection
      className="course-section"
      headingId="waitlist-places-heading"
      heading={copy.placesHeading}
      status={state.kind}
      loadingText={copy.placesLoading}
      failedText={copy.placesFailed}
      onRetry={() => void load()}
    >
      {state.kind === 'loaded' &&
        state.places.map((place) => (
          <article key={place.id} className="course-card" aria-labelledby={`waitlist-place-${place.id}`}>
            <div className="course-card-head">
              <h3 id={`waitlist-place-${place.id}`}>{place.title}</h3>
              <span className="course-status">{place.status === 'offered' ? copy.offered : copy.position(place.position ?? 1)}</span>
            </div>
            <p>{place.when}</p>
            <div className="actions">
              <button type="button" className="button button-secondary" disabled={busyId === place.id} onClick={() => void leave(place)}>
                {copy.leave}
              </button>
            </div>
          </article>
        ))}
    </LoadedSection>
  );
}

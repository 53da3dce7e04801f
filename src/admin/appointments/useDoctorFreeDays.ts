import { useEffect, useState } from 'react';
import { adminApi } from '../session/session-store';
import type { AvailableSlot } from '../../lib/api/types';
import { shortDateName } from '../../lib/format/date';
import { clinicDayRangeIso } from '../../lib/time/booking-day';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { addDays } from '../../lib/time/month-grid';

/** How far ahead the front desk's "next free days" look, and how many days they offer. */
const LOOK_AHEAD_DAYS = 14;
const DAYS_SHOWN = 6;

export interface FreeDay {
  date: string;
  label: string;
  count: number;
}

/**
 * The doctor's next clinic (IST) days with free times for the service, from today: one slot
 * lookup over two weeks (the booking's own), so staff pick a day in one click. Empty until both
 * are chosen, and when the lookup fails (the day field still works).
 */
export function useDoctorFreeDays(serviceId: string, doctorId: string): { days: FreeDay[]; isLoading: boolean } {
  const [answer, setAnswer] = useState<{ key: string; days: FreeDay[] } | null>(null);
  const key = serviceId && doctorId ? `${serviceId}:${doctorId}` : '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const today = indiaDateOf(new Date());
    const range = { startDate: clinicDayRangeIso(today).startDate, endDate: clinicDayRangeIso(addDays(today, LOOK_AHEAD_DAYS)).endDate };
    adminApi<AvailableSlot[]>('/v1/time-slots/available', { query: { ...range, serviceId }, signal: controller.signal })
      .then((slots) => {
        const counts = new Map<string, number>();
        for (const slot of slots) {
          if (String(slot.doctor.id) !== doctorId) continue;
          const date = indiaDateOf(new Date(slot.start_time));
          counts.set(date, (counts.get(date) ?? 0) + 1);
        }
        const days = [...counts.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .slice(0, DAYS_SHOWN)
          .map(([date, count]) => ({ date, count, label: shortDateName(date) }));
        setAnswer({ key, days });
      })
      .catch(() => !controller.signal.aborted && setAnswer({ key, days: [] }));
    return () => controller.abort();
  }, [key, serviceId, doctorId]);

  const isCurrent = key !== '' && answer?.key === key;
  return { days: isCurrent ? answer.days : [], isLoading: key !== '' && !isCurrent };
}

import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../lib/api/client';
import type { TimeSlot } from '../../lib/api/types';
import { appointmentMessages as m } from '../../lib/validation/messages';
import { clinicDayRangeIso } from '../../lib/time/booking-day';

/**
 * The free slots of one clinic (IST) day (YYYY-MM-DD) through the booking's slot lookup
 * (SPEC §7), only of the doctors who offer the appointment's service (the server refuses others).
 */
export function useRescheduleSlots(date: string, serviceId: number | undefined) {
  const [slots, setSlots] = useState<TimeSlot[]>([]);
  const [loadedDate, setLoadedDate] = useState<string | null>(null);

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    api<TimeSlot[]>('/v1/time-slots/available', { query: { ...clinicDayRangeIso(date), serviceId }, signal: controller.signal })
      .then((found) => {
        setSlots(found);
        setLoadedDate(date);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setSlots([]);
        setLoadedDate(date);
        toast.error(m.slotsFetchFailed);
      });
    return () => controller.abort();
  }, [date, serviceId]);

  const isCurrent = date !== '' && loadedDate === date;
  return { slots: isCurrent ? slots : [], isLoading: date !== '' && !isCurrent };
}

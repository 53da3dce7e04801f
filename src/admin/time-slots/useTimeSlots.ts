import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../lib/api/client';
import type { TimeSlot } from '../../lib/api/types';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { clinicToday } from '../components/list-filters';
import { useUrlFilteredList } from '../components/useUrlFilteredList';
import { adminApiFetch } from '../session/session-store';

export type SlotAction = { kind: 'toggle' | 'delete'; slot: TimeSlot };

const FILTER_KEYS = ['doctor_id', 'from', 'to'] as const;

/**
 * The time slot list with its status and delete confirmations (SPEC §2, §4, §8 texts), filtered
 * by doctor and clinic days; upcoming slots (from today) unless the URL says otherwise.
 */
export function useTimeSlots() {
  const [defaults] = useState(() => ({ from: clinicToday() }));
  const list = useUrlFilteredList<TimeSlot, (typeof FILTER_KEYS)[number]>(
    '/v1/time-slots',
    ADMIN_LIST_SORTS.timeSlots,
    'Failed to fetch time slots.',
    FILTER_KEYS,
    defaults,
  );
  const [pending, setPending] = useState<SlotAction | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function toggleStatus(slot: TimeSlot) {
    const status = !slot.status;
    try {
      const response = await adminApiFetch(`/v1/time-slots/${slot.id}/status`, { method: 'PUT', body: { status } });
      if (response.status === 200) toast.success(`Time Slot status updated to ${status ? 'Active' : 'Inactive'}!`);
      else toast.error(`Status update completed with status: ${response.status}`);
      await list.reload();
    } catch {
      toast.error('An error occurred while updating status.');
    }
  }

  async function deleteSlot(slot: TimeSlot) {
    if (slot.is_booked) return void toast.error('Cannot delete a booked time slot.');
    try {
      const response = await adminApiFetch(`/v1/time-slots/${slot.id}`, { method: 'DELETE' });
      if (response.status === 204) toast.success('Time Slot deleted successfully!');
      else toast.error(`Deletion completed with status: ${response.status}`);
      await list.reload();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) toast.error(err.message || 'Cannot delete booked slot.');
      else if (err instanceof ApiError && err.status === 409) toast.error(err.message);
      else toast.error('An error occurred during deletion.');
    }
  }

  async function confirm() {
    if (!pending) return void toast.error('No time slot selected.');
    setIsBusy(true);
    try {
      await (pending.kind === 'toggle' ? toggleStatus(pending.slot) : deleteSlot(pending.slot));
    } finally {
      setIsBusy(false);
      setPending(null);
    }
  }

  return { ...list, pending, ask: setPending, cancel: () => setPending(null), confirm, isBusy };
}

import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { Room } from '../../lib/api/types';
import type { RoomFitting } from '../../lib/domain/resources';
import { roomFormSchema } from '../../lib/validation/resources';
import { type DayHours, toDayHours, toSpans } from '../components/WeeklyHoursEditor';
import { useSchemaForm } from '../components/useSchemaForm';
import { adminApi } from '../session/session-store';

export interface RoomFormValues {
  name: string;
  fittings: RoomFitting[];
  hours: DayHours[];
  status: boolean;
}

/** A new room starts open the clinic's usual week, Monday to Saturday 07:30–18:00. */
const USUAL_WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 450, endMinute: 1080 }));

const EMPTY_ROOM: RoomFormValues = { name: '', fittings: [], hours: toDayHours(USUAL_WEEK), status: true };

export const roomFormValues = (room: Room): RoomFormValues => ({
  name: room.name,
  fittings: room.fittings,
  hours: toDayHours(room.hours),
  status: room.status,
});

/**
 * The room form for create (`id` null) and edit: the room is saved, then its hours (both checked
 * by the shared schema first, so the second write fails only if the network does).
 */
export function useRoomForm(id: number | null) {
  const navigate = useNavigate();
  const form = useSchemaForm(
    roomFormSchema,
    EMPTY_ROOM,
    async ({ hours, ...room }) => {
      try {
        const saved = await adminApi<Room>(id === null ? '/v1/rooms' : `/v1/rooms/${id}`, { method: id === null ? 'POST' : 'PUT', body: room });
        await adminApi(`/v1/rooms/${saved.id}/hours`, { method: 'PUT', body: { hours } });
        toast.success(id === null ? 'Room added.' : 'Room updated.');
        void navigate('/admin/rooms');
      } catch (err) {
        if (err instanceof ApiError && err.fields) form.setErrors(err.fields);
        toast.error(errorMessage(err, 'Something went wrong!'));
      }
    },
    (values) => ({ ...values, hours: toSpans(values.hours) }),
  );
  return form;
}

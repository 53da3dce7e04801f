import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import type { Room } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { LeaveSection } from '../components/LeaveSection';
import { recordIdFromState } from '../components/record-id-state';
import { adminApi } from '../session/session-store';
import { RoomForm } from './RoomForm';
import { roomFormValues, useRoomForm } from './useRoomForm';

/** Edit Room: the id comes in navigation state; the room's leave (closed for repair) below the form. */
export function EditRoomScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const [name, setName] = useState<string | null>(null);
  const form = useRoomForm(id);
  const { setValues } = form;

  useEffect(() => {
    const controller = new AbortController();
    const leave = () => {
      toast.error('Room not found!');
      void navigate('/admin/rooms', { replace: true });
    };
    if (id === null) return leave();
    // The rooms are few: the list has the one asked for.
    adminApi<Room[]>('/v1/rooms', { signal: controller.signal })
      .then((rooms) => {
        const room = rooms.find((r) => r.id === id);
        if (!room) return leave();
        setValues(roomFormValues(room));
        setName(room.name);
      })
      .catch(() => {
        if (!controller.signal.aborted) leave();
      });
    return () => controller.abort();
  }, [id, navigate, setValues]);

  return (
    <section className="admin-page">
      <BackLink to="/admin/rooms">Back to Rooms</BackLink>
      <h1>Edit Room</h1>
      {name === null || id === null ? (
        <p>Loading...</p>
      ) : (
        <>
          <RoomForm form={form} submitLabel="Update Room" busyLabel="Updating Room..." />
          <LeaveSection resourceKind="room" resourceId={id} resourceName={name} />
        </>
      )}
    </section>
  );
}

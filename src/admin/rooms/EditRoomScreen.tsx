import { useLocation } from 'react-router';
import type { Room } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { LeaveSection } from '../components/LeaveSection';
import { recordIdFromState } from '../components/record-id-state';
import { useEditRecord } from '../components/useEditRecord';
import { adminApi } from '../session/session-store';
import { RoomForm } from './RoomForm';
import { roomFormValues, useRoomForm } from './useRoomForm';

/** Edit Room: the id comes in navigation state; the room's leave (closed for repair) below the form. */
export function EditRoomScreen() {
  const id = recordIdFromState(useLocation().state);
  const form = useRoomForm(id);
  const room = useEditRecord(id, {
    // The rooms are few: the list has the one asked for.
    load: async (roomId, signal) => (await adminApi<Room[]>('/v1/rooms', { signal })).find((r) => r.id === roomId),
    onLoaded: (loaded) => form.setValues(roomFormValues(loaded)),
    listPath: '/admin/rooms',
    notFound: 'Room not found!',
  });

  return (
    <section className="admin-page">
      <BackLink to="/admin/rooms">Back to Rooms</BackLink>
      <h1>Edit Room</h1>
      {room === null || id === null ? (
        <p>Loading...</p>
      ) : (
        <>
          <RoomForm form={form} submitLabel="Update Room" busyLabel="Updating Room..." />
          <LeaveSection resourceKind="room" resourceId={id} resourceName={room.name} />
        </>
      )}
    </section>
  );
}

import { BackLink } from '../components/BackLink';
import { RoomForm } from './RoomForm';
import { useRoomForm } from './useRoomForm';

export function CreateRoomScreen() {
  const form = useRoomForm(null);
  return (
    <section className="admin-page">
      <BackLink to="/admin/rooms">Back to Rooms</BackLink>
      <h1>Add Room</h1>
      <RoomForm form={form} submitLabel="Add Room" busyLabel="Adding Room..." />
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { Doctor, Room, Therapist } from '../../lib/api/types';
import { CLASS_SEAT_SALES, type ClassSeatSale, MAX_SEATS_PER_MODE } from '../../lib/domain/classes';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { LocalTextFields } from '../components/LocalTextFields';
import { adminApi } from '../session/session-store';
import type { useClassForm } from './useClassForm';

interface ClassFormProps {
  form: ReturnType<typeof useClassForm>;
  submitLabel: string;
  busyLabel: string;
}

export const SEAT_SALE_LABELS: Record<ClassSeatSale, string> = {
  session: 'One session at a time',
  series: 'The whole weekly series only',
  both: 'One session or the whole series',
};
const SEAT_SALE_OPTIONS = CLASS_SEAT_SALES.map((sale) => ({ value: sale, label: SEAT_SALE_LABELS[sale] }));

/** The active doctors and therapists who can teach, and the active rooms. */
function useTeachersAndRooms() {
  const [options, setOptions] = useState<{ teachers: { value: string; label: string }[]; rooms: { value: string; label: string }[] }>({
    teachers: [],
    rooms: [],
  });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      adminApi<Doctor[]>('/v1/doctors', { signal }),
      adminApi<Therapist[]>('/v1/therapists', { signal }),
      adminApi<Room[]>('/v1/rooms', { signal }),
    ])
      .then(([doctors, therapists, rooms]) =>
        setOptions({
          teachers: [
            ...doctors.filter((d) => d.status).map((d) => ({ value: `doctor:${d.id}`, label: `${d.name} (doctor)` })),
            ...therapists.filter((t) => t.active).map((t) => ({ value: `therapist:${t.id}`, label: `${t.name} (therapist)` })),
          ],
          rooms: rooms.filter((r) => r.status).map((r) => ({ value: String(r.id), label: r.name })),
        }),
      )
      .catch(() => {
        // The selects stay empty; saving then names the missing teacher.
      });
    return () => controller.abort();
  }, []);
  return options;
}

/** A class as staff write it: title and description in three languages, teacher, room, seats and price. */
export function ClassForm({ form, submitLabel, busyLabel }: ClassFormProps) {
  const { values, setField, errors, isSaving, submit } = form;
  const { teachers, rooms } = useTeachersAndRooms();
  return (
    <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel={submitLabel} busyLabel={busyLabel}>
      <LocalTextFields legend="Title" name="title" value={values.title} onChange={setField('title')} error={errors.title} required />
      <LocalTextFields
        legend="Description for patients"
        name="description"
        rows={3}
        value={values.description}
        onChange={setField('description')}
        error={errors.description}
      />
      <SelectField
        label="Teacher"
        name="teacher"
        value={values.teacher}
        onChange={setField('teacher')}
        options={teachers}
        placeholder="Choose a doctor or therapist"
        error={errors.teacher}
        required
      />
      <SelectField
        label="Room (for in-person seats)"
        name="roomId"
        value={values.roomId}
        onChange={setField('roomId')}
        options={rooms}
        placeholder="No room (online only)"
        error={errors.roomId}
      />
      <TextField
        label="In-person seats"
        name="inPersonSeats"
        type="number"
        min={0}
        max={MAX_SEATS_PER_MODE}
        value={values.inPersonSeats}
        onChange={setField('inPersonSeats')}
        error={errors.inPersonSeats}
        required
      />
      <TextField
        label="Online seats"
        name="onlineSeats"
        type="number"
        min={0}
        max={MAX_SEATS_PER_MODE}
        value={values.onlineSeats}
        onChange={setField('onlineSeats')}
        error={errors.onlineSeats}
        required
      />
      <TextField
        label="Price per seat (₹, 0 for free)"
        name="price"
        type="number"
        min={0}
        step="0.01"
        value={values.price}
        onChange={setField('price')}
        error={errors.pricePaise}
        required
      />
      <SelectField
        label="Seats are sold for"
        name="seatSale"
        value={values.seatSale}
        onChange={(value) => setField('seatSale')(value as ClassSeatSale)}
        options={SEAT_SALE_OPTIONS}
        error={errors.seatSale}
      />
      <CheckboxField label="Active (on sale)" name="status" checked={values.status} onChange={setField('status')} />
    </AdminForm>
  );
}

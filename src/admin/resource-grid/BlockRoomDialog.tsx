import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { GridResource } from '../../lib/api/types';
import { blockSchema } from '../../lib/validation/resources';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SelectField, TextField, checkForm } from '../components/form-fields';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';

/** The range a block starts from: picked on the grid, or empty from the toolbar's button. */
export interface BlockDraft {
  roomId: number | null;
  start: Date;
  end: Date;
}

interface BlockRoomDialogProps {
  draft: BlockDraft | null;
  rooms: GridResource[];
  onClose: () => void;
  onBlocked: () => void;
}

const valuesOf = (draft: BlockDraft) => ({
  roomId: draft.roomId === null ? '' : String(draft.roomId),
  date: dayjs(draft.start).format('YYYY-MM-DD'),
  from: dayjs(draft.start).format('HH:mm'),
  until: dayjs(draft.end).format('HH:mm'),
  note: '',
});

/** A local date and time as the API's ISO instant; an unreadable one stays as typed, for the schema to name. */
const instant = (date: string, time: string) => {
  const value = dayjs(`${date}T${time}`);
  return value.isValid() ? value.toDate().toISOString() : `${date}T${time}`;
};

/**
 * Staff take a room out of use for a while (cleaning, repair): the range picked on the grid, or
 * typed in, checked with the API's own schema; a clash comes back as the server's message.
 */
export function BlockRoomDialog({ draft, rooms, onClose, onBlocked }: BlockRoomDialogProps) {
  const [values, setValues] = useState(() => valuesOf(draft ?? { roomId: null, start: new Date(), end: new Date() }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { isBusy, write } = useAdminWrite();

  useEffect(() => {
    if (!draft) return;
    setValues(valuesOf(draft));
    setErrors({});
  }, [draft]);

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    if (values.roomId === '') return setErrors({ resource: 'Choose the room to block' });
    const checked = checkForm(blockSchema, {
      resource: { kind: 'room', id: Number(values.roomId) },
      startsAt: instant(values.date, values.from),
      endsAt: instant(values.date, values.until),
      note: values.note,
    });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    const done = await write(
      () =>
        adminApi('/v1/reservations', {
          method: 'POST',
          body: { ...checked.data, startsAt: checked.data.startsAt.toISOString(), endsAt: checked.data.endsAt.toISOString() },
        }),
      'Room blocked.',
      'The room could not be blocked.',
    );
    if (done) onBlocked();
  };

  return (
    <ConfirmDialog
      isOpen={draft !== null}
      title="Block a room"
      onConfirm={() => void submit()}
      onCancel={onClose}
      confirmLabel="Block room"
      isBusy={isBusy}
    >
      <SelectField
        label="Room"
        name="roomId"
        value={values.roomId}
        onChange={set('roomId')}
        options={rooms.map((room) => ({ value: String(room.id), label: room.title }))}
        placeholder="Choose a room"
        error={errors.resource}
        required
      />
      <TextField label="Date" name="date" type="date" value={values.date} onChange={set('date')} error={errors.startsAt} required />
      <div className="grid-block-times">
        <TextField label="From" name="from" type="time" value={values.from} onChange={set('from')} required />
        <TextField label="Until" name="until" type="time" value={values.until} onChange={set('until')} error={errors.endsAt} required />
      </div>
      <TextField
        label="Note (why)"
        name="note"
        value={values.note}
        onChange={set('note')}
        error={errors.note}
        maxLength={200}
        hint="Shown on the grid, e.g. Deep clean"
      />
    </ConfirmDialog>
  );
}

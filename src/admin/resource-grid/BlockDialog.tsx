import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { GridResource } from '../../lib/api/types';
import { indiaTimeToInstant } from '../../lib/time/clinic-time';
import { blockSchema } from '../../lib/validation/resources';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SelectField, TextField, checkForm } from '../components/form-fields';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';
import { KIND_LABELS, resourceKey } from './grid-window';

/** The range a block starts from (clinic-clock dates): picked in a column, or empty from the toolbar's button. */
export interface BlockDraft {
  /** The resource's grid key (`room:3`), or null when none is chosen yet. */
  resource: string | null;
  start: Date;
  end: Date;
}

interface BlockDialogProps {
  draft: BlockDraft | null;
  resources: GridResource[];
  onClose: () => void;
  onBlocked: () => void;
}

const valuesOf = (draft: BlockDraft) => ({
  resource: draft.resource ?? '',
  date: dayjs(draft.start).format('YYYY-MM-DD'),
  from: dayjs(draft.start).format('HH:mm'),
  until: dayjs(draft.end).format('HH:mm'),
  note: '',
});

/** A clinic (IST) date and time as the API's ISO instant, whatever the browser's zone; an unreadable one stays as typed, for the schema to name. */
const instant = (date: string, time: string) =>
  dayjs(`${date}T${time}`).isValid() ? indiaTimeToInstant(date, time).toISOString() : `${date}T${time}`;

/**
 * Staff take a room, a therapist or a doctor out of use for a while (cleaning, a hospital round):
 * the range picked on the grid, or typed in clinic time, checked with the API's own schema; a
 * clash comes back as the server's message.
 */
export function BlockDialog({ draft, resources, onClose, onBlocked }: BlockDialogProps) {
  const [values, setValues] = useState(() => valuesOf(draft ?? { resource: null, start: new Date(), end: new Date() }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { isBusy, write } = useAdminWrite();

  useEffect(() => {
    if (!draft) return;
    setValues(valuesOf(draft));
    setErrors({});
  }, [draft]);

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const chosen = resources.find((resource) => resourceKey(resource) === values.resource);
    if (!chosen) {
      setErrors({ resource: 'Choose what to block' });
      return;
    }
    const checked = checkForm(blockSchema, {
      resource: { kind: chosen.kind, id: chosen.id },
      startsAt: instant(values.date, values.from),
      endsAt: instant(values.date, values.until),
      note: values.note,
    });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const done = await write(
      () =>
        adminApi('/v1/reservations', {
          method: 'POST',
          body: { ...checked.data, startsAt: checked.data.startsAt.toISOString(), endsAt: checked.data.endsAt.toISOString() },
        }),
      'Time blocked.',
      'The time could not be blocked.',
    );
    if (done) onBlocked();
  };

  return (
    <ConfirmDialog
      isOpen={draft !== null}
      title="Block time"
      onConfirm={() => void submit()}
      onCancel={onClose}
      confirmLabel="Block time"
      isBusy={isBusy}
    >
      <SelectField
        label="Room, therapist or doctor"
        name="resource"
        value={values.resource}
        onChange={set('resource')}
        options={resources.map((resource) => ({ value: resourceKey(resource), label: `${resource.title} (${KIND_LABELS[resource.kind]})` }))}
        placeholder="Choose what to block"
        error={errors.resource}
        required
      />
      <TextField label="Date (IST)" name="date" type="date" value={values.date} onChange={set('date')} error={errors.startsAt} required />
      <div className="grid-block-times">
        <TextField label="From (IST)" name="from" type="time" value={values.from} onChange={set('from')} required />
        <TextField label="Until (IST)" name="until" type="time" value={values.until} onChange={set('until')} error={errors.endsAt} required />
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

import { useId } from 'react';
import type { ResourceLeave } from '../../lib/api/types';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import { longDateName } from '../../lib/format/date';
import { leaveSchema } from '../../lib/validation/resources';
import { adminApi } from '../session/session-store';
import { AdminForm } from './AdminForm';
import { TextField } from './form-fields';
import { useAdminList } from './useAdminList';
import { useAdminWrite } from './useAdminWrite';
import { useSchemaForm } from './useSchemaForm';

interface LeaveSectionProps {
  resourceKind: ResourceLeave['resourceKind'];
  resourceId: number;
  /** The therapist's or room's name, for the buttons' accessible names. */
  resourceName: string;
}

const EMPTY = { startsOn: '', endsOn: '', note: '' };

/** Whole days a therapist or a room is away (issue 47): listed, added and removed on its edit screen. */
export function LeaveSection({ resourceKind, resourceId, resourceName }: LeaveSectionProps) {
  const headingId = useId();
  const { rows, isLoading, reload } = useAdminList<ResourceLeave>(
    `/v1/resource-leave?resourceKind=${resourceKind}&resourceId=${resourceId}`,
    'Failed to fetch leave.',
  );
  const { isBusy, write } = useAdminWrite();
  const form = useSchemaForm(
    leaveSchema,
    EMPTY,
    async (leave) => {
      try {
        await adminApi('/v1/resource-leave', { method: 'POST', body: leave });
        toast.success('Leave added.');
        setValues(EMPTY);
        await reload();
      } catch (err) {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast.error(errorMessage(err, 'Leave could not be added.'));
      }
    },
    (values) => ({ ...values, resourceKind, resourceId }),
  );
  const remove = (leave: ResourceLeave) =>
    write(() => adminApi(`/v1/resource-leave/${leave.id}`, { method: 'DELETE' }), 'Leave removed.', 'Leave could not be removed.').then(
      async (isDone) => {
        if (isDone) await reload();
      },
    );
  const { values, setValues, setField, setErrors, errors, isSaving, submit } = form;

  return (
    <section className="admin-resource-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Leave</h2>
      <p className="admin-hint">Whole days away, both included. Nothing is planned for {resourceName} on them.</p>
      {isLoading ? (
        <p>Loading...</p>
      ) : rows.length === 0 ? (
        <p>No leave.</p>
      ) : (
        <ul className="admin-leave-list">
          {rows.map((leave) => (
            <li key={leave.id}>
              <span>
                {leave.startsOn === leave.endsOn ? longDateName(leave.startsOn) : `${longDateName(leave.startsOn)} to ${longDateName(leave.endsOn)}`}
                {leave.note && ` (${leave.note})`}
              </span>
              <button
                type="button"
                className="button button-small button-danger"
                disabled={isBusy}
                onClick={() => void remove(leave)}
                aria-label={`Remove leave from ${leave.startsOn} to ${leave.endsOn}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <AdminForm onSubmit={submit} isBusy={isBusy || isSaving} submitLabel="Add Leave" busyLabel="Adding Leave...">
        <TextField
          label="From"
          name="leave_from"
          type="date"
          value={values.startsOn}
          onChange={setField('startsOn')}
          error={errors.startsOn}
          required
        />
        <TextField label="To" name="leave_to" type="date" value={values.endsOn} onChange={setField('endsOn')} error={errors.endsOn} required />
        <TextField label="Note" name="leave_note" value={values.note} onChange={setField('note')} error={errors.note} maxLength={200} />
      </AdminForm>
    </section>
  );
}

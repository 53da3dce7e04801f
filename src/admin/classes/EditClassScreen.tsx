import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { ClinicClass } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { useEditRecord } from '../components/useEditRecord';
import { adminApi } from '../session/session-store';
import { ClassForm } from './ClassForm';
import { ClassSessionsPanel } from './ClassSessionsPanel';
import { classFormValues, useClassForm } from './useClassForm';

/** Edit Class, with its sessions and their rosters below: the id comes in navigation state; without one, back to the list. */
export function EditClassScreen() {
  const id = recordIdFromState(useLocation().state);
  // The class as last saved: its sessions panel follows an update (a new teacher, seats).
  const [saved, setSaved] = useState<ClinicClass | null>(null);
  const form = useClassForm(async (cls) => {
    try {
      setSaved(await adminApi<ClinicClass>(`/v1/classes/${id}`, { method: 'PUT', body: cls }));
      toast.success('Class updated.');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  const loaded = useEditRecord(id, {
    load: (classId, signal) => adminApi<ClinicClass>(`/v1/classes/${classId}`, { signal }),
    onLoaded: (cls) => form.setValues(classFormValues(cls)),
    listPath: '/admin/classes',
    notFound: 'Class not found or failed to fetch!',
  });
  const cls = saved ?? loaded;

  return (
    <section className="admin-page">
      <BackLink to="/admin/classes">Back to Classes</BackLink>
      <h1>Edit Class</h1>
      {cls ? (
        <>
          <ClassForm form={form} submitLabel="Update Class" busyLabel="Updating Class..." />
          <ClassSessionsPanel cls={cls} />
        </>
      ) : (
        <p>Loading...</p>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { ClinicClass } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { adminApi } from '../session/session-store';
import { ClassForm } from './ClassForm';
import { ClassSessionsPanel } from './ClassSessionsPanel';
import { classFormValues, useClassForm } from './useClassForm';

/** Edit Class, with its sessions and their rosters below: the id comes in navigation state; without one, back to the list. */
export function EditClassScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const [loaded, setLoaded] = useState<ClinicClass | null>(null);
  const form = useClassForm(async (cls) => {
    try {
      setLoaded(await adminApi<ClinicClass>(`/v1/classes/${id}`, { method: 'PUT', body: cls }));
      toast.success('Class updated.');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  const { setValues } = form;

  useEffect(() => {
    const controller = new AbortController();
    const leave = (message: string) => {
      toast.error(message);
      void navigate('/admin/classes', { replace: true });
    };
    if (id === null) return leave('No class ID provided.');
    adminApi<ClinicClass>(`/v1/classes/${id}`, { signal: controller.signal })
      .then((cls) => {
        setValues(classFormValues(cls));
        setLoaded(cls);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) leave(errorMessage(err, 'Class not found or failed to fetch!'));
      });
    return () => controller.abort();
  }, [id, navigate, setValues]);

  return (
    <section className="admin-page">
      <BackLink to="/admin/classes">Back to Classes</BackLink>
      <h1>Edit Class</h1>
      {loaded ? (
        <>
          <ClassForm form={form} submitLabel="Update Class" busyLabel="Updating Class..." />
          <ClassSessionsPanel cls={loaded} />
        </>
      ) : (
        <p>Loading...</p>
      )}
    </section>
  );
}

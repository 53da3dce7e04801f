import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { Therapy } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { useEditRecord } from '../components/useEditRecord';
import { adminApi } from '../session/session-store';
import { TherapyForm } from './TherapyForm';
import { therapyFormValues, useTherapyForm } from './useTherapyForm';

/** Edit Therapy: the id comes in navigation state; without one, back to the list. */
export function EditTherapyScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const form = useTherapyForm(async (therapy) => {
    try {
      await adminApi(`/v1/therapies/${id}`, { method: 'PUT', body: therapy });
      toast.success('Therapy updated.');
      void navigate('/admin/therapies');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  const therapy = useEditRecord(id, {
    load: (therapyId, signal) => adminApi<Therapy>(`/v1/therapies/${therapyId}`, { signal }),
    onLoaded: (loaded) => form.setValues(therapyFormValues(loaded)),
    listPath: '/admin/therapies',
    notFound: 'Therapy not found or failed to fetch!',
  });

  return (
    <section className="admin-page">
      <BackLink to="/admin/therapies">Back to Therapies</BackLink>
      <h1>Edit Therapy</h1>
      {therapy ? <TherapyForm form={form} submitLabel="Update Therapy" busyLabel="Updating Therapy..." /> : <p>Loading...</p>}
    </section>
  );
}

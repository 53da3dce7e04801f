import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { Therapist } from '../../lib/api/types';
import { therapistSchema } from '../../lib/validation/resources';
import { BackLink } from '../components/BackLink';
import { LeaveSection } from '../components/LeaveSection';
import { recordIdFromState } from '../components/record-id-state';
import { useEditRecord } from '../components/useEditRecord';
import { adminApi } from '../session/session-store';
import { TherapistForm } from './TherapistForm';
import { therapistFormValues, useTherapistForm } from './useTherapistForm';

/** Edit Therapist: the id comes in navigation state, as on the other edit screens; leave below the form. */
export function EditTherapistScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const form = useTherapistForm(therapistSchema, async (therapist) => {
    try {
      await adminApi(`/v1/therapists/${id}`, { method: 'PUT', body: therapist });
      toast.success('Therapist updated.');
      void navigate('/admin/therapists');
    } catch (err) {
      if (err instanceof ApiError && err.fields) form.setErrors(err.fields);
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  const therapist = useEditRecord(id, {
    load: (therapistId, signal) => adminApi<Therapist>(`/v1/therapists/${therapistId}`, { signal }),
    onLoaded: (loaded) => form.setValues(therapistFormValues(loaded)),
    listPath: '/admin/therapists',
    notFound: 'Therapist not found!',
  });

  return (
    <section className="admin-page">
      <BackLink to="/admin/therapists">Back to Therapists</BackLink>
      <h1>Edit Therapist</h1>
      {therapist === null || id === null ? (
        <p>Loading...</p>
      ) : (
        <>
          <TherapistForm form={form} isNew={false} submitLabel="Update Therapist" busyLabel="Updating Therapist..." />
          <LeaveSection resourceKind="therapist" resourceId={id} resourceName={therapist.name} />
        </>
      )}
    </section>
  );
}

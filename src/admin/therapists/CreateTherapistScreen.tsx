import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api/client';
import { newTherapistSchema } from '../../lib/validation/resources';
import { BackLink } from '../components/BackLink';
import { adminApi } from '../session/session-store';
import { TherapistForm } from './TherapistForm';
import { useTherapistForm } from './useTherapistForm';

export function CreateTherapistScreen() {
  const navigate = useNavigate();
  const form = useTherapistForm(newTherapistSchema, async (therapist) => {
    try {
      await adminApi('/v1/therapists', { method: 'POST', body: therapist });
      toast.success('Therapist added.');
      void navigate('/admin/therapists');
    } catch (err) {
      // A taken e-mail (409) shows under the field, as a wrong one does.
      if (err instanceof ApiError && err.fields) form.setErrors(err.fields);
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  return (
    <section className="admin-page">
      <BackLink to="/admin/therapists">Back to Therapists</BackLink>
      <h1>Add Therapist</h1>
      <TherapistForm form={form} isNew submitLabel="Add Therapist" busyLabel="Adding Therapist..." />
    </section>
  );
}

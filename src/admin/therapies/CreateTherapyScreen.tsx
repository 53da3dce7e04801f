import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import { BackLink } from '../components/BackLink';
import { adminApi } from '../session/session-store';
import { TherapyForm } from './TherapyForm';
import { useTherapyForm } from './useTherapyForm';

export function CreateTherapyScreen() {
  const navigate = useNavigate();
  const form = useTherapyForm(async (therapy) => {
    try {
      await adminApi('/v1/therapies', { method: 'POST', body: therapy });
      toast.success('Therapy added.');
      void navigate('/admin/therapies');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  return (
    <section className="admin-page">
      <BackLink to="/admin/therapies">Back to Therapies</BackLink>
      <h1>Add Therapy</h1>
      <TherapyForm form={form} submitLabel="Add Therapy" busyLabel="Adding Therapy..." />
    </section>
  );
}

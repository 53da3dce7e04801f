import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import { BackLink } from '../components/BackLink';
import { adminApi } from '../session/session-store';
import { ServiceForm } from './ServiceForm';
import { useServiceForm } from './useServiceForm';

export function CreateServiceScreen() {
  const navigate = useNavigate();
  const form = useServiceForm(async (service) => {
    try {
      await adminApi('/v1/services', { method: 'POST', body: service });
      // SPEC §8 uses the same text after a create.
      toast.success('Service Updated successfully!');
      void navigate('/admin/services');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  return (
    <section className="admin-page">
      <BackLink to="/admin/services">Back to Services</BackLink>
      <h1>Add Service</h1>
      <ServiceForm form={form} submitLabel="Add Service" busyLabel="Adding Service..." />
    </section>
  );
}

import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { ClinicClass } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { adminApi } from '../session/session-store';
import { ClassForm } from './ClassForm';
import { useClassForm } from './useClassForm';

/** Add Class: once saved, its page opens to add the sessions. */
export function CreateClassScreen() {
  const navigate = useNavigate();
  const form = useClassForm(async (cls) => {
    try {
      const created = await adminApi<ClinicClass>('/v1/classes', { method: 'POST', body: cls });
      toast.success('Class added. Now add its sessions.');
      void navigate('/admin/classes/edit', { state: { id: created.id } });
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  return (
    <section className="admin-page">
      <BackLink to="/admin/classes">Back to Classes</BackLink>
      <h1>Add Class</h1>
      <ClassForm form={form} submitLabel="Add Class" busyLabel="Adding Class..." />
    </section>
  );
}

import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import { BackLink } from '../components/BackLink';
import { adminApi } from '../session/session-store';
import { DoctorForm } from './DoctorForm';
import { useDoctorForm } from './useDoctorForm';

export function CreateDoctorScreen() {
  const navigate = useNavigate();
  const form = useDoctorForm(async (doctor) => {
    try {
      await adminApi('/v1/doctors', { method: 'POST', body: doctor });
      toast.success('Doctor added successfully!');
      void navigate('/admin/doctors');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  return (
    <section className="admin-page">
      <BackLink to="/admin/doctors">Back to Doctors</BackLink>
      <h1>Add Doctor</h1>
      <DoctorForm form={form} submitLabel="Add Doctor" busyLabel="Adding Doctor..." />
    </section>
  );
}

import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { Doctor } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { useEditRecord } from '../components/useEditRecord';
import { adminApi } from '../session/session-store';
import { DoctorForm } from './DoctorForm';
import { DoctorLoginSection } from './DoctorLoginSection';
import { doctorFormValues, useDoctorForm } from './useDoctorForm';

/** Edit Doctor: the id comes in navigation state (SPEC §2). */
export function EditDoctorScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const form = useDoctorForm(async (doctor) => {
    try {
      await adminApi(`/v1/doctors/${id}`, { method: 'PUT', body: doctor });
      toast.success('Doctor Updated successfully!');
      void navigate('/admin/doctors');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  const isLoaded =
    useEditRecord(id, {
      load: (doctorId, signal) => adminApi<Doctor>(`/v1/doctors/${doctorId}`, { signal }),
      onLoaded: (loaded) => form.setValues(doctorFormValues(loaded)),
      listPath: '/admin/doctors',
      notFound: 'Doctor not found!',
    }) !== null;

  return (
    <section className="admin-page">
      <BackLink to="/admin/doctors">Back to Doctors</BackLink>
      <h1>Edit Doctor</h1>
      {isLoaded ? <DoctorForm form={form} submitLabel="Update Doctor" busyLabel="Updating Doctor..." /> : <p>Loading...</p>}
      {isLoaded && id !== null && <DoctorLoginSection doctorId={id} doctorEmail={form.values.email} />}
    </section>
  );
}

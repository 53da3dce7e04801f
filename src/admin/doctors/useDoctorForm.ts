import type { Doctor } from '../../lib/api/types';
import { type DoctorInput, doctorSchema } from '../../lib/validation/doctor';
import { useSchemaForm } from '../components/useSchemaForm';

/** Gender stays '' until one is chosen; optional texts are '' when blank. */
export type DoctorFormValues = Omit<Doctor, 'id' | 'gender' | 'qualification' | 'registration_number' | 'photo_url'> & {
  gender: string;
  qualification: string;
  registration_number: string;
  photo_url: string;
};

const EMPTY_DOCTOR: DoctorFormValues = {
  name: '',
  specialization: '',
  email: '',
  mobile: '',
  gender: '',
  status: true,
  qualification: '',
  registration_number: '',
  photo_url: '',
  service_ids: [],
};

/** A loaded doctor as form values (nulls become blank fields). */
export const doctorFormValues = ({ id: _id, ...doctor }: Doctor): DoctorFormValues => ({
  ...doctor,
  qualification: doctor.qualification ?? '',
  registration_number: doctor.registration_number ?? '',
  photo_url: doctor.photo_url ?? '',
});

export const useDoctorForm = (save: (doctor: DoctorInput) => Promise<void>) => useSchemaForm(doctorSchema, EMPTY_DOCTOR, save);

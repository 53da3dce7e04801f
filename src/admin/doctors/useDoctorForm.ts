import type { Doctor } from '../../lib/api/types';
import { type DoctorInput, doctorSchema } from '../../lib/validation/doctor';
import { useSchemaForm } from '../components/useSchemaForm';

/** Gender stays '' until one is chosen. */
export type DoctorFormValues = Omit<Doctor, 'id' | 'gender'> & { gender: string };

const EMPTY_DOCTOR: DoctorFormValues = { name: '', specialization: '', email: '', mobile: '', gender: '', status: true };

export const useDoctorForm = (save: (doctor: DoctorInput) => Promise<void>) => useSchemaForm(doctorSchema, EMPTY_DOCTOR, save);

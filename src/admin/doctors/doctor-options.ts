import { DOCTOR_GENDERS } from '../../lib/validation/doctor';

export const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const GENDER_OPTIONS = DOCTOR_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value]! }));

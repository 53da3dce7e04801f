import { GENDERS } from '../../lib/domain/people';

export const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value]! }));

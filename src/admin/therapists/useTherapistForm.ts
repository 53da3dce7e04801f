import type { ZodType } from 'zod';
import type { Therapist } from '../../lib/api/types';
import type { TherapistInput } from '../../lib/validation/resources';
import { type DayHours, toDayHours, toSpans } from '../components/WeeklyHoursEditor';
import { useSchemaForm } from '../components/useSchemaForm';

/** Gender stays '' until one is chosen; the week is the hours editor's rows; a blank password keeps the current one. */
export interface TherapistFormValues {
  name: string;
  email: string;
  password: string;
  gender: string;
  therapyIds: number[];
  hours: DayHours[];
  active: boolean;
}

/** A new therapist starts on the clinic's usual week, Monday to Saturday 08:00–17:00. */
const USUAL_WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1020 }));

export const EMPTY_THERAPIST: TherapistFormValues = {
  name: '',
  email: '',
  password: '',
  gender: '',
  therapyIds: [],
  hours: toDayHours(USUAL_WEEK),
  active: true,
};

/** A loaded therapist as form values. */
export const therapistFormValues = (therapist: Therapist): TherapistFormValues => ({
  name: therapist.name,
  email: therapist.email,
  password: '',
  gender: therapist.gender,
  therapyIds: therapist.therapyIds,
  hours: toDayHours(therapist.hours),
  active: therapist.active,
});

/** The therapist form, checked with the API's own schema (newTherapistSchema on create: a password is needed). */
export const useTherapistForm = (schema: ZodType<TherapistInput>, save: (therapist: TherapistInput) => Promise<void>) =>
  useSchemaForm(schema, EMPTY_THERAPIST, save, (values) => ({ ...values, hours: toSpans(values.hours) }));

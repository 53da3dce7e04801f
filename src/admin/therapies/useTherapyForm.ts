import type { Therapy } from '../../lib/api/types';
import type { RoomFitting } from '../../lib/domain/resources';
import { type TherapyInput, therapySchema } from '../../lib/validation/resources';
import { EMPTY_LOCAL_TEXT, type LocalText } from '../components/LocalTextFields';
import { useSchemaForm } from '../components/useSchemaForm';

/** Numbers stay text while typing; the shared schema reads them. */
export interface TherapyFormValues {
  name: LocalText;
  minutes: string;
  therapistsNeeded: string;
  /** '' : any room will do. */
  fitting: RoomFitting | '';
  preInstructions: LocalText;
  status: boolean;
}

export const EMPTY_THERAPY: TherapyFormValues = {
  name: EMPTY_LOCAL_TEXT,
  minutes: '',
  therapistsNeeded: '1',
  fitting: '',
  preInstructions: EMPTY_LOCAL_TEXT,
  status: true,
};

export const therapyFormValues = (therapy: Therapy): TherapyFormValues => ({
  name: therapy.name,
  minutes: String(therapy.minutes),
  therapistsNeeded: String(therapy.therapistsNeeded),
  fitting: therapy.fitting ?? '',
  preInstructions: therapy.preInstructions,
  status: therapy.status,
});

/** An empty number box is no number at all (its message), not 0. */
const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

export const useTherapyForm = (save: (therapy: TherapyInput) => Promise<void>) =>
  useSchemaForm(therapySchema, EMPTY_THERAPY, save, (values) => ({
    ...values,
    minutes: numberOrNothing(values.minutes),
    therapistsNeeded: numberOrNothing(values.therapistsNeeded),
    fitting: values.fitting === '' ? null : values.fitting,
  }));

import { ageOn, dateOfBirthForAge } from '../../../lib/time/age';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { patientDetailsMessages as m } from '../../../lib/validation/patient-details';
import { clinicNow } from '../../kernel/clock';
import type { users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';

type User = typeof users.$inferSelect;

interface PersonalDetailsInput {
  date_of_birth?: string | null;
  age?: number | null;
  address?: string | null;
  emergency_contact_name?: string | null;
  emergency_contact_mobile?: string | null;
}

/**
 * The columns a request's personal details set (issue 45): a field left out stays as on file
 * (Drizzle leaves an undefined column out of the UPDATE), null clears it. An age is kept as the
 * date of birth it implies today, marked as an estimate (docs/decisions/033).
 */
export function personalDetailsColumns(input: PersonalDetailsInput) {
  const today = indiaDateOf(clinicNow());
  if (input.date_of_birth && input.date_of_birth > today) {
    throw new AppError('invalid', m.dateOfBirthFuture, { date_of_birth: m.dateOfBirthFuture });
  }
  const birth =
    typeof input.age === 'number'
      ? { dateOfBirth: dateOfBirthForAge(input.age, today), isDateOfBirthEstimated: true }
      : input.date_of_birth !== undefined || input.age === null
        ? { dateOfBirth: input.date_of_birth ?? null, isDateOfBirthEstimated: false }
        : {};
  return {
    ...birth,
    address: input.address,
    emergencyContactName: input.emergency_contact_name,
    emergencyContactMobile: input.emergency_contact_mobile,
  };
}

/** The personal details as every patient answer shows them, the age counted to today in clinic time. */
export const personalDetailsJson = (
  user: Pick<User, 'dateOfBirth' | 'isDateOfBirthEstimated' | 'address' | 'emergencyContactName' | 'emergencyContactMobile'>,
) => ({
  date_of_birth: user.dateOfBirth,
  date_of_birth_estimated: user.isDateOfBirthEstimated,
  age: user.dateOfBirth ? ageOn(user.dateOfBirth, indiaDateOf(clinicNow())) : null,
  address: user.address,
  emergency_contact_name: user.emergencyContactName,
  emergency_contact_mobile: user.emergencyContactMobile,
});

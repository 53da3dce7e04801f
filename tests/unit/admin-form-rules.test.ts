import { describe, expect, it } from 'vitest';
import { doctorSchema } from '../../src/lib/validation/doctor';
import { timeSlotGenerationSchema } from '../../src/lib/validation/time-slot-generation';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('doctor form rules (SPEC §5)', () => {
  const doctor = { name: 'Dr. Rao', specialization: 'Panchakarma', email: 'rao@clinic.example', mobile: '9824011000', gender: 'male' };

  it.each([
    ['9824011000', null],
    ['919824011000', null],
    [' 9824011000 ', null],
    ['+919824011000', 'Mobile number is invalid!'],
    // Issue 21: a leading 0, spaces and dashes are accepted (and stored as 91 and ten digits).
    ['09824011000', null],
    ['98240 11000', null],
    ['98240-11000', null],
    ['0982401100', 'Mobile number is invalid!'],
    ['982401100', 'Mobile number is invalid!'],
    ['', 'Mobile number is required!'],
  ])('mobile %j gives %s', (mobile, expected) => {
    expect(firstError(doctorSchema.safeParse({ ...doctor, mobile }))).toBe(expected);
  });

  it.each([
    ['rao@clinic.example', null],
    ['rao@clinic', 'Email is invalid!'],
    ['rao clinic@x.in', 'Email is invalid!'],
    ['', 'Email is required!'],
  ])('email %j gives %s', (email, expected) => {
    expect(firstError(doctorSchema.safeParse({ ...doctor, email }))).toBe(expected);
  });

  it.each([['male'], ['female'], ['other']])('accepts gender %s', (gender) => {
    expect(doctorSchema.safeParse({ ...doctor, gender }).success).toBe(true);
  });

  it('requires a gender from the list and defaults status to Active', () => {
    expect(firstError(doctorSchema.safeParse({ ...doctor, gender: '' }))).toBe('Gender is required!');
    expect(doctorSchema.parse(doctor).status).toBe(true);
  });
});

describe('time slot generation rules', () => {
  const request = {
    doctorId: '2',
    startDate: '2030-03-04',
    endDate: '2030-03-10',
    weekdays: [1, 3, 1],
    dayStart: '10:00',
    dayEnd: '13:00',
    slotMinutes: '30',
  };

  it('reads form text into numbers and de-duplicates weekdays', () => {
    expect(timeSlotGenerationSchema.parse(request)).toEqual({ ...request, doctorId: 2, weekdays: [1, 3], slotMinutes: 30 });
  });

  it.each([
    [{ doctorId: '' }, 'Please select a doctor!'],
    [{ endDate: '2030-03-03' }, 'The end date must not be before the start date!'],
    [{ endDate: '2030-06-04' }, 'Slots can be generated for at most 92 days at a time!'],
    [{ startDate: '2030-13-01' }, 'Please enter valid dates!'],
    [{ dayEnd: '10:00' }, 'The end time must be after the start time!'],
    [{ dayStart: '9:00' }, 'Please enter valid start and end times!'],
    [{ slotMinutes: '241' }, 'Slot length must be between 5 and 240 minutes!'],
    [{ weekdays: [] }, 'Please select at least one weekday!'],
  ])('rejects %o', (change, message) => {
    expect(firstError(timeSlotGenerationSchema.safeParse({ ...request, ...change }))).toBe(message);
  });

  it('allows exactly 92 days', () => {
    expect(timeSlotGenerationSchema.safeParse({ ...request, startDate: '2030-01-01', endDate: '2030-04-02' }).success).toBe(true);
  });
});

import * as z from 'zod';
import { GENDERS } from '../domain/people';
import {
  COURSE_PHASES,
  MAX_COURSE_DAYS,
  MAX_THERAPISTS_PER_SESSION,
  RESOURCE_KINDS,
  ROOM_FITTINGS,
  TIMES_OF_DAY,
  WEEKDAYS,
} from '../domain/resources';
import { idSchema, line, requiredLine, text, TEXT_LIMITS } from './common';
import { doctorLoginSchema } from './doctor';
import { doctorPortalMessages } from './messages';

/** The therapy catalogue, the rooms and the reservations that hold them (issue 47). */
export const resourceMessages = {
  therapyNameRequired: 'Give the therapy’s name in English, Hindi and Gujarati',
  therapyMinutesInvalid: 'A session lasts a whole number of minutes from 10 to 240',
  therapistsNeededInvalid: 'A therapy needs 1 or 2 therapists',
  fittingInvalid: 'A room fitting is one of: treatment-table, droni, steam-chamber, dhara-stand, basti-bed',
  instructionsTooLong: 'Instructions must be at most 2000 characters',
  roomNameRequired: 'Room name is required',
  fittingsRepeated: 'List each fitting once',
  dateTimeInvalid: 'Give a date and time with its offset, such as 2026-12-01T09:00:00+05:30',
  rangeInvalid: 'The end must be after the start',
  blockTooLong: 'A block lasts at most 14 days',
  windowTooLong: 'Ask for at most 31 days at a time',
  gridWindowTooLong: 'The grid shows at most 8 days at a time',
  noteTooLong: 'The note must be at most 200 characters',
  reservationClash: 'This time clashes with another reservation',
  resourceKindInvalid: 'A block is of a room, a therapist or a doctor',
  templateNameRequired: 'Give the course’s name in English, Hindi and Gujarati',
  courseDaysInvalid: 'A course lasts a whole number of days from 1 to 28',
  coursePriceInvalid: 'Give the course’s price in paise: a whole number from 0 to 1,00,00,000',
  stepsRequired: 'A course needs at least one step',
  phaseInvalid: 'A step’s phase is purvakarma, pradhanakarma or paschatkarma',
  timeOfDayInvalid: 'A step’s time of day is morning, afternoon or any',
  stepOutsideCourse: 'Every step’s day must fall within the course’s days',
  phasesOutOfOrder: 'Steps run purvakarma, then pradhanakarma, then paschatkarma',
  stepTherapyRequired: 'Choose the therapy of every step',
  stepTherapyUnknown: 'A step names a therapy that is not in the catalogue or not active',
  noRoomFitted: 'A step’s therapy needs a room fitting that no active room has',
  weekdayInvalid: 'A weekday is a whole number from 0 (Sunday) to 6 (Saturday)',
  hoursMinuteInvalid: 'Working hours run from 00:00 to 24:00 in steps of 15 minutes',
  hoursOrder: 'A working day must end after it starts',
  weekdayRepeated: 'Give at most one span of hours per weekday',
  therapistNameRequired: 'Therapist name is required',
  receptionistNameRequired: 'Receptionist name is required',
  pharmacistNameRequired: 'Pharmacist name is required',
  therapistGenderRequired: 'Choose the therapist’s gender: female, male or other',
  therapiesRepeated: 'List each therapy once',
  therapiesUnknown: 'A trained therapy is not in the catalogue',
  leaveKindInvalid: 'Leave is for a therapist or a room',
  leaveDateInvalid: 'Give a date as YYYY-MM-DD',
  leaveRangeInvalid: 'The leave must end on or after its first day',
  leaveTooLong: 'Leave lasts at most 366 days at a time',
} as const;
const m = resourceMessages;

const INSTRUCTIONS_LIMIT = 2000;
const DAY_MS = 86_400_000;
export const MAX_BLOCK_DAYS = 14;
export const MAX_WINDOW_DAYS = 31;
/** A week view and a day either side of it at most: the grid is read whole, not paged. */
export const MAX_GRID_DAYS = 8;

const name = line({ error: m.therapyNameRequired }).min(1, m.therapyNameRequired).max(TEXT_LIMITS.name);
const instructions = text({ error: m.instructionsTooLong }).trim().max(INSTRUCTIONS_LIMIT, m.instructionsTooLong);
const fitting = z.enum(ROOM_FITTINGS, { error: m.fittingInvalid });

/** A therapy as staff write it: its name and instructions in the patient's three languages. */
export const therapySchema = z.strictObject({
  name: z.strictObject({ en: name, hi: name, gu: name }, { error: m.therapyNameRequired }),
  minutes: z
    .number({ error: m.therapyMinutesInvalid })
    .int(m.therapyMinutesInvalid)
    .min(10, m.therapyMinutesInvalid)
    .max(240, m.therapyMinutesInvalid),
  therapistsNeeded: z
    .number({ error: m.therapistsNeededInvalid })
    .int(m.therapistsNeededInvalid)
    .min(1, m.therapistsNeededInvalid)
    .max(MAX_THERAPISTS_PER_SESSION, m.therapistsNeededInvalid),
  fitting: fitting.nullable(),
  preInstructions: z.strictObject({ en: instructions, hi: instructions, gu: instructions }).default({ en: '', hi: '', gu: '' }),
  status: z.boolean().default(true),
});
export type TherapyInput = z.infer<typeof therapySchema>;

export const roomSchema = z.strictObject({
  name: line({ error: m.roomNameRequired }).min(1, m.roomNameRequired).max(TEXT_LIMITS.name),
  fittings: z
    .array(fitting)
    .max(ROOM_FITTINGS.length)
    .refine((list) => new Set(list).size === list.length, m.fittingsRepeated),
  status: z.boolean().default(true),
});
export type RoomInput = z.infer<typeof roomSchema>;

const dateTime = z.iso.datetime({ offset: true, error: m.dateTimeInvalid }).transform((value) => new Date(value));

const range = { startsAt: dateTime, endsAt: dateTime };

/** A range's rule: its start first, and at most `days` long (the keys name a query's own fields). */
const rangeRule =
  (days: number, tooLong: string, start = 'startsAt', end = 'endsAt') =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const [from, to] = [value[start], value[end]];
    // A time that did not parse has its own issue already (zod still runs this rule).
    if (!(from instanceof Date) || !(to instanceof Date)) return;
    if (from >= to) ctx.addIssue({ code: 'custom', message: m.rangeInvalid, path: [end] });
    else if (to.getTime() - from.getTime() > days * DAY_MS) ctx.addIssue({ code: 'custom', message: tooLong, path: [end] });
  };

/**
 * Staff taking a resource out of use for a while (a room's cleaning or repair, a therapist's or a
 * doctor's hour away): a reservation of purpose `block`.
 */
export const blockSchema = z
  .strictObject({
    resource: z.strictObject({ kind: z.enum(RESOURCE_KINDS, { error: m.resourceKindInvalid }), id: idSchema }),
    ...range,
    note: line({ error: m.noteTooLong }).max(200, m.noteTooLong).default(''),
  })
  .superRefine(rangeRule(MAX_BLOCK_DAYS, m.blockTooLong));
export type BlockInput = z.infer<typeof blockSchema>;

/** GET /v1/reservations?startsAt=&endsAt=: the window a day or week grid shows. */
export const reservationWindowSchema = z.strictObject(range).superRefine(rangeRule(MAX_WINDOW_DAYS, m.windowTooLong));

/** GET /v1/resource-grid?from=&to=: the day or week the resource grid shows. */
export const resourceGridWindowSchema = z
  .strictObject({ from: dateTime, to: dateTime })
  .superRefine(rangeRule(MAX_GRID_DAYS, m.gridWindowTooLong, 'from', 'to'));

const localName = line({ error: m.templateNameRequired }).min(1, m.templateNameRequired).max(TEXT_LIMITS.name);
const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** One step of a course: a therapy on a day counted from 0; steps of one day run in the order given. */
const courseStep = z.strictObject({
  phase: z.enum(COURSE_PHASES, { error: m.phaseInvalid }),
  dayOffset: wholeNumber(m.stepOutsideCourse, 0, MAX_COURSE_DAYS - 1),
  // A step left without its therapy says so, rather than "Id must be a positive integer".
  therapyId: z
    .unknown()
    .refine((id) => id !== undefined && id !== null && id !== '', { message: m.stepTherapyRequired, abort: true })
    .pipe(idSchema),
  timeOfDay: z.enum(TIMES_OF_DAY, { error: m.timeOfDayInvalid }).default('any'),
});

/** A course template as staff write it (issue 47): its days, one price, and its steps in order. */
export const courseTemplateSchema = z
  .strictObject({
    name: z.strictObject({ en: localName, hi: localName, gu: localName }, { error: m.templateNameRequired }),
    days: wholeNumber(m.courseDaysInvalid, 1, MAX_COURSE_DAYS),
    pricePaise: wholeNumber(m.coursePriceInvalid, 0, 10_000_000),
    steps: z.array(courseStep, { error: m.stepsRequired }).min(1, m.stepsRequired).max(200),
    status: z.boolean().default(true),
  })
  .superRefine((template, ctx) => {
    if (!Array.isArray(template.steps)) return;
    let lastPhase = 0;
    let lastDay = 0;
    for (const [index, step] of template.steps.entries()) {
      if (step.dayOffset >= template.days) ctx.addIssue({ code: 'custom', message: m.stepOutsideCourse, path: ['steps', index, 'dayOffset'] });
      const phase = COURSE_PHASES.indexOf(step.phase);
      // Listed day by day, each phase after the one before it.
      if (step.dayOffset < lastDay || phase < lastPhase) ctx.addIssue({ code: 'custom', message: m.phasesOutOfOrder, path: ['steps', index] });
      lastPhase = Math.max(lastPhase, phase);
      lastDay = Math.max(lastDay, step.dayOffset);
    }
  });
export type CourseTemplateInput = z.infer<typeof courseTemplateSchema>;

/** Working hours are set in quarter hours, as the clinic's rota is written. */
export const HOURS_STEP_MINUTES = 15;
export const MINUTES_PER_DAY = 1440;
export const MAX_LEAVE_DAYS = 366;

const minuteOfDay = z
  .number({ error: m.hoursMinuteInvalid })
  .int(m.hoursMinuteInvalid)
  .min(0, m.hoursMinuteInvalid)
  .max(MINUTES_PER_DAY, m.hoursMinuteInvalid)
  .multipleOf(HOURS_STEP_MINUTES, m.hoursMinuteInvalid);

/** One weekday's span, in clinic minutes since midnight (08:00 is 480; 24:00 is 1440). */
export const workingSpanSchema = z
  .strictObject({
    weekday: z
      .number({ error: m.weekdayInvalid })
      .int(m.weekdayInvalid)
      .min(0, m.weekdayInvalid)
      .max(WEEKDAYS.length - 1, m.weekdayInvalid),
    startMinute: minuteOfDay,
    endMinute: minuteOfDay,
  })
  .refine((span) => span.startMinute < span.endMinute, { message: m.hoursOrder, path: ['endMinute'] });
export type WorkingSpan = z.infer<typeof workingSpanSchema>;

/** A resource's week (a therapist's shifts, a room's opening hours): a weekday left out is a day off. */
export const weeklyHoursSchema = z
  .array(workingSpanSchema, { error: m.weekdayRepeated })
  .max(WEEKDAYS.length, m.weekdayRepeated)
  .refine((spans) => new Set(spans.map((span) => span.weekday)).size === spans.length, m.weekdayRepeated);

/** PUT /v1/rooms/{id}/hours. */
export const roomHoursSchema = z.strictObject({ hours: weeklyHoursSchema });

/** The admin's room form: the room (POST or PUT /v1/rooms) and its hours (PUT …/hours) saved one after the other. */
export const roomFormSchema = roomSchema.extend(roomHoursSchema.shape);
export type RoomFormInput = z.infer<typeof roomFormSchema>;

/**
 * A therapist as staff write them (issue 47): a staff login (the doctor login's e-mail, password
 * and active rules), gender (patients are matched by it), the therapies they are trained in and
 * their week. On an edit a blank password keeps the current one.
 */
export const therapistSchema = doctorLoginSchema.extend({
  name: requiredLine(m.therapistNameRequired, TEXT_LIMITS.name, 'Name'),
  gender: z.enum(GENDERS, { error: m.therapistGenderRequired }),
  therapyIds: z
    .array(idSchema, { error: m.therapiesUnknown })
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, m.therapiesRepeated)
    .default([]),
  hours: weeklyHoursSchema.default([]),
});
export type TherapistInput = z.infer<typeof therapistSchema>;

/** A new therapist's login needs its first password. */
export const newTherapistSchema = therapistSchema.refine((therapist) => !!therapist.password, {
  message: doctorPortalMessages.passwordRequiredForNew,
  path: ['password'],
});

/** Issue 51: a receptionist's login, the front desk's: a name and the doctor's login fields. */
export const receptionistSchema = doctorLoginSchema.extend({
  name: requiredLine(m.receptionistNameRequired, TEXT_LIMITS.name, 'Name'),
});
export type ReceptionistInput = z.infer<typeof receptionistSchema>;

/** A new receptionist's login needs its first password. */
export const newReceptionistSchema = receptionistSchema.refine((receptionist) => !!receptionist.password, {
  message: doctorPortalMessages.passwordRequiredForNew,
  path: ['password'],
});

/** Issue 50: a pharmacist's login, the dispensary's: the receptionist's fields. */
export const pharmacistSchema = receptionistSchema.extend({
  name: requiredLine(m.pharmacistNameRequired, TEXT_LIMITS.name, 'Name'),
});

/** A new pharmacist's login needs its first password. */
export const newPharmacistSchema = pharmacistSchema.refine((pharmacist) => !!pharmacist.password, {
  message: doctorPortalMessages.passwordRequiredForNew,
  path: ['password'],
});

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused). */
const calendarDate = z
  .string({ error: m.leaveDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.leaveDateInvalid)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, m.leaveDateInvalid);

const leaveKind = z.enum(['therapist', 'room'], { error: m.leaveKindInvalid });

/** GET /v1/resource-leave?resourceKind=&resourceId=: one resource's leave. */
export const leaveQuerySchema = z.strictObject({ resourceKind: leaveKind, resourceId: idSchema });

/** Whole clinic days a therapist or a room is away, both ends included. */
export const leaveSchema = z
  .strictObject({
    resourceKind: leaveKind,
    resourceId: idSchema,
    startsOn: calendarDate,
    endsOn: calendarDate,
    note: line({ error: m.noteTooLong }).max(200, m.noteTooLong).default(''),
  })
  .superRefine((leave, ctx) => {
    if (typeof leave.startsOn !== 'string' || typeof leave.endsOn !== 'string') return;
    const days = (Date.parse(`${leave.endsOn}T00:00:00Z`) - Date.parse(`${leave.startsOn}T00:00:00Z`)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: m.leaveRangeInvalid, path: ['endsOn'] });
    else if (days > MAX_LEAVE_DAYS) ctx.addIssue({ code: 'custom', message: m.leaveTooLong, path: ['endsOn'] });
  });
export type LeaveInput = z.infer<typeof leaveSchema>;

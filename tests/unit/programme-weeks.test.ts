import { describe, expect, it } from 'vitest';
import { answersProblem, type CheckInQuestion, redFlagsOf } from '../../src/lib/programmes/questions';
import { clinicToday, dueDateProblem, gestationalWeek, gestationalWeekStarts, planWeek, stepOpensOn } from '../../src/lib/programmes/weeks';

describe('gestational week from the expected delivery date (IST calendar days)', () => {
  it.each([
    // [due date, today, week]: 40 - ceil(days until the due date / 7)
    ['2027-01-01', '2027-01-01', 40],
    ['2027-01-01', '2026-12-31', 39], // one day before, across the year's end
    ['2027-01-07', '2026-12-31', 39], // seven days: still week 39
    ['2027-01-08', '2026-12-31', 38], // eight days: week 38
    ['2027-03-01', '2027-02-28', 39], // across February's end (not a leap year)
    ['2028-03-01', '2028-02-28', 39], // leap year: 29 February lies between, two days
    ['2028-03-01', '2028-02-22', 38], // eight days across the leap day
    ['2026-12-01', '2026-11-30', 39], // across a month's end
    ['2027-10-20', '2026-12-30', -2], // 294 days (42 weeks) ahead
  ])('due %s, on %s: week %i', (due, today, week) => {
    expect(gestationalWeek(due, today)).toBe(week);
  });

  it('a week starts on the first day its number is reached', () => {
    const due = '2027-05-01';
    for (const week of [0, 5, 23, 36, 40]) {
      const first = gestationalWeekStarts(due, week);
      expect(gestationalWeek(due, first)).toBe(week);
      const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(gestationalWeek(due, dayBefore)).toBe(week - 1);
    }
    expect(stepOpensOn('due_date', due, 23)).toBe('2027-01-02');
  });

  it('today is the IST day: 23:59 UTC on 31 December is already 1 January in India', () => {
    expect(clinicToday(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(clinicToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(gestationalWeek('2027-01-08', clinicToday(new Date('2026-12-31T18:30:00Z')))).toBe(39);
  });

  it('refuses a due date in the past or more than 42 weeks ahead', () => {
    expect(dueDateProblem('2026-12-29', '2026-12-30')).toBe('past');
    expect(dueDateProblem('2026-12-30', '2026-12-30')).toBeNull();
    expect(dueDateProblem('2027-10-20', '2026-12-30')).toBeNull();
    expect(dueDateProblem('2027-10-21', '2026-12-30')).toBe('too_far');
  });
});

describe("a plan's week from its enrolment day", () => {
  it.each([
    ['2026-12-28', '2026-12-28', 1],
    ['2026-12-28', '2027-01-03', 1],
    ['2026-12-28', '2027-01-04', 2],
    ['2027-01-31', '2027-02-28', 5],
  ])('from %s, on %s: week %i', (start, today, week) => {
    expect(planWeek(start, today)).toBe(week);
  });
  it('week 4 opens three weeks after the first day', () => {
    expect(stepOpensOn('enrolment', '2026-12-28', 4)).toBe('2027-01-18');
  });
});

describe('red flags from the template thresholds', () => {
  const questions: CheckInQuestion[] = [
    { key: 'bleeding', kind: 'yes_no', label: { en: 'Bleeding?', hi: 'रक्तस्राव?', gu: 'રક્તસ્રાવ?' }, flag: true },
    { key: 'stiff', kind: 'yes_no', label: { en: 'Stiff?', hi: 'जकड़न?', gu: 'જકડન?' }, flag: false },
    { key: 'pain', kind: 'scale', label: { en: 'Pain', hi: 'दर्द', gu: 'દુખાવો' }, max: 10, flag_at_least: 8 },
  ];
  it('flags a yes to a flagged question and a scale at its threshold', () => {
    expect(redFlagsOf(questions, { bleeding: false, stiff: true, pain: 7 })).toEqual([]);
    expect(redFlagsOf(questions, { bleeding: true, stiff: false, pain: 8 })).toEqual(['bleeding', 'pain']);
  });
  it('refuses missing, unknown and out-of-range answers', () => {
    expect(answersProblem(questions, { bleeding: false, stiff: true, pain: 3 })).toBeNull();
    expect(answersProblem(questions, { bleeding: false, stiff: true })).toBe('pain');
    expect(answersProblem(questions, { bleeding: false, stiff: true, pain: 11 })).toBe('pain');
    expect(answersProblem(questions, { bleeding: 1, stiff: true, pain: 3 })).toBe('bleeding');
    expect(answersProblem(questions, { bleeding: false, stiff: true, pain: 3, extra: true })).toBe('extra');
  });
});

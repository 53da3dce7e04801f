import { describe, expect, it } from 'vitest';
import {
  MAX_PATIENT_RESCHEDULES,
  canCheckIn,
  joinState,
  outcomesAllowed,
  patientCancellation,
  patientReschedule,
  percentOfPaise,
  refundCapAfterMove,
  staffCancellation,
} from '../../src/lib/policy/appointment-policy';

const start = new Date('2026-12-10T05:30:00.000Z'); // 11:00 AM IST
const before = (ms: number) => new Date(start.getTime() - ms);
const HOUR = 3_600_000;
const SECOND = 1_000;

describe('patientCancellation: windows at their boundaries', () => {
  it.each([
    ['exactly 24 h before', before(24 * HOUR), true, 80_000],
    ['24 h − 1 s before', before(24 * HOUR - SECOND), true, 40_000],
    ['exactly 4 h before', before(4 * HOUR), true, 40_000],
    ['4 h − 1 s before', before(4 * HOUR - SECOND), false, 0],
    ['at the start', start, false, 0],
    ['after the start', new Date(start.getTime() + SECOND), false, 0],
  ])('%s: can cancel %s, refund %d paise of 80,000', (_label, now, canCancel, refund) => {
    const outcome = patientCancellation(start, now, 80_000);
    expect(outcome.canCancel).toBe(canCancel);
    expect(outcome.refundPaise).toBe(refund);
  });

  it('names the window the patient is in', () => {
    expect(patientCancellation(start, before(30 * HOUR), 100).window).toBe('full_refund');
    expect(patientCancellation(start, before(10 * HOUR), 100).window).toBe('partial_refund');
    expect(patientCancellation(start, before(HOUR), 100).window).toBe('too_late');
    expect(patientCancellation(start, start, 100).window).toBe('started');
  });
});

describe('percentOfPaise: odd amounts lose or invent no paisa', () => {
  it.each([
    [80_001, 50, 40_000],
    [99, 50, 49],
    [1, 50, 0],
    [80_001, 100, 80_001],
    [0, 50, 0],
  ])('%d paise × %d %% = %d paise', (paise, percent, expected) => {
    expect(percentOfPaise(paise, percent)).toBe(expected);
    expect(Number.isInteger(percentOfPaise(paise, percent))).toBe(true);
  });
});

describe('staffCancellation: a full refund before the start unless staff choose part or none', () => {
  it.each([
    [before(HOUR), true, 80_001],
    [before(SECOND), true, 80_001],
    [start, false, 0],
  ])('at %s', (now, canCancel, refund) => {
    expect(staffCancellation(start, now, 80_001)).toEqual({ canCancel, refundPaise: refund, isMoreThanPaid: false });
  });

  it.each([
    [{ kind: 'none' } as const, 0, false],
    [{ kind: 'part', amountPaise: 50_000 } as const, 50_000, false],
    [{ kind: 'part', amountPaise: 80_001 } as const, 80_001, false],
    [{ kind: 'part', amountPaise: 80_002 } as const, 80_001, true],
  ])('choice %j refunds %d (more than paid: %s)', (choice, refund, isMoreThanPaid) => {
    expect(staffCancellation(start, before(HOUR), 80_001, choice)).toEqual({ canCancel: true, refundPaise: refund, isMoreThanPaid });
  });
});

describe('patientReschedule: up to 4 h before, at most twice', () => {
  it.each([
    [before(4 * HOUR), 0, { canReschedule: true }],
    [before(4 * HOUR - SECOND), 0, { canReschedule: false, reason: 'too_late' }],
    [before(48 * HOUR), MAX_PATIENT_RESCHEDULES - 1, { canReschedule: true }],
    [before(48 * HOUR), MAX_PATIENT_RESCHEDULES, { canReschedule: false, reason: 'limit_reached' }],
    [new Date(start.getTime() + HOUR), 0, { canReschedule: false, reason: 'too_late' }],
  ])('at %s after %d moves', (now, moved, expected) => {
    expect(patientReschedule(start, now, moved)).toEqual(expected);
  });
});

describe('joinState: the link opens 15 minutes before and closes at the end', () => {
  const end = new Date(start.getTime() + 30 * 60_000);
  it.each([
    [before(15 * 60_000 + SECOND), 'not_yet'],
    [before(15 * 60_000), 'open'],
    [new Date(end.getTime() - SECOND), 'open'],
    [end, 'ended'],
  ])('at %s: %s', (now, kind) => {
    expect(joinState(start, end, now).kind).toBe(kind);
  });

  it('says when a link not yet open opens', () => {
    const state = joinState(start, end, before(HOUR));
    expect(state).toEqual({ kind: 'not_yet', opensAt: before(15 * 60_000) });
  });
});

describe('a move keeps the refund tier: refundCapAfterMove and a capped cancellation', () => {
  it.each([
    ['moved 30 h before, never moved', before(30 * HOUR), null, 100],
    ['moved 10 h before, never moved', before(10 * HOUR), null, 50],
    ['moved 30 h before, after a 50 % move', before(30 * HOUR), 50, 50],
    ['moved 10 h before, after a full-refund move', before(10 * HOUR), 100, 50],
  ])('%s: cap %d %%', (_label, movedAt, previous, cap) => {
    expect(refundCapAfterMove(start, movedAt, previous)).toBe(cap);
  });

  it.each([
    ['full window, cap 50', before(30 * HOUR), 50, 40_000, true],
    ['full window, cap 100', before(30 * HOUR), 100, 80_000, false],
    ['partial window, cap 50', before(10 * HOUR), 50, 40_000, false],
    ['full window, never moved', before(30 * HOUR), null, 80_000, false],
  ])('%s: refund %d paise of 80,000', (_label, now, cap, refund, isLimited) => {
    const outcome = patientCancellation(start, now, 80_000, cap);
    expect(outcome.refundPaise).toBe(refund);
    expect(outcome.isLimitedByMove).toBe(isLimited);
  });
});

describe('arrivals and outcomes (issue 34)', () => {
  const visit = { status: 'confirmed', mode: 'in_person', time: start };
  it('marks an in-person visit arrived on its clinic (IST) day only, early or late', () => {
    // 00:05 IST on the day (18:35 UTC the day before) and 23:55 IST the same day.
    expect(canCheckIn(visit, new Date('2026-12-09T18:35:00.000Z'))).toBe(true);
    expect(canCheckIn(visit, new Date('2026-12-10T18:25:00.000Z'))).toBe(true);
    // 23:55 IST the day before, 00:05 IST the day after.
    expect(canCheckIn(visit, new Date('2026-12-09T18:25:00.000Z'))).toBe(false);
    expect(canCheckIn(visit, new Date('2026-12-10T18:35:00.000Z'))).toBe(false);
    expect(canCheckIn({ ...visit, mode: 'video' }, start)).toBe(false);
    expect(canCheckIn({ ...visit, status: 'checked_in' }, start)).toBe(false);
    expect(canCheckIn({ ...visit, status: 'cancelled' }, start)).toBe(false);
  });

  it('lets an arrived patient be completed at any time but never a no-show; a confirmed one gets both from its start', () => {
    const before = new Date(start.getTime() - 60_000);
    expect(outcomesAllowed({ ...visit, status: 'checked_in' }, before)).toEqual(['completed']);
    expect(outcomesAllowed(visit, before)).toEqual([]);
    expect(outcomesAllowed(visit, start)).toEqual(['completed', 'no_show']);
    expect(outcomesAllowed({ ...visit, status: 'completed' }, start)).toEqual([]);
    expect(outcomesAllowed({ ...visit, status: 'pending' }, start)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromClinicClock, gridWindow, timeRange, toCalendarEvents, windowLabel } from '../../src/admin/resource-grid/grid-window';
import type { GridEvent } from '../../src/lib/api/types';

// The admin's browser may be anywhere: the grid must read in clinic time (IST) all the same.
// Node applies a TZ set at run time to every Date after it.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

const session: GridEvent = {
  id: 1,
  kind: 'room',
  resourceId: 1,
  // 9:00 to 10:30 AM IST on 1 December 2026: still 30 November in New York.
  startsAt: '2026-12-01T03:30:00.000Z',
  endsAt: '2026-12-01T05:00:00.000Z',
  purpose: 'course_session',
  title: 'Asha — Abhyanga',
  courseId: 1,
  sessionId: 1,
};

describe('the resource grid in a browser in New York', () => {
  it('the test really runs in New York', () => {
    expect(new Date('2026-12-01T03:30:00Z').getHours()).toBe(22);
  });

  it('lays an event out at its IST wall-clock time, on its IST day', () => {
    const [event] = toCalendarEvents([session], [{ kind: 'room', id: 1, title: 'Droni Room' }]);
    expect([event!.start.getDate(), event!.start.getHours(), event!.start.getMinutes()]).toEqual([1, 9, 0]);
    expect([event!.end.getHours(), event!.end.getMinutes()]).toEqual([10, 30]);
    expect(fromClinicClock(event!.start).toISOString()).toBe(session.startsAt);
    expect(timeRange(session.startsAt, session.endsAt, true)).toBe('Tue 1 Dec, 9:00 AM – 10:30 AM');
  });

  it('asks the API for the IST day, and names it', () => {
    const day = new Date(2026, 11, 1, 15, 0);
    expect(gridWindow(day, 'day')).toEqual({ from: new Date('2026-11-30T18:30:00Z'), to: new Date('2026-12-01T18:30:00Z') });
    expect(windowLabel(day, 'day')).toBe('Tue 1 Dec 2026');
  });
});

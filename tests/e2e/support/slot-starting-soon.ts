import type { Page } from '@playwright/test';
import { indiaDateOf, weekdayOf } from '../../../src/lib/time/clinic-time';
import { adminGet, expect, test } from './admin';

const MINUTE = 60_000;
const SLOT_MINUTES = 5;

/** A slot as the admin and availability lists answer it. */
export interface Slot {
  id: number;
  start_time: string;
  end_time: string;
  is_booked: boolean;
  doctor: { name: string };
}

/** HH:MM of an instant in India. */
const indiaClock = (instant: Date) => new Date(instant.getTime() + 5.5 * 3_600_000).toISOString().slice(11, 16);

/**
 * A five-minute slot of the doctor that starts within the next few minutes, so a booking can be
 * made now and be under way soon after. Free slots it would overlap are removed first; a slot
 * another test already booked (or holds) is stepped over, so tests that each need one can run
 * in any order in the same run; the calling test's timeout grows by the wait until the start (at
 * most a few minutes, also when the slot must wait for midnight in India).
 */
export async function slotStartingSoon(page: Page, doctorName: string): Promise<Slot> {
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  let start = new Date(Math.ceil((Date.now() + 20_000) / MINUTE) * MINUTE);
  for (let tries = 0; ; tries += 1) {
    expect(tries, 'a free five minutes for the doctor').toBeLessThan(12);
    const end = new Date(start.getTime() + SLOT_MINUTES * MINUTE);
    if (indiaDateOf(end) !== indiaDateOf(start)) {
      // A slot is generated within one clinic day: one that would run past midnight in India starts at midnight instead.
      start = new Date(`${indiaDateOf(end)}T00:00:00+05:30`);
      continue;
    }
    let inUse: Slot | null = null;
    for (const slot of await adminGet<Slot[]>(page, '/time-slots')) {
      const overlaps = Date.parse(slot.start_time) < end.getTime() && Date.parse(slot.end_time) > start.getTime();
      if (!overlaps || slot.doctor.name !== doctorName) continue;
      const removed = await page.request.delete(`/api/v1/time-slots/${slot.id}`, { headers });
      if (removed.status() !== 204) inUse = slot;
    }
    if (inUse) {
      start = new Date(Math.ceil(Date.parse(inUse.end_time) / MINUTE) * MINUTE);
      continue;
    }
    const date = indiaDateOf(start);
    const { id: doctorId } = (await adminGet<{ id: number; name: string }[]>(page, '/doctors')).find((d) => d.name === doctorName)!;
    const generated = await page.request.post('/api/v1/time-slots/generate', {
      headers,
      data: {
        doctorId,
        startDate: date,
        endDate: date,
        weekdays: [weekdayOf(date)],
        dayStart: indiaClock(start),
        dayEnd: indiaClock(end),
        slotMinutes: SLOT_MINUTES,
      },
    });
    expect(await generated.json()).toEqual({ created: 1, skipped: 0 });
    const res = await page.request.get('/api/v1/time-slots/available', { params: { startDate: start.toISOString(), endDate: end.toISOString() } });
    expect(res.status()).toBe(200);
    const slot = ((await res.json()) as Slot[]).find((s) => s.doctor.name === doctorName);
    expect(slot, `a free slot of ${doctorName}`).toBeDefined();
    // Waiting for a start that stepped over other tests' slots must not eat the test's own time.
    test.setTimeout(test.info().timeout + Math.max(0, start.getTime() - Date.now()));
    return slot!;
  }
}

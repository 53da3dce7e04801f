import type { BrowserContext, Page } from '@playwright/test';
import { indiaDateOf, weekdayOf } from '../../../src/lib/time/clinic-time';
import { clinicClockResponse } from '../../../src/server/http/dev/responses';
import { adminGet, expect } from './admin';
import { shiftPageDate } from './clinic-clock';

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

/** The clinic's instant on this worker's server: after a jump (below) it runs ahead of this process. */
export async function serverNowMs(page: Page): Promise<number> {
  const res = await page.request.get('/api/dev/clock');
  expect(res.status(), 'the e2e server runs with CLINIC_CLOCK_MOVABLE=1').toBe(200);
  return Date.parse(clinicClockResponse.parse(await res.json()).now);
}

/**
 * A five-minute slot of the doctor that starts within the next few minutes of the server's clock,
 * so a booking can be made now and `jumpToStart` can then put it under way. Free slots it would
 * overlap are removed first; a slot another test already booked (or holds) is stepped over, so
 * tests that each need one can run in any order in the same run.
 */
export async function slotStartingSoon(page: Page, doctorName: string): Promise<Slot> {
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  let start = new Date(Math.ceil(((await serverNowMs(page)) + 20_000) / MINUTE) * MINUTE);
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
    return slot!;
  }
}

/**
 * Moves the clinic's clock to just past the slot's (or a course session's) start instead of waiting for it in real time
 * (docs/testing.md): the server's (POST /api/dev/clock) and that of each given page, at once for a
 * page already open (its screens notice by themselves, as at the real start) and for every page its
 * context opens afterwards. The server's clock never goes back, so it may already run ahead of this
 * process from an earlier test's jump: pages are set to the server's time, not moved by this jump
 * alone. Once per browser context (a second jump would add a second shift to its new pages).
 */
export async function jumpToStart(slot: Pick<Slot, 'start_time'>, ...pages: Page[]): Promise<void> {
  const res = await pages[0]!.request.post('/api/dev/clock', { data: { to: new Date(Date.parse(slot.start_time) + 1000).toISOString() } });
  expect(res.status()).toBe(200);
  const serverNow = Date.parse(clinicClockResponse.parse(await res.json()).now);
  // A new page's Date starts from this process's (both follow CLINIC_CLOCK under test:at).
  const aheadOfThisProcess = serverNow - Date.now();
  const contexts = new Set<BrowserContext>();
  for (const page of pages) {
    await page.evaluate(shiftPageDate, serverNow - (await page.evaluate(() => Date.now())));
    contexts.add(page.context());
  }
  for (const context of contexts) await context.addInitScript(shiftPageDate, aheadOfThisProcess);
}

import type { Page } from '@playwright/test';
import type { Course, CourseProposal } from '../../../src/lib/api/types';
import { indiaDateOf } from '../../../src/lib/time/clinic-time';
import { addDays } from '../../../src/lib/time/month-grid';
import { adminGet, expect } from './admin';
import { serverNowMs } from './slot-starting-soon';

/** The seed's 7-day course (issue 47): fourteen sessions over seven days. */
export const SEVEN_DAY_COURSE = '7-day Panchakarma (Virechana)';

const staffHeaders = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

/**
 * The nearest start a course can have on the server's clock: today at the next quarter hour when
 * the day's sessions still fit in the therapists' day, else the next morning. A test then jumps the
 * clock (slot-starting-soon.ts) no further than the first session: later specs read the time.
 */
export async function nearestStart(page: Page): Promise<{ startsOn: string; startTime: string }> {
  const now = await serverNowMs(page);
  const today = indiaDateOf(new Date(now));
  const india = new Date(now + 330 * 60_000);
  // Ten minutes ahead, on the quarter hour (the planner's step).
  const minutes = Math.ceil((india.getUTCHours() * 60 + india.getUTCMinutes() + 10) / 15) * 15;
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  if (minutes < 8 * 60) return { startsOn: today, startTime: '08:00' };
  // Day 1's three morning steps must all start by 12:00 (the planner's morning): later, tomorrow.
  if (minutes <= 9 * 60 + 30) return { startsOn: today, startTime: hhmm };
  return { startsOn: addDays(today, 1), startTime: '08:00' };
}

/** Plans the 7-day course for a patient as the planner proposes it (the screens for it: panchakarma-course.spec.ts). */
export async function planSevenDayCourse(page: Page, patientId: number, start: { startsOn: string; startTime: string }): Promise<Course> {
  const headers = await staffHeaders(page);
  const templates = await adminGet<{ id: number; name: { en: string } }[]>(page, '/course-templates');
  const ask = { patientId, templateId: templates.find((t) => t.name.en === SEVEN_DAY_COURSE)!.id, startsOn: start.startsOn };
  const res = await page.request.post('/api/v1/courses/proposal', { headers, data: { ...ask, startTime: start.startTime } });
  const proposal = (await res.json()) as CourseProposal;
  expect(proposal.fits, JSON.stringify(proposal.sessions.map((s) => s.conflicts))).toBe(true);
  const sessions = proposal.sessions.map(({ stepIndex, startsAt, roomId, therapistIds }) => ({ stepIndex, startsAt, roomId, therapistIds }));
  const confirmed = await page.request.post('/api/v1/courses', { headers, data: { ...ask, sessions } });
  expect(confirmed.status()).toBe(201);
  return (await confirmed.json()) as Course;
}

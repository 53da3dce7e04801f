import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect } from 'vitest';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { courseViewMessages } from '../../src/lib/validation/course-views';
import { clinicNow } from '../../src/server/kernel/clock';
import { auditEvents, courseSessions } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { addTherapist, createCourse, createCourseCatalogue, SHIRODHARA } from '../support/course-rows';
import { createUser } from '../support/test-app';

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Math.floor(clinicNow().getTime() / 60_000) * 60_000 + hours * HOUR);

interface DaySession {
  id: number;
  startsAt: string;
  status: string;
  note: string;
  patient: { name: string };
  therapy: { name: string };
  room: { name: string };
  coTherapists: string[];
}

/**
 * A clinic day of two therapists: Asha gives three sessions (one with Bina), Bina one alone, and a
 * session of Asha's on another day. Created once for the file.
 */
const dayTest = it.extend('d', { scope: 'file' }, async ({ api, patient }) => {
  const catalogue = await createCourseCatalogue(api.db);
  const asha = await addTherapist(api.db, 'Asha Therapist', 'female', []);
  const bina = await addTherapist(api.db, 'Bina Therapist', 'female', []);
  // Started an hour ago: the session can be marked. The day is the clinic day it starts on, with
  // the earlier sessions (up to four hours before) on it too: in the small hours of IST that is
  // yesterday at noon instead (started as well).
  const anHourAgo = hoursFromNow(-1);
  const past =
    indiaDateOf(new Date(anHourAgo.getTime() - 4 * HOUR)) === indiaDateOf(anHourAgo)
      ? anHourAgo
      : new Date(`${indiaDateOf(new Date(anHourAgo.getTime() - 24 * HOUR))}T12:00:00+05:30`);
  const day = indiaDateOf(past);
  const { sessions } = await createCourse(api.db, catalogue, patient.user.id, [
    { startsAt: past, therapistIds: [asha.id, bina.id] },
    { startsAt: new Date(past.getTime() - 2 * HOUR), therapistIds: [asha.id], status: 'done' },
    { startsAt: new Date(past.getTime() - 4 * HOUR), therapistIds: [bina.id] },
    { startsAt: hoursFromNow(30), therapistIds: [asha.id] },
  ]);
  return { catalogue, asha, bina, day, sessions };
});

describe('a therapist’s day (GET /api/v1/course-sessions/mine)', () => {
  dayTest(
    'lists the day’s sessions that hold the therapist, with patient, therapy, room and co-therapist',
    async ({ call, patient, d: { day, asha, sessions } }) => {
      const res = await call('GET', `/api/v1/course-sessions/mine?date=${day}`, undefined, asha.token);
      expect(res.status).toBe(200);
      const list = (await res.json()) as DaySession[];
      // Only that day's (the one 30 hours on is another day) and only Asha's: Bina's alone is left out.
      expect(list.map((s) => s.id).sort()).toEqual([sessions[0]!.id, sessions[1]!.id].sort());
      const shared = list.find((s) => s.id === sessions[0]!.id)!;
      expect(shared).toMatchObject({
        status: 'planned',
        patient: { name: patient.user.name },
        therapy: { name: SHIRODHARA.nameEn },
        coTherapists: ['Bina Therapist'],
      });
      expect(shared.room.name).toMatch(/^Shirodhara Room/);
      expect(list.find((s) => s.id === sessions[1]!.id)!.coTherapists).toEqual([]);
    },
  );

  dayTest('shows Bina only hers, and a day without sessions is empty', async ({ call, d: { day, bina, sessions } }) => {
    const list = (await (await call('GET', `/api/v1/course-sessions/mine?date=${day}`, undefined, bina.token)).json()) as DaySession[];
    expect(list.map((s) => s.id).sort()).toEqual([sessions[0]!.id, sessions[2]!.id].sort());
    expect(list.find((s) => s.id === sessions[0]!.id)!.coTherapists).toEqual(['Asha Therapist']);
    const empty = await call('GET', '/api/v1/course-sessions/mine?date=2020-01-01', undefined, bina.token);
    expect(await empty.json()).toEqual([]);
  });

  dayTest('refuses a missing or impossible date with its message', async ({ call, d: { asha } }) => {
    for (const query of ['', '?date=2026-02-30', '?date=2026-13-01', '?date=tomorrow']) {
      const res = await call('GET', `/api/v1/course-sessions/mine${query}`, undefined, asha.token);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(courseViewMessages.dayInvalid);
    }
  });

  dayTest('is the therapist’s alone: a patient, an admin and an anonymous caller are refused', async ({ call, patient, d: { day } }) => {
    const path = `/api/v1/course-sessions/mine?date=${day}`;
    expect((await call('GET', path, undefined, patient.token)).status).toBe(403);
    expect((await call('GET', path)).status).toBe(403);
    expect((await call('GET', path, undefined, null)).status).toBe(401);
  });
});

describe('marking a session done (POST /api/v1/course-sessions/:id/done)', () => {
  dayTest(
    'the therapist marks their started session done with a note; it is recorded and audited',
    async ({ api, call, d: { asha, sessions, day } }) => {
      const id = sessions[0]!.id;
      const res = await call('POST', `/api/v1/course-sessions/${id}/done`, { note: '  Oil well tolerated; slight headache after.  ' }, asha.token);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, status: 'done', note: 'Oil well tolerated; slight headache after.' });
      const [row] = await api.db.select().from(courseSessions).where(eq(courseSessions.id, id));
      expect(row).toMatchObject({ status: 'done', markedBy: asha.id });
      expect(row!.markedAt).not.toBeNull();
      const trail = await api.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'course_session'), eq(auditEvents.entityId, id)));
      expect(trail).toHaveLength(1);
      expect(trail[0]).toMatchObject({ action: 'mark_done', actorId: asha.id, actorRole: 'therapist' });
      expect(trail[0]!.before).toMatchObject({ status: 'planned', note: '' });
      expect(trail[0]!.after).toMatchObject({ status: 'done', note: 'Oil well tolerated; slight headache after.', markedBy: asha.id });
      // The day now shows it done with its note.
      const list = (await (await call('GET', `/api/v1/course-sessions/mine?date=${day}`, undefined, asha.token)).json()) as DaySession[];
      expect(list.find((s) => s.id === id)).toMatchObject({ status: 'done', note: 'Oil well tolerated; slight headache after.' });

      // Marking it again is a conflict, not a second change.
      const again = await call('POST', `/api/v1/course-sessions/${id}/done`, { note: '' }, asha.token);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: string }).error).toBe(courseViewMessages.sessionNotPlanned);
    },
  );

  dayTest('a session of another therapist is 404 for this one, as is an unknown id', async ({ call, d: { asha, sessions } }) => {
    for (const id of [sessions[2]!.id, 99_999]) {
      const res = await call('POST', `/api/v1/course-sessions/${id}/done`, { note: '' }, asha.token);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe(courseViewMessages.sessionNotFound);
    }
  });

  dayTest('a session not yet started cannot be marked done', async ({ api, call, d: { asha, sessions } }) => {
    const future = sessions[3]!;
    const res = await call('POST', `/api/v1/course-sessions/${future.id}/done`, { note: 'early' }, asha.token);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(courseViewMessages.sessionNotStarted);
    const [row] = await api.db.select().from(courseSessions).where(eq(courseSessions.id, future.id));
    expect(row).toMatchObject({ status: 'planned', note: '' });
  });

  dayTest('an admin may mark any started session; a patient may not', async ({ call, patient, admin, d: { sessions } }) => {
    const id = sessions[2]!.id;
    expect((await call('POST', `/api/v1/course-sessions/${id}/done`, { note: '' }, patient.token)).status).toBe(403);
    const res = await call('POST', `/api/v1/course-sessions/${id}/done`, { note: 'Marked at the desk' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'done', note: 'Marked at the desk', coTherapists: ['Bina Therapist'] });
    expect(admin.user.role).toBe('admin');
  });

  dayTest('refuses a note over 1000 characters or of the wrong type, and an unknown field', async ({ call, d: { asha, sessions } }) => {
    for (const body of [{ note: 'x'.repeat(1001) }, { note: 42 }, { note: '', status: 'done' }]) {
      const res = await call('POST', `/api/v1/course-sessions/${sessions[3]!.id}/done`, body, asha.token);
      expect(res.status).toBe(400);
    }
    const long = await call('POST', `/api/v1/course-sessions/${sessions[3]!.id}/done`, { note: 'x'.repeat(1001) }, asha.token);
    expect(JSON.stringify(await long.json())).toContain(courseViewMessages.noteTooLong);
  });
});

const courseTest = it.extend('k', { scope: 'file' }, async ({ api, patient }) => {
  const catalogue = await createCourseCatalogue(api.db);
  const therapist = await addTherapist(api.db, 'Chitra Therapist', 'female', []);
  const first = hoursFromNow(24 * 10);
  const { course, sessions } = await createCourse(api.db, catalogue, patient.user.id, [
    { startsAt: first, therapistIds: [therapist.id] },
    { startsAt: new Date(first.getTime() + 2 * HOUR), therapistIds: [therapist.id], status: 'cancelled' },
    { startsAt: new Date(first.getTime() + 24 * HOUR), therapistIds: [therapist.id] },
    { startsAt: new Date(first.getTime() + 48 * HOUR), therapistIds: [therapist.id], status: 'moved' },
  ]);
  const other = await createUser(api.db, 'patient');
  const { course: othersCourse } = await createCourse(api.db, catalogue, other.user.id, [
    { startsAt: new Date(first.getTime() + 5 * HOUR), therapistIds: [therapist.id] },
  ]);
  return { course, sessions, other, othersCourse, therapist };
});

describe('the patient’s course (GET /api/v1/courses/mine and the calendar file)', () => {
  courseTest(
    'lists only the patient’s own courses, day by day, with instructions in three languages',
    async ({ call, patient, k: { course, sessions, othersCourse } }) => {
      const res = await call('GET', '/api/v1/courses/mine', undefined, patient.token);
      expect(res.status).toBe(200);
      const list = (await res.json()) as {
        id: number;
        template: { name: Record<string, string> };
        days: {
          date: string;
          sessions: { id: number; status: string; therapy: { name: Record<string, string>; preInstructions: Record<string, string> } }[];
        }[];
      }[];
      const ids = list.map((c) => c.id);
      expect(ids).toContain(course.id);
      expect(ids).not.toContain(othersCourse.id);
      const mine = list.find((c) => c.id === course.id)!;
      expect(mine.template.name).toEqual({ en: '7-day Panchakarma', hi: '7 दिन का पंचकर्म', gu: '7 દિવસનું પંચકર્મ' });
      // Two clinic days; the moved session gives way (its replacement would show), the cancelled one shows as cancelled.
      expect(mine.days.map((d) => d.date)).toEqual([indiaDateOf(sessions[0]!.startsAt), indiaDateOf(sessions[2]!.startsAt)]);
      expect(mine.days.flatMap((d) => d.sessions.map((s) => [s.id, s.status]))).toEqual([
        [sessions[0]!.id, 'planned'],
        [sessions[1]!.id, 'cancelled'],
        [sessions[2]!.id, 'planned'],
      ]);
      expect(mine.days[0]!.sessions[0]!.therapy).toEqual({
        name: { en: SHIRODHARA.nameEn, hi: SHIRODHARA.nameHi, gu: SHIRODHARA.nameGu },
        preInstructions: { en: SHIRODHARA.preInstructionsEn, hi: SHIRODHARA.preInstructionsHi, gu: SHIRODHARA.preInstructionsGu },
      });
    },
  );

  courseTest('is for patients: staff and therapists are refused, anonymous callers too', async ({ call, k: { therapist } }) => {
    expect((await call('GET', '/api/v1/courses/mine')).status).toBe(403);
    expect((await call('GET', '/api/v1/courses/mine', undefined, therapist.token)).status).toBe(403);
    expect((await call('GET', '/api/v1/courses/mine', undefined, null)).status).toBe(401);
  });

  courseTest('a patient without a course gets an empty list', async ({ api, call }) => {
    const someone = await createUser(api.db, 'patient');
    expect(await (await call('GET', '/api/v1/courses/mine', undefined, someone.token)).json()).toEqual([]);
  });

  courseTest('the calendar file holds one event per planned session, in UTC, at the clinic', async ({ call, patient, k: { course, sessions } }) => {
    const res = await call('GET', `/api/v1/courses/${course.id}/calendar.ics`, undefined, patient.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const planned = [sessions[0]!, sessions[2]!];
    expect(events.map((e) => e.uid)).toEqual(planned.map((s) => `course-session-${s.id}@localhost`));
    for (const [i, event] of events.entries()) {
      expect(event.startDate.toJSDate().toISOString()).toBe(planned[i]!.startsAt.toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(planned[i]!.endsAt.toISOString());
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(event.summary).toBe(SHIRODHARA.nameEn);
      expect(event.description).toBe(SHIRODHARA.preInstructionsEn);
      expect(event.location).toMatch(/\w/);
    }
    // The same file again: the same UIDs, so a calendar app replaces rather than doubles.
    const again = new ICAL.Component(
      ICAL.parse(await (await call('GET', `/api/v1/courses/${course.id}/calendar.ics`, undefined, patient.token)).text()),
    );
    expect(again.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(events.map((e) => e.uid));
  });

  courseTest(
    'the calendar file is the course’s patient’s only: another patient or staff get 404',
    async ({ call, admin, k: { course, other, therapist } }) => {
      const path = `/api/v1/courses/${course.id}/calendar.ics`;
      const res = await call('GET', path, undefined, other.token);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe(courseViewMessages.courseNotFound);
      expect((await call('GET', '/api/v1/courses/999999/calendar.ics', undefined, other.token)).status).toBe(404);
      // Staff are told no more than another patient: not 403, which would say the course exists.
      for (const token of [therapist.token, admin.token]) {
        const refused = await call('GET', path, undefined, token);
        expect(refused.status).toBe(404);
        expect(((await refused.json()) as { error: string }).error).toBe(courseViewMessages.courseNotFound);
      }
      expect((await call('GET', path, undefined, null)).status).toBe(401);
    },
  );
});

import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { site } from '../../../content/site';
import type { Locale } from '../../../i18n/locales';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { courseViewMessages as m } from '../../../lib/validation/course-views';
import type { Database } from '../../kernel/db/database';
import { courseSessions, courses, courseTemplates, rooms, therapies, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { renderCourseIcs } from '../../messaging';
import { clinicPlace, readClinicSettings } from '../../practice';
import type { PatientCourse, PatientCourseSession } from '../therapist-day/responses';

const inThree = (row: { en: string; hi: string; gu: string }) => ({ en: row.en, hi: row.hi, gu: row.gu });

/** The sessions of these courses with their therapy and room, in time order; a moved one gives way to what replaced it. */
const sessionsOf = (db: Database, courseIds: number[]) =>
  db
    .select({
      session: courseSessions,
      therapy: {
        en: therapies.nameEn,
        hi: therapies.nameHi,
        gu: therapies.nameGu,
        preEn: therapies.preInstructionsEn,
        preHi: therapies.preInstructionsHi,
        preGu: therapies.preInstructionsGu,
      },
      room: rooms.name,
    })
    .from(courseSessions)
    .innerJoin(therapies, eq(therapies.id, courseSessions.therapyId))
    .innerJoin(rooms, eq(rooms.id, courseSessions.roomId))
    .where(and(inArray(courseSessions.courseId, courseIds), ne(courseSessions.status, 'moved')))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.stepIndex));

/**
 * GET /v1/courses/mine: the patient's own courses, newest first, each day by day (clinic days) with
 * every session's therapy and what to do before it, in the patient's three languages.
 */
export async function patientCourses(db: Database, patientId: number): Promise<PatientCourse[]> {
  const rows = await db
    .select({ course: courses, name: { en: courseTemplates.nameEn, hi: courseTemplates.nameHi, gu: courseTemplates.nameGu } })
    .from(courses)
    .innerJoin(courseTemplates, eq(courseTemplates.id, courses.templateId))
    .where(eq(courses.patientId, patientId))
    .orderBy(desc(courses.startsOn), desc(courses.id));
  if (rows.length === 0) return [];
  const sessions = await sessionsOf(
    db,
    rows.map((row) => row.course.id),
  );
  return rows.map(({ course, name }) => {
    const days = new Map<string, PatientCourseSession[]>();
    for (const { session, therapy, room } of sessions) {
      if (session.courseId !== course.id) continue;
      const day = indiaDateOf(session.startsAt);
      const list = days.get(day) ?? [];
      list.push({
        id: session.id,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        phase: session.phase,
        status: session.status,
        therapy: { name: inThree(therapy), preInstructions: { en: therapy.preEn, hi: therapy.preHi, gu: therapy.preGu } },
        room: { name: room },
      });
      days.set(day, list);
    }
    return {
      id: course.id,
      status: course.status,
      startsOn: course.startsOn,
      sessionCount: course.sessionCount,
      template: { name: inThree(name) },
      days: [...days].map(([date, list]) => ({ date, sessions: list })),
    };
  });
}

/**
 * GET /v1/courses/:id/calendar.ics: every planned session of the course in one file, for the
 * course's patient only (anyone else, staff included: 404, as if there were no such course), in their language.
 */
export async function courseCalendarFile(db: Database, courseId: number, patientId: number, siteUrl: string): Promise<string> {
  const [row] = await db
    .select({ id: courses.id, language: users.language })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.patientId))
    .where(and(eq(courses.id, courseId), eq(courses.patientId, patientId), eq(users.role, 'patient')));
  if (!row) throw new AppError('not_found', m.courseNotFound);
  const language: Locale = row.language;
  const pick = { en: 0, hi: 1, gu: 2 }[language];
  const planned = (await sessionsOf(db, [courseId])).filter(({ session }) => session.status === 'planned');
  return renderCourseIcs({
    sessions: planned.map(({ session, therapy }) => ({
      sessionId: session.id,
      start: session.startsAt,
      end: session.endsAt,
      summary: [therapy.en, therapy.hi, therapy.gu][pick]!,
      description: [therapy.preEn, therapy.preHi, therapy.preGu][pick]!,
    })),
    place: clinicPlace(await readClinicSettings(db)),
    organizer: { name: site.name, email: site.email },
    uidDomain: new URL(siteUrl).hostname,
  });
}

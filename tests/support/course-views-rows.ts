import type { Gender } from '../../src/lib/domain/people';
import type { Database } from '../../src/server/kernel/db/database';
import { courseSessions, courses, courseTemplates, reservations, rooms, therapies } from '../../src/server/kernel/db/schema';
import { hashPassword } from '../../src/server/identity';
import { createUser } from './test-app';

/**
 * Rows of a Panchakarma course written straight into the database (issue 47): the course planner
 * is another piece of work, and these tests read what any planner leaves behind.
 */
let counter = 0;
const unique = () => `${Date.now()}-${(counter += 1)}`;

export const SHIRODHARA = {
  nameEn: 'Shirodhara',
  nameHi: 'शिरोधारा',
  nameGu: 'શિરોધારા',
  preInstructionsEn: 'Wash your hair the night before.',
  preInstructionsHi: 'पिछली रात बाल धो लें।',
  preInstructionsGu: 'આગલી રાત્રે વાળ ધોઈ લો.',
};

/** A therapist who can log in (role therapist: e-mail, password and gender are required) and their token. */
export async function createTherapist(db: Database, name: string, gender: Gender = 'female', password = 'therapist-password') {
  return createUser(db, 'therapist', {
    name,
    gender,
    email: `therapist-${unique()}@clinic.example`,
    passwordHash: await hashPassword(password),
  });
}

/** A therapy, a room and a course template to plan from. */
export async function createCourseCatalogue(db: Database) {
  const [therapy] = await db
    .insert(therapies)
    .values({ ...SHIRODHARA, minutes: 45 })
    .returning();
  const [room] = await db
    .insert(rooms)
    .values({ name: `Shirodhara Room ${unique()}`, fittings: ['dhara-stand'] })
    .returning();
  const [template] = await db
    .insert(courseTemplates)
    .values({ nameEn: '7-day Panchakarma', nameHi: '7 दिन का पंचकर्म', nameGu: '7 દિવસનું પંચકર્મ', days: 7, pricePaise: 2_100_000 })
    .returning();
  return { therapy: therapy!, room: room!, template: template! };
}

export type CourseCatalogue = Awaited<ReturnType<typeof createCourseCatalogue>>;

/**
 * A course of `patientId` with one session per start given, each held by the room and the
 * therapists named (reservations purpose course_session), as a planner would write them.
 */
export async function createCourse(
  db: Database,
  catalogue: CourseCatalogue,
  patientId: number,
  sessions: { startsAt: Date; minutes?: number; therapistIds: number[]; status?: 'planned' | 'done' | 'missed' | 'moved' | 'cancelled' }[],
) {
  const [course] = await db
    .insert(courses)
    .values({
      patientId,
      templateId: catalogue.template.id,
      startsOn: sessions[0]!.startsAt.toISOString().slice(0, 10),
      pricePaise: catalogue.template.pricePaise,
      sessionCount: sessions.length,
    })
    .returning();
  const rows = [];
  for (const [stepIndex, plan] of sessions.entries()) {
    const endsAt = new Date(plan.startsAt.getTime() + (plan.minutes ?? 45) * 60_000);
    const [session] = await db
      .insert(courseSessions)
      .values({
        courseId: course!.id,
        stepIndex,
        phase: 'pradhanakarma',
        therapyId: catalogue.therapy.id,
        roomId: catalogue.room.id,
        startsAt: plan.startsAt,
        endsAt,
        status: plan.status ?? 'planned',
      })
      .returning();
    const held = [
      { resourceKind: 'room' as const, resourceId: catalogue.room.id },
      ...plan.therapistIds.map((id) => ({ resourceKind: 'therapist' as const, resourceId: id })),
    ];
    // A moved or cancelled session has let its resources go.
    if (session!.status === 'planned' || session!.status === 'done') {
      await db
        .insert(reservations)
        .values(held.map((h) => ({ ...h, startsAt: plan.startsAt, endsAt, purpose: 'course_session' as const, courseSessionId: session!.id })));
    }
    rows.push(session!);
  }
  return { course: course!, sessions: rows };
}

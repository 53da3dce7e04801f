import { and, eq } from 'drizzle-orm';
import type { Gender } from '../../src/lib/domain/people';
import type { RoomFitting, TimeOfDay } from '../../src/lib/domain/resources';
import type { Database } from '../../src/server/kernel/db/database';
import {
  courseTemplates,
  courseTemplateSteps,
  resourceLeave,
  rooms,
  therapies,
  therapistSkills,
  users,
  workingHours,
} from '../../src/server/kernel/db/schema';
import { createUser } from './test-app';

let n = 0;

/** Every weekday, from `from` to `to` (HH:MM, clinic time). */
export async function setHours(db: Database, kind: 'therapist' | 'room', id: number, from = '08:00', to = '18:00', weekdays = [0, 1, 2, 3, 4, 5, 6]) {
  const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  await db.delete(workingHours).where(and(eq(workingHours.resourceKind, kind), eq(workingHours.resourceId, id)));
  if (weekdays.length === 0) return;
  await db
    .insert(workingHours)
    .values(weekdays.map((weekday) => ({ resourceKind: kind, resourceId: id, weekday, startMinute: minute(from), endMinute: minute(to) })));
}

export async function addTherapy(db: Database, name: string, minutes: number, fitting: RoomFitting | null, therapistsNeeded = 1) {
  const [row] = await db.insert(therapies).values({ nameEn: name, nameHi: name, nameGu: name, minutes, fitting, therapistsNeeded }).returning();
  return row!;
}

export async function addRoom(db: Database, fittings: RoomFitting[], from = '07:00', to = '20:00') {
  n += 1;
  const [row] = await db
    .insert(rooms)
    .values({ name: `${fittings[0] ?? 'plain'} room ${n}-${Date.now() % 100000}`, fittings })
    .returning();
  await setHours(db, 'room', row!.id, from, to);
  return row!;
}

/** A therapist login trained in the therapies, working every day from 08:00 to 18:00 unless told. */
export async function addTherapist(db: Database, name: string, gender: Gender, therapyIds: number[], from = '08:00', to = '18:00') {
  const { user, token } = await createUser(db, 'therapist', { name, gender, passwordHash: 'not used: tests sign tokens' });
  if (therapyIds.length > 0) await db.insert(therapistSkills).values(therapyIds.map((therapyId) => ({ userId: user.id, therapyId })));
  await setHours(db, 'therapist', user.id, from, to);
  return { ...user, token };
}

export async function addLeave(db: Database, kind: 'therapist' | 'room', id: number, startsOn: string, endsOn = startsOn) {
  await db.insert(resourceLeave).values({ resourceKind: kind, resourceId: id, startsOn, endsOn });
}

export interface TemplateStep {
  phase: 'purvakarma' | 'pradhanakarma' | 'paschatkarma';
  dayOffset: number;
  therapyId: number;
  timeOfDay?: TimeOfDay;
}

export async function addTemplate(db: Database, days: number, steps: TemplateStep[], pricePaise = 2_100_000) {
  n += 1;
  const [template] = await db
    .insert(courseTemplates)
    .values({ nameEn: `Course ${n}`, nameHi: `Course ${n}`, nameGu: `Course ${n}`, days, pricePaise })
    .returning();
  const perDay = new Map<number, number>();
  await db.insert(courseTemplateSteps).values(
    steps.map((step) => {
      const position = perDay.get(step.dayOffset) ?? 0;
      perDay.set(step.dayOffset, position + 1);
      return { templateId: template!.id, position, timeOfDay: 'any' as const, ...step };
    }),
  );
  return template!;
}

/** Takes every earlier test's therapists and rooms out of use, so a test plans against its own only. */
export async function retireResources(db: Database) {
  await db.update(rooms).set({ status: false });
  await db.update(users).set({ status: false }).where(eq(users.role, 'therapist'));
}

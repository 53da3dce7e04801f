import { classSessions, classes } from '../../src/server/kernel/db/schema';
import { addRoom, addTherapist } from './course-rows';
import type { TestContext } from './test-app';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * A class written straight to the database with its sessions at these starts (a weekly series
 * when `series`), for tests about running a class rather than planning one.
 */
export async function classWithSessions(
  api: TestContext,
  options: { inPersonSeats?: number; onlineSeats?: number; pricePaise?: number; starts: Date[]; series?: boolean },
) {
  const room = await addRoom(api.db);
  const therapist = await addTherapist(api.db, 'Teacher', 'female', []);
  const [cls] = await api.db
    .insert(classes)
    .values({
      titleEn: 'Yoga for arthritis',
      titleHi: 'गठिया के लिए योग',
      titleGu: 'સંધિવા માટે યોગ',
      teacherKind: 'therapist',
      teacherId: therapist.id,
      roomId: room.id,
      inPersonSeats: options.inPersonSeats ?? 3,
      onlineSeats: options.onlineSeats ?? 0,
      pricePaise: options.pricePaise ?? 50_000,
      seatSale: options.series ? 'both' : 'session',
      rrule: options.series ? `FREQ=WEEKLY;COUNT=${options.starts.length}` : null,
    })
    .returning();
  const sessions = await api.db
    .insert(classSessions)
    .values(
      options.starts.map((startsAt) => ({
        classId: cls!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR_MS),
        inSeries: options.series ?? false,
      })),
    )
    .returning();
  return { cls: cls!, sessions };
}

/** Starts a week apart from `first`. */
export const weekly = (first: Date, count: number) => Array.from({ length: count }, (_, i) => new Date(first.getTime() + i * WEEK_MS));

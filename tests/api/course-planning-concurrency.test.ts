import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courseSessions, courses, reservations } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { addRoom, addTemplate, addTherapist, addTherapy, retireResources } from '../support/course-rows';
import { createUser, jsonRequest } from '../support/test-app';

// On PostgreSQL and Neon's driver these planners really overlap (a pool of connections); PGlite
// runs them one at a time. Either way the reservations' exclusion constraint decides who wins
// (docs/decisions/038, 039), not the planner's earlier look at what was free.

const PLANNERS = 50;
const MINUTE = 60_000;
const DAYS = ['2027-02-01', '2027-02-02'];

interface Range {
  startsAt: Date;
  endsAt: Date;
}
const overlaps = (a: Range, b: Range) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

describe(`${PLANNERS} planners confirming courses over the same room and therapists at once`, () => {
  it('the held courses never overlap, each refused one is told what it met and leaves nothing behind', async ({ api, admin }) => {
    await retireResources(api.db);
    const therapy = await addTherapy(api.db, 'Race Abhyanga', 60, 'treatment-table');
    const room = await addRoom(api.db, ['treatment-table'], { hours: ['06:00', '22:00'] });
    const therapists = [
      await addTherapist(api.db, 'Race One', 'female', [therapy.id], ['06:00', '22:00']),
      await addTherapist(api.db, 'Race Two', 'male', [therapy.id], ['06:00', '22:00']),
    ];
    const template = await addTemplate(api.db, 2, [
      { phase: 'purvakarma', dayOffset: 0, therapyId: therapy.id },
      { phase: 'purvakarma', dayOffset: 1, therapyId: therapy.id },
    ]);
    // Mobiles of their own: createUser's made-up ones can meet when fifty are made in one millisecond.
    const patients = await Promise.all(
      Array.from({ length: PLANNERS }, (_, i) => createUser(api.db, 'patient', { mobile: `+9170000${String(i).padStart(5, '0')}` })),
    );
    // Planner i wants the room (and one of the two therapists) for an hour from 08:00 + 10·i minutes, both days.
    const wanted = patients.map((_, i) =>
      DAYS.map((day) => {
        const startsAt = new Date(Date.parse(`${day}T08:00:00+05:30`) + i * 10 * MINUTE);
        return { startsAt, endsAt: new Date(startsAt.getTime() + 60 * MINUTE) };
      }),
    );
    const answers = await Promise.all(
      patients.map(({ user }, i) =>
        api.app.request(
          '/api/v1/courses',
          jsonRequest(
            'POST',
            {
              patientId: user.id,
              templateId: template.id,
              startsOn: DAYS[0],
              therapistGender: 'any',
              sessions: wanted[i]!.map((range, stepIndex) => ({
                stepIndex,
                startsAt: range.startsAt.toISOString(),
                roomId: room.id,
                therapistIds: [therapists[i % 2]!.id],
              })),
            },
            admin.token,
          ),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(' '),
    ).toBe(true);
    const winners = statuses.flatMap((status, i) => (status === 201 ? [i] : []));
    // An hour overlaps at most 11 of the wanted ones (itself and five either side): at least 5 win.
    expect(winners.length).toBeGreaterThanOrEqual(5);

    // The winners' plans are apart; each loser met a winner.
    for (const [k, a] of winners.entries()) for (const b of winners.slice(k + 1)) expect(overlaps(wanted[a]![0]!, wanted[b]![0]!)).toBe(false);
    for (const [i] of statuses.entries()) {
      if (statuses[i] === 201) continue;
      expect(winners.some((w) => overlaps(wanted[w]![0]!, wanted[i]![0]!))).toBe(true);
      const body = (await answers[i]!.json()) as { key: string; params: { startsAt: string; endsAt: string } };
      expect(body.key).toBe('resource.reservationClash');
      const named = { startsAt: new Date(body.params.startsAt), endsAt: new Date(body.params.endsAt) };
      expect(wanted[i]!.some((range) => overlaps(named, range))).toBe(true);
    }

    // Only the winners' courses, sessions and reservations are stored, and no resource is held twice at once.
    const stored = await api.db.select().from(courses).where(eq(courses.templateId, template.id));
    expect(stored.map((course) => course.patientId).sort()).toEqual(winners.map((i) => patients[i]!.user.id).sort());
    const sessions = await api.db
      .select()
      .from(courseSessions)
      .where(
        inArray(
          courseSessions.courseId,
          stored.map((course) => course.id),
        ),
      );
    expect(sessions).toHaveLength(winners.length * 2);
    const held = await api.db
      .select()
      .from(reservations)
      .where(
        inArray(
          reservations.courseSessionId,
          sessions.map((s) => s.id),
        ),
      );
    expect(held).toHaveLength(winners.length * 4);
    for (const resource of [{ kind: 'room', id: room.id }, ...therapists.map((t) => ({ kind: 'therapist', id: t.id }))]) {
      const mine = held.filter((r) => r.resourceKind === resource.kind && r.resourceId === resource.id);
      for (const [k, a] of mine.entries()) for (const b of mine.slice(k + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });
});

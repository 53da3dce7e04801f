import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { reservations, rooms } from '../../src/server/kernel/db/schema';
import { holdReservations } from '../../src/server/scheduling';
import { AppError } from '../../src/server/kernel/errors';
import type { Database } from '../../src/server/kernel/db/database';
import { apiTest as it } from '../support/api-fixture';
import { jsonRequest } from '../support/test-app';

// On PostgreSQL and Neon's driver these planners really overlap (a pool of connections); PGlite
// runs them one at a time, and the outcome must be the same: PostgreSQL's exclusion constraint
// decides, not the order the requests came in (docs/decisions/038).

const PLANNERS = 50;
const MINUTE = 60_000;
const DAY_START = Date.parse('2026-12-07T03:30:00Z'); // 9:00 AM IST

interface Range {
  startsAt: Date;
  endsAt: Date;
}
const overlaps = (a: Range, b: Range) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

async function newRoom(db: Database, name: string): Promise<number> {
  const [room] = await db
    .insert(rooms)
    .values({ name, fittings: ['treatment-table'] })
    .returning();
  return room!.id;
}

async function heldIn(db: Database, roomId: number) {
  return db.select().from(reservations).where(eq(reservations.resourceId, roomId));
}

function expectNoOverlap(rows: Range[]) {
  for (const [i, a] of rows.entries())
    for (const b of rows.slice(i + 1)) expect(overlaps(a, b), `${a.startsAt.toISOString()} and ${b.startsAt.toISOString()}`).toBe(false);
}

describe(`${PLANNERS} planners racing for one room`, () => {
  it('hour-long blocks starting 10 minutes apart: the held ones never overlap, and each refused one is told what it met', async ({ api, admin }) => {
    const room = await newRoom(api.db, 'Race Room');
    const wanted = Array.from({ length: PLANNERS }, (_, i) => ({
      startsAt: new Date(DAY_START + i * 10 * MINUTE),
      endsAt: new Date(DAY_START + i * 10 * MINUTE + 60 * MINUTE),
    }));
    const answers = await Promise.all(
      wanted.map((range) =>
        api.app.request(
          '/api/v1/reservations',
          jsonRequest(
            'POST',
            { resource: { kind: 'room', id: room }, startsAt: range.startsAt.toISOString(), endsAt: range.endsAt.toISOString() },
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

    const held = await heldIn(api.db, room);
    expect(held).toHaveLength(statuses.filter((status) => status === 201).length);
    // Which ones win depends on who arrived first; but a held hour overlaps at most 11 of the
    // wanted ones (itself and five either side), so at least ⌈50 / 11⌉ = 5 are held.
    expect(held.length).toBeGreaterThanOrEqual(5);
    expectNoOverlap(held);

    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 409) continue;
      const body = (await answer.json()) as { key: string; params: { resourceId: number; startsAt: string; endsAt: string } };
      expect(body.key).toBe('resource.reservationClash');
      expect(body.params.resourceId).toBe(room);
      // The reservation it names is one that holds the room and overlaps what was wanted.
      const named = { startsAt: new Date(body.params.startsAt), endsAt: new Date(body.params.endsAt) };
      expect(overlaps(named, wanted[i]!)).toBe(true);
      expect(held.some((row) => row.startsAt.getTime() === named.startsAt.getTime() && row.endsAt.getTime() === named.endsAt.getTime())).toBe(true);
    }
  });
});

describe(`${PLANNERS} planners each wanting two rooms at once`, () => {
  it('each holds both or neither, and no room is held twice at one time', async ({ api }) => {
    const roomA = await newRoom(api.db, 'Pair Room A');
    const roomB = await newRoom(api.db, 'Pair Room B');
    // Planner i wants room A then room B, or B then A, at times that overlap its neighbours'.
    const outcomes = await Promise.allSettled(
      Array.from({ length: PLANNERS }, (_, i) => {
        const start = DAY_START + (i % 10) * 20 * MINUTE;
        const pair = [
          { resourceId: roomA, startsAt: new Date(start), endsAt: new Date(start + 45 * MINUTE) },
          { resourceId: roomB, startsAt: new Date(start + 45 * MINUTE), endsAt: new Date(start + 90 * MINUTE) },
        ];
        if (i % 2 === 1) pair.reverse();
        return api.db.transaction((tx) =>
          holdReservations(
            tx,
            pair.map((one) => ({ ...one, resourceKind: 'room' as const, purpose: 'block' as const, note: `planner ${i}` })),
          ),
        );
      }),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    // Every loser is a clash with a name, never a deadlock or a 500.
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(AppError);
      expect((outcome.reason as AppError).code).toBe('conflict');
    }
    expect(refused.length).toBeGreaterThan(0);

    const rowsA = await heldIn(api.db, roomA);
    const rowsB = await heldIn(api.db, roomB);
    expectNoOverlap(rowsA);
    expectNoOverlap(rowsB);
    // All or none: every planner with a row in one room has its row in the other.
    expect(rowsA.map((row) => row.note).sort()).toEqual(rowsB.map((row) => row.note).sort());
    expect(rowsA.length).toBe(PLANNERS - refused.length);
  });
});

describe('the database itself', () => {
  it('refuses an overlapping reservation written around the API (exclusion constraint, SQLSTATE 23P01)', async ({ api }) => {
    const room = await newRoom(api.db, 'Raw Room');
    const base = { resourceKind: 'room' as const, resourceId: room, purpose: 'block' as const };
    await api.db.insert(reservations).values({ ...base, startsAt: new Date(DAY_START), endsAt: new Date(DAY_START + 60 * MINUTE) });
    const error = await api.db
      .insert(reservations)
      .values({ ...base, startsAt: new Date(DAY_START + 30 * MINUTE), endsAt: new Date(DAY_START + 90 * MINUTE) })
      .then(
        () => undefined,
        (err: unknown) => err as { cause?: { code?: string } },
      );
    expect(error?.cause?.code).toBe('23P01');
    // The same times for another resource kind with the same id are another resource.
    await api.db
      .insert(reservations)
      .values({ ...base, resourceKind: 'doctor', startsAt: new Date(DAY_START), endsAt: new Date(DAY_START + 60 * MINUTE) });
    expect(await heldIn(api.db, room)).toHaveLength(2);
  });
});

import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { blockSchema, reservationWindowSchema } from '../../../lib/validation/resources';
import { recordAudit, requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import type { ResourceKind } from '../../../lib/domain/resources';
import { doctors, reservations, rooms, users } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { findResourceName, holdReservations } from './hold-reservations';
import type { Reservation } from './responses';

const toReservationJson = (row: typeof reservations.$inferSelect, name: string): Reservation => ({
  id: row.id,
  resource: { kind: row.resourceKind, id: row.resourceId, name },
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  purpose: row.purpose,
  note: row.note,
});

const NOT_FOUND_NAMES: Record<ResourceKind, Parameters<typeof notFound>[0]> = { room: 'Room', therapist: 'Therapist', doctor: 'Doctor' };

/**
 * /v1/reservations (issue 47), staff only: what holds the rooms, therapists and doctors in a
 * window, and blocks, staff taking one of them out of use. A block that meets any other
 * reservation of the resource (a session, a consultation) answers 409 naming it
 * (hold-reservations.ts).
 */
export const reservationsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', reservationWindowSchema), async (c) => {
    const window = c.req.valid('query');
    const rows = await c.var.db
      .select({ reservation: reservations, name: sql<string | null>`coalesce(${rooms.name}, ${users.name}, ${doctors.name})` })
      .from(reservations)
      .leftJoin(rooms, and(eq(reservations.resourceKind, 'room'), eq(rooms.id, reservations.resourceId)))
      .leftJoin(users, and(eq(reservations.resourceKind, 'therapist'), eq(users.id, reservations.resourceId)))
      .leftJoin(doctors, and(eq(reservations.resourceKind, 'doctor'), eq(doctors.id, reservations.resourceId)))
      .where(and(lt(reservations.startsAt, window.endsAt), gt(reservations.endsAt, window.startsAt)))
      .orderBy(asc(reservations.startsAt), asc(reservations.id));
    return c.json(rows.map((row) => toReservationJson(row.reservation, row.name ?? `${row.reservation.resourceKind} ${row.reservation.resourceId}`)));
  })
  .post('/', validate('json', blockSchema), async (c) => {
    const block = c.req.valid('json');
    const createdBy = c.var.auth!.id;
    const answer = await c.var.db.transaction(async (tx) => {
      const name = await findResourceName(tx, block.resource.kind, block.resource.id);
      if (name === undefined) throw notFound(NOT_FOUND_NAMES[block.resource.kind]);
      const [held] = await holdReservations(tx, [
        {
          resourceKind: block.resource.kind,
          resourceId: block.resource.id,
          startsAt: block.startsAt,
          endsAt: block.endsAt,
          purpose: 'block',
          note: block.note,
          createdBy,
        },
      ]);
      await recordAudit(tx, { action: 'create', entity: 'reservation', entityId: held!.id, after: held });
      return toReservationJson(held!, name);
    });
    return c.json(answer, 201);
  })
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    // Only a block is released here: a session's or a consultation's reservation goes with it.
    const released = await c.var.db.transaction(async (tx) => {
      const [before] = await tx
        .delete(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.purpose, 'block')))
        .returning();
      if (before) await recordAudit(tx, { action: 'delete', entity: 'reservation', entityId: id, before });
      return !!before;
    });
    if (!released) throw notFound('Reservation');
    return c.body(null, 204);
  });

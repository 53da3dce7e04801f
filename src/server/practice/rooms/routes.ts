import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { roomHoursSchema, roomSchema } from '../../../lib/validation/resources';
import { insertAudited, recordAudit, requireAdmin, updateAudited } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { rooms } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { hoursOf, inWeekdayOrder, replaceHours } from '../therapists/working-hours';
import { type Room, toRoomJson } from './responses';

/**
 * /v1/rooms (issue 47): the therapy rooms, their fittings and opening hours, staff only. A room is
 * never deleted (its reservations name it): staff set it inactive. Two rooms with one name answer 409.
 */
export const roomsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const rows = await c.var.db.select().from(rooms).orderBy(asc(rooms.id));
    const hours = await hoursOf(
      c.var.db,
      'room',
      rows.map((row) => row.id),
    );
    return c.json(rows.map((row) => toRoomJson(row, hours.get(row.id) ?? [])));
  })
  .post('/', validate('json', roomSchema), async (c) => {
    const created = await insertAudited(c.var.db, rooms, 'room', c.req.valid('json'));
    return c.json<Room>(toRoomJson(created, []), 201);
  })
  .put('/:id', validate('param', idParamSchema), validate('json', roomSchema), async (c) => {
    const { id } = c.req.valid('param');
    const updated = await updateAudited(c.var.db, rooms, 'room', id, c.req.valid('json'));
    if (!updated) throw notFound('Room');
    return c.json(toRoomJson(updated, (await hoursOf(c.var.db, 'room', [id])).get(id) ?? []));
  })
  // The room's opening hours: the planner holds it only within them.
  .put('/:id/hours', validate('param', idParamSchema), validate('json', roomHoursSchema), async (c) => {
    const { id } = c.req.valid('param');
    const hours = inWeekdayOrder(c.req.valid('json').hours);
    const room = await c.var.db.transaction(async (tx) => {
      const [row] = await tx.select().from(rooms).where(eq(rooms.id, id)).for('update');
      if (!row) return undefined;
      const before = await replaceHours(tx, 'room', id, hours);
      await recordAudit(tx, { action: 'set_hours', entity: 'room', entityId: id, before: { hours: before }, after: { hours } });
      return row;
    });
    if (!room) throw notFound('Room');
    return c.json(toRoomJson(room, hours));
  });

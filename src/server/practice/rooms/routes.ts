import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { roomSchema } from '../../../lib/validation/resources';
import { insertAudited, requireAdmin, updateAudited } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { rooms } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { type Room, toRoomJson } from './responses';

/**
 * /v1/rooms (issue 47): the therapy rooms and their fittings, staff only. A room is never deleted
 * (its reservations name it): staff set it inactive. Two rooms with one name answer 409.
 */
export const roomsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const rows = await c.var.db.select().from(rooms).orderBy(asc(rooms.id));
    return c.json(rows.map(toRoomJson));
  })
  .post('/', validate('json', roomSchema), async (c) => {
    const created = await insertAudited(c.var.db, rooms, 'room', c.req.valid('json'));
    return c.json<Room>(toRoomJson(created), 201);
  })
  .put('/:id', validate('param', idParamSchema), validate('json', roomSchema), async (c) => {
    const updated = await updateAudited(c.var.db, rooms, 'room', c.req.valid('param').id, c.req.valid('json'));
    if (!updated) throw notFound('Room');
    return c.json(toRoomJson(updated));
  });

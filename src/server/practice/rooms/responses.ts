import * as z from 'zod';
import { ROOM_FITTINGS } from '../../../lib/domain/resources';
import type { rooms } from '../../kernel/db/schema';

/** A therapy room and what it is fitted with (issue 47). */
export const roomResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  fittings: z.array(z.enum(ROOM_FITTINGS)),
  status: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Room = z.infer<typeof roomResponse>;

export const toRoomJson = (row: typeof rooms.$inferSelect): Room => ({
  id: row.id,
  name: row.name,
  fittings: row.fittings,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

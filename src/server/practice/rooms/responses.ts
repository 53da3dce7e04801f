import * as z from 'zod';
import { ROOM_FITTINGS } from '../../../lib/domain/resources';
import type { WorkingSpan } from '../../../lib/validation/resources';
import type { rooms } from '../../kernel/db/schema';
import { workingSpanResponse } from '../therapists/responses';

/** A therapy room, what it is fitted with and its opening hours (issue 47). */
export const roomResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  fittings: z.array(z.enum(ROOM_FITTINGS)),
  status: z.boolean(),
  hours: z.array(workingSpanResponse),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Room = z.infer<typeof roomResponse>;

export const toRoomJson = (row: typeof rooms.$inferSelect, hours: WorkingSpan[]): Room => ({
  id: row.id,
  name: row.name,
  fittings: row.fittings,
  status: row.status,
  hours,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

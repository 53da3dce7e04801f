import * as z from 'zod';
import { RESERVATION_PURPOSES, RESOURCE_KINDS } from '../../../lib/domain/resources';

/** A reservation as the day and week grids read it (issue 47). */
export const reservationResponse = z.strictObject({
  id: z.number().int(),
  resource: z.strictObject({ kind: z.enum(RESOURCE_KINDS), id: z.number().int(), name: z.string() }),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  purpose: z.enum(RESERVATION_PURPOSES),
  note: z.string(),
});
export type Reservation = z.infer<typeof reservationResponse>;

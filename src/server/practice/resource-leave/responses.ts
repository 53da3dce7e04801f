import * as z from 'zod';
import type { resourceLeave } from '../../kernel/db/schema';

/** Whole clinic days a therapist or a room is away (issue 47), both ends included. */
export const leaveResponse = z.strictObject({
  id: z.number().int(),
  resourceKind: z.enum(['therapist', 'room']),
  resourceId: z.number().int(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  note: z.string(),
});
export type ResourceLeave = z.infer<typeof leaveResponse>;

export const toLeaveJson = (row: typeof resourceLeave.$inferSelect): ResourceLeave => ({
  id: row.id,
  // Leave is written for therapists and rooms only (leaveSchema).
  resourceKind: row.resourceKind as ResourceLeave['resourceKind'],
  resourceId: row.resourceId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  note: row.note,
});

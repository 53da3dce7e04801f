import * as z from 'zod';
import { ROOM_FITTINGS } from '../../../lib/domain/resources';
import type { therapies } from '../../kernel/db/schema';

/** A text in the patient's three languages. */
export const localTextResponse = z.strictObject({ en: z.string(), hi: z.string(), gu: z.string() });

/** A therapy of the catalogue (issue 47). */
export const therapyResponse = z.strictObject({
  id: z.number().int(),
  name: localTextResponse,
  minutes: z.number().int(),
  therapistsNeeded: z.number().int(),
  /** The room fitting a session needs; null: any room. */
  fitting: z.enum(ROOM_FITTINGS).nullable(),
  preInstructions: localTextResponse,
  status: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Therapy = z.infer<typeof therapyResponse>;

export const toTherapyJson = (row: typeof therapies.$inferSelect): Therapy => ({
  id: row.id,
  name: { en: row.nameEn, hi: row.nameHi, gu: row.nameGu },
  minutes: row.minutes,
  therapistsNeeded: row.therapistsNeeded,
  fitting: row.fitting,
  preInstructions: { en: row.preInstructionsEn, hi: row.preInstructionsHi, gu: row.preInstructionsGu },
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

import * as z from 'zod';
import { RESERVATION_PURPOSES } from '../../../lib/domain/resources';

/** The resources the grid lays out as columns: rooms, therapists and doctors (their consultations and blocks). */
export const GRID_RESOURCE_KINDS = ['room', 'therapist', 'doctor'] as const;

const gridResource = z.strictObject({ kind: z.enum(GRID_RESOURCE_KINDS), id: z.number().int(), title: z.string() });

const gridEvent = z.strictObject({
  /** The reservation's id (a block is released by it). */
  id: z.number().int(),
  kind: z.enum(GRID_RESOURCE_KINDS),
  resourceId: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  purpose: z.enum(RESERVATION_PURPOSES),
  /** A session: "patient — therapy"; a consultation: "patient — Consultation"; a block: its note, or "Blocked". */
  title: z.string(),
  courseId: z.number().int().nullable(),
  sessionId: z.number().int().nullable(),
});

/** GET /v1/resource-grid (issue 47): the day or week grid of rooms, therapists and doctors, read in three queries. */
export const resourceGridResponse = z.strictObject({ resources: z.array(gridResource), events: z.array(gridEvent) });
export type ResourceGrid = z.infer<typeof resourceGridResponse>;
export type GridResource = ResourceGrid['resources'][number];
export type GridEvent = ResourceGrid['events'][number];

import * as z from 'zod';
import { CANCELLATION_WINDOWS } from '../../../lib/policy/appointment-policy';
import {
  CLASS_SEAT_SALES,
  CLASS_SESSION_STATUSES,
  CLASS_TEACHER_KINDS,
  SEAT_MODES,
  SEAT_STATUSES,
  WAITLIST_ENTRY_STATUSES,
  WAITLIST_OFFER_STATUSES,
} from '../../../lib/domain/classes';
import type { classes } from '../../kernel/db/schema';

const id = z.number().int();
const languages = z.strictObject({ en: z.string(), hi: z.string(), gu: z.string() });
const seatsByMode = z.strictObject({ in_person: z.number().int(), online: z.number().int() });

/** A class as staff see and write it. */
export const classResponse = z.strictObject({
  id,
  title: languages,
  description: languages,
  teacher: z.strictObject({ kind: z.enum(CLASS_TEACHER_KINDS), id, name: z.string() }),
  room: z.strictObject({ id, name: z.string() }).nullable(),
  inPersonSeats: z.number().int(),
  onlineSeats: z.number().int(),
  pricePaise: z.number().int(),
  seatSale: z.enum(CLASS_SEAT_SALES),
  rrule: z.string().nullable(),
  status: z.boolean(),
});
export type ClassAnswer = z.infer<typeof classResponse>;
export const classListResponse = z.array(classResponse);

/** A session as staff see it: its seats taken per mode (paid or held). */
export const staffClassSessionResponse = z.strictObject({
  id,
  classId: id,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(CLASS_SESSION_STATUSES),
  inSeries: z.boolean(),
  meetingLink: z.string().nullable(),
  taken: seatsByMode,
});
export type StaffClassSession = z.infer<typeof staffClassSessionResponse>;
export const staffClassSessionListResponse = z.array(staffClassSessionResponse);

/** GET /v1/class-sessions: the upcoming sessions anyone may read, with the seats left per mode; nothing personal. */
export const publicClassSessionResponse = z.strictObject({
  id,
  classId: id,
  title: languages,
  description: languages,
  teacher: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  inSeries: z.boolean(),
  seatSale: z.enum(CLASS_SEAT_SALES),
  pricePaise: z.number().int(),
  seatsLeft: seatsByMode,
  /** The seats of each mode the class sells (0: not sold): a full mode's "Join the waitlist" (docs/decisions/050). */
  seats: seatsByMode,
});
export type PublicClassSession = z.infer<typeof publicClassSessionResponse>;
export const publicClassSessionListResponse = z.array(publicClassSessionResponse);

const rosterSeat = z.strictObject({
  id,
  patientId: id,
  name: z.string(),
  mobile: z.string().nullable(),
  mode: z.enum(SEAT_MODES),
  series: z.boolean(),
  paid: z.boolean(),
  pricePaise: z.number().int(),
  // What was refunded for this session when it was cancelled (0 for a free seat); null while it is not.
  refundedPaise: z.number().int().nullable(),
  checkedInAt: z.iso.datetime().nullable(),
});
export type RosterSeat = z.infer<typeof rosterSeat>;

/** GET /v1/class-sessions/:id/roster: the seats, paid and checked in, for the teacher and the desk. */
export const classRosterResponse = z.strictObject({ session: staffClassSessionResponse, seats: z.array(rosterSeat) });
export type ClassRoster = z.infer<typeof classRosterResponse>;

/** POST /v1/class-seats: the seat (held, or paid when free) and the order to pay it through. */
export const seatHoldResponse = z.strictObject({
  seat: z.strictObject({
    id,
    classId: id,
    sessionId: id.nullable(),
    mode: z.enum(SEAT_MODES),
    status: z.enum(SEAT_STATUSES),
    holdExpiresAt: z.iso.datetime().nullable(),
    pricePaise: z.number().int(),
  }),
  order: z
    .strictObject({
      order_id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      key: z.string(),
      provider: z.enum(['local', 'razorpay']),
    })
    .nullable(),
});
export type SeatHoldAnswer = z.infer<typeof seatHoldResponse>;

/** POST /v1/class-seats/:id/verify-payment: the seat paid and its receipt's number. */
export const seatPaymentResponse = z.strictObject({ seatId: id, status: z.enum(SEAT_STATUSES), receiptNumber: z.string().nullable() });
export type SeatPaymentAnswer = z.infer<typeof seatPaymentResponse>;

/** POST /v1/class-sessions/:id/announcement: how many patients were sent the message. */
export const classAnnouncementResponse = z.strictObject({ messaged: z.number().int() });

type ClassRow = typeof classes.$inferSelect;

export const toClassJson = (row: ClassRow, teacherName: string, room: { id: number; name: string } | null): ClassAnswer => ({
  id: row.id,
  title: { en: row.titleEn, hi: row.titleHi, gu: row.titleGu },
  description: { en: row.descriptionEn, hi: row.descriptionHi, gu: row.descriptionGu },
  teacher: { kind: row.teacherKind, id: row.teacherId, name: teacherName },
  room,
  inPersonSeats: row.inPersonSeats,
  onlineSeats: row.onlineSeats,
  pricePaise: row.pricePaise,
  seatSale: row.seatSale,
  rrule: row.rrule,
  status: row.status,
});

/** GET /v1/class-seats/:id/cancellation: what cancelling the seat now would give back, by the appointment's tiers. */
export const seatCancellationResponse = z.strictObject({
  canCancel: z.boolean(),
  window: z.enum(CANCELLATION_WINDOWS),
  refundPaise: z.number().int(),
});

/** GET /v1/class-seats/mine: one of the patient's seats (paid, or given back and refunded). */
export const mySeatResponse = z.strictObject({
  id,
  classId: id,
  title: languages,
  mode: z.enum(SEAT_MODES),
  series: z.boolean(),
  status: z.enum(['paid', 'refunded']),
  pricePaise: z.number().int(),
  sessions: z.array(z.strictObject({ id, startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), status: z.enum(CLASS_SESSION_STATUSES) })),
  /** The next session not yet ended, or null when none is left. */
  nextStartsAt: z.iso.datetime().nullable(),
  /** An online seat's meeting room, only while its session is open to join. */
  meetingLink: z.string().nullable(),
  /** What was given back, for a refunded seat. */
  refundedPaise: z.number().int().nullable(),
  /** What cancelling now would give back, for a paid seat (the client sends this refund back). */
  cancellation: seatCancellationResponse.nullable(),
});
export type MySeat = z.infer<typeof mySeatResponse>;
export const mySeatListResponse = z.array(mySeatResponse);

/** POST /v1/class-seats/:id/cancel: the seat given back and the refund recorded for it. */
export const seatCancelResponse = z.strictObject({ seatId: id, status: z.literal('refunded'), refundPaise: z.number().int() });
export type SeatCancelAnswer = z.infer<typeof seatCancelResponse>;

// The waitlist (issue 48, docs/decisions/050).

/** A patient's place in a session's line: their position among those still in it (1 = next). */
export const waitlistEntryResponse = z.strictObject({
  id,
  sessionId: id,
  title: languages,
  startsAt: z.iso.datetime(),
  mode: z.enum(SEAT_MODES),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  position: z.number().int().nullable(),
});
export type WaitlistEntryAnswer = z.infer<typeof waitlistEntryResponse>;
export const waitlistEntryListResponse = z.array(waitlistEntryResponse);

/** What a claim link offers, as its page shows it (no personal data: the token is the only key). */
export const waitlistOfferResponse = z.strictObject({
  title: languages,
  mode: z.enum(SEAT_MODES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  pricePaise: z.number().int(),
  expiresAt: z.iso.datetime(),
  /** The server's clock, so the page counts the time left by it (never the phone's). */
  now: z.iso.datetime(),
});
export type WaitlistOfferAnswer = z.infer<typeof waitlistOfferResponse>;

/** A session's line as staff see it, in order, with the seats free of each mode. */
export const staffWaitlistResponse = z.strictObject({
  sessionId: id,
  free: z.strictObject({ in_person: z.number().int(), online: z.number().int() }),
  entries: z.array(
    z.strictObject({
      id,
      patient: z.strictObject({ id, name: z.string(), mobile: z.string().nullable() }),
      mode: z.enum(SEAT_MODES),
      status: z.enum(WAITLIST_ENTRY_STATUSES),
      joinedAt: z.iso.datetime(),
      offer: z.strictObject({ status: z.enum(WAITLIST_OFFER_STATUSES), expiresAt: z.iso.datetime() }).nullable(),
    }),
  ),
});
export type StaffWaitlistAnswer = z.infer<typeof staffWaitlistResponse>;

/** Today's and upcoming lines with someone in them, for the desk's Waitlist screen (issue 48). */
export const waitlistLinesResponse = z.strictObject({
  sessions: z.array(z.strictObject({ sessionId: id, title: z.string(), startsAt: z.iso.datetime(), waiting: z.number().int() })),
  doctorDays: z.array(
    z.strictObject({ doctorId: id, doctorName: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), waiting: z.number().int() }),
  ),
});
export type WaitlistLinesAnswer = z.infer<typeof waitlistLinesResponse>;

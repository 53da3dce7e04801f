import { expect } from 'vitest';
import type { Call } from './api-fixture';
import { localPayments } from './booking-fixtures';
import { addRoom, addTherapist } from './course-rows';
import type { TestContext } from './test-app';

export type ClassJson = { id: number; rrule: string | null };
export type SessionJson = { id: number; startsAt: string; endsAt: string; inSeries: boolean; meetingLink: string | null };
export type Hold = { seat: { id: number; status: string; holdExpiresAt: string | null }; order: { order_id: string; amount: number } | null };

const DAY_MS = 86_400_000;
export const inThree = (en: string) => ({ en, hi: `${en} (हिंदी)`, gu: `${en} (ગુજરાતી)` });

/** A Tuesday some weeks ahead at an IST wall-clock time, as an ISO string with its offset. */
export function tuesdayAt(time: string, weeksAhead = 1): string {
  const day = new Date(Date.now() + weeksAhead * 7 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return `${day.toISOString().slice(0, 10)}T${time}:00+05:30`;
}

/** A class taught by a new therapist in a new room, written by staff (`call` as the admin). */
export async function addClass(api: TestContext, call: Call, fields: Record<string, unknown> = {}) {
  const room = await addRoom(api.db);
  const therapist = await addTherapist(api.db, 'Teacher', 'female', []);
  const answer = await call('POST', '/api/v1/classes', {
    title: inThree('Yoga for arthritis'),
    description: inThree('Gentle movement for stiff joints'),
    teacher: { kind: 'therapist', id: therapist.id },
    roomId: room.id,
    inPersonSeats: 3,
    onlineSeats: 2,
    pricePaise: 50_000,
    seatSale: 'both',
    ...fields,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as ClassJson;
}

export async function addClassSessions(call: Call, classId: number, body: Record<string, unknown>) {
  const answer = await call('POST', `/api/v1/classes/${classId}/sessions`, body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as SessionJson[];
}

/** A seat held by the patient with `token` and paid through the local checkout; answers the seat's id. */
export async function buySeat(call: Call, api: TestContext, token: string, body: Record<string, unknown>): Promise<number> {
  const answer = await call('POST', '/api/v1/class-seats', body, token);
  expect(answer.status, await answer.clone().text()).toBe(201);
  const held = (await answer.json()) as Hold;
  if (!held.order) return held.seat.id;
  const paid = localPayments(api).simulatePayment(held.order.order_id);
  const verified = await call(
    'POST',
    `/api/v1/class-seats/${held.seat.id}/verify-payment`,
    { razorpay_order_id: held.order.order_id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    token,
  );
  expect(verified.status, await verified.clone().text()).toBe(201);
  return held.seat.id;
}

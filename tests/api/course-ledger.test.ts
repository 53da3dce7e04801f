import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { COURSE_REFUND_POLICY } from '../../src/lib/policy/course-policy';
import { courseLedgerMessages as m } from '../../src/lib/validation/course-ledger';
import {
  auditEvents,
  clinicSettings,
  courseSessions,
  courses,
  paymentDocuments,
  payments,
  refunds,
  reservations,
} from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { localPayments } from '../support/booking-fixtures';
import { addRoom, addTherapist, createCourseRows, dailyStarts } from '../support/course-rows';
import { pdfText } from '../support/pdf-text';
import { createUser, type TestContext } from '../support/test-app';

type Ledger = {
  sessions: { id: number; status: string; canReschedule: boolean; therapists: { id: number }[] }[];
  summary: { sessionCount: number; used: number; creditsLeft: number; missed: number; cancelled: number; paidPaise: number; refundablePaise: number };
  options: { rooms: { id: number }[]; therapists: { id: number; therapyIds: number[] }[] } | null;
};

const reservationsOf = (api: TestContext, sessionIds: number[]) =>
  api.db.select().from(reservations).where(inArray(reservations.courseSessionId, sessionIds));
const paymentsOf = (api: TestContext, courseId: number) => api.db.select().from(payments).where(eq(payments.courseId, courseId));

/** A course with three past sessions (two done, one planned) and four to come: 7 sessions. */
async function courseUnderWay(api: TestContext, pricePaise = 2_100_000) {
  const patient = await createUser(api.db, 'patient');
  const rows = await createCourseRows(api.db, { patientId: patient.user.id, pricePaise, starts: dailyStarts(7, -3) });
  return { ...rows, patient };
}

describe('paying for a course at the desk (POST /api/v1/courses/:id/payment)', () => {
  it('takes the course price (never a client amount), issues one receipt that says the course, and refuses a second payment', async ({
    api,
    call,
  }) => {
    // A clinic with a GSTIN issues a bill of supply for an exempt service.
    await api.db.update(clinicSettings).set({ gstin: '24AAAPL1234C1ZK' });
    const { course, patient } = await courseUnderWay(api);
    const paid = await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'upi', reference: 'UPI-778812' });
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({
      courseId: course.id,
      payment: { status: 'completed', method: 'upi', amountPaise: 2_100_000, receiptNumber: expect.stringMatching(/^JAC\/\d{4}\/\d{6}$/) },
    });
    // An amount from the client is not part of the request at all.
    const withAmount = await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash', amount: 1 });
    expect(withAmount.status).toBe(400);
    const second = await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: m.alreadyPaid });
    expect(await paymentsOf(api, course.id)).toMatchObject([{ status: 'completed', amountPaise: 2_100_000, method: 'upi', reference: 'UPI-778812' }]);

    for (const token of [undefined, patient.token]) {
      const pdf = await call('GET', `/api/v1/courses/${course.id}/receipt.pdf`, undefined, token);
      expect(pdf.status).toBe(200);
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain('Panchakarma (Virechana) — 7-day course (7 sessions)');
      expect(text).toContain('9993');
      expect(text).toContain('Bill of Supply');
      expect(text).toContain('UPI-778812');
    }
    const ledger = (await (await call('GET', `/api/v1/courses/${course.id}/ledger`)).json()) as Ledger;
    expect(ledger.summary).toMatchObject({ sessionCount: 7, paidPaise: 2_100_000 });
  });

  it.for([
    [{ method: 'cheque' }, m.methodInvalid],
    [{ method: 'cash', reference: 'a\nb' }, undefined],
    [{ method: 'cash', reference: 'x'.repeat(101) }, m.referenceInvalid],
  ] as const)('refuses bad input and stores nothing: %#', async ([body, message], { api, call }) => {
    const { course } = await courseUnderWay(api);
    const refused = await call('POST', `/api/v1/courses/${course.id}/payment`, body);
    expect(refused.status).toBe(400);
    if (message) expect(await refused.json()).toMatchObject({ error: message });
    expect(await paymentsOf(api, course.id)).toEqual([]);
  });

  it('two desks paying the same course at once make one payment', async ({ api, call }) => {
    const { course } = await courseUnderWay(api);
    const answers = await Promise.all([
      call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' }),
      call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'card' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await paymentsOf(api, course.id)).filter((p) => p.status === 'completed')).toHaveLength(1);
    const receipts = await api.db
      .select()
      .from(paymentDocuments)
      .innerJoin(payments, eq(payments.id, paymentDocuments.paymentId))
      .where(eq(payments.courseId, course.id));
    expect(receipts).toHaveLength(1);
  });

  it('is staff only; another patient gets 404 for the ledger and the receipt; an unknown course is 404', async ({ api, call }) => {
    const { course, patient } = await courseUnderWay(api);
    const other = await createUser(api.db, 'patient');
    expect((await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' }, patient.token)).status).toBe(403);
    await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' });
    expect((await call('GET', `/api/v1/courses/${course.id}/ledger`, undefined, other.token)).status).toBe(404);
    expect((await call('GET', `/api/v1/courses/${course.id}/receipt.pdf`, undefined, other.token)).status).toBe(404);
    expect((await call('POST', `/api/v1/courses/${course.id}/order`, undefined, other.token)).status).toBe(404);
    const own = (await (await call('GET', `/api/v1/courses/${course.id}/ledger`, undefined, patient.token)).json()) as Ledger;
    expect(own.options).toBeNull();
    expect((await call('GET', '/api/v1/courses/999999/ledger')).status).toBe(404);
    expect((await call('POST', '/api/v1/courses/999999/payment', { method: 'cash' })).status).toBe(404);
  });
});

describe('paying for a course online (POST /api/v1/courses/:id/order, verify-payment, webhook)', () => {
  it('the patient orders the course price, pays, and verification completes it with its receipt once', async ({ api, call }) => {
    const { course, patient } = await courseUnderWay(api, 1_500_000);
    const ordered = await call('POST', `/api/v1/courses/${course.id}/order`, undefined, patient.token);
    expect(ordered.status).toBe(201);
    const order = (await ordered.json()) as { order_id: string; amount: number };
    expect(order).toMatchObject({ amount: 1_500_000, courseId: course.id, currency: 'INR' });
    // Opening the checkout again reuses the order.
    const again = (await (await call('POST', `/api/v1/courses/${course.id}/order`, undefined, patient.token)).json()) as { order_id: string };
    expect(again.order_id).toBe(order.order_id);

    const paid = localPayments(api).simulatePayment(order.order_id);
    const body = { razorpay_order_id: order.order_id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature };
    const forged = await call('POST', `/api/v1/courses/${course.id}/verify-payment`, { ...body, razorpay_signature: 'f'.repeat(64) }, patient.token);
    expect(forged.status).toBe(400);
    expect(await paymentsOf(api, course.id)).toMatchObject([{ status: 'created' }]);

    const verified = await call('POST', `/api/v1/courses/${course.id}/verify-payment`, body, patient.token);
    expect(verified.status).toBe(201);
    expect(await verified.json()).toMatchObject({
      payment: { status: 'completed', method: 'online', amountPaise: 1_500_000, receiptNumber: expect.any(String) },
    });
    const replay = await call('POST', `/api/v1/courses/${course.id}/verify-payment`, body, patient.token);
    expect(replay.status).toBe(200);
    expect(await paymentsOf(api, course.id)).toMatchObject([{ status: 'completed', razorpayPaymentId: paid.paymentId }]);
    const pdf = await call('GET', `/api/v1/courses/${course.id}/receipt.pdf`, undefined, patient.token);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('7-day course (7 sessions)');
    // Paid: no further order, nor a desk payment.
    expect((await call('POST', `/api/v1/courses/${course.id}/order`, undefined, patient.token)).status).toBe(409);
    expect((await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' })).status).toBe(409);
  });

  it('the payment webhook settles a course order; an order paid after a desk payment is refunded in full', async ({ api, call }) => {
    const { course, patient } = await courseUnderWay(api);
    const order = (await (await call('POST', `/api/v1/courses/${course.id}/order`, undefined, patient.token)).json()) as {
      order_id: string;
      amount: number;
    };
    const deliver = (paymentId: string, orderId: string) => {
      const rawBody = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: order.amount, currency: 'INR', status: 'captured' } } },
      });
      const headers = {
        'Content-Type': 'application/json',
        'x-razorpay-signature': localPayments(api).signWebhook(rawBody),
        'x-razorpay-event-id': `evt_${paymentId}`,
      };
      return api.app.request('/api/v1/payments/webhook', { method: 'POST', headers, body: rawBody });
    };
    const settled = await deliver(`pay_course${course.id}`, order.order_id);
    expect(settled.status).toBe(200);
    expect(await paymentsOf(api, course.id)).toMatchObject([{ status: 'completed', razorpayPaymentId: `pay_course${course.id}` }]);

    // A second course: paid at the desk while the patient's checkout was open.
    const late = await courseUnderWay(api);
    const lateOrder = (await (await call('POST', `/api/v1/courses/${late.course.id}/order`, undefined, late.patient.token)).json()) as {
      order_id: string;
    };
    expect((await call('POST', `/api/v1/courses/${late.course.id}/payment`, { method: 'cash' })).status).toBe(201);
    const paid = localPayments(api).simulatePayment(lateOrder.order_id);
    const refused = await call(
      'POST',
      `/api/v1/courses/${late.course.id}/verify-payment`,
      { razorpay_order_id: lateOrder.order_id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      late.patient.token,
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: m.paidTwiceRefund });
    const rows = await paymentsOf(api, late.course.id);
    const online = rows.find((p) => p.razorpayOrderId === lateOrder.order_id)!;
    expect(online.refundedPaise).toBe(online.amountPaise);
    expect(await api.db.select().from(refunds).where(eq(refunds.paymentId, online.id))).toMatchObject([{ amountPaise: online.amountPaise }]);
  });
});

describe('the session ledger (missed, reschedule)', () => {
  it('a missed session keeps its credit, releases its reservations, and is rescheduled once', async ({ api, call, patient: stranger }) => {
    const { course, sessions, room, therapist, patient } = await courseUnderWay(api);
    await api.db
      .update(courseSessions)
      .set({ status: 'done' })
      .where(inArray(courseSessions.id, [sessions[0]!.id, sessions[1]!.id]));
    const missedId = sessions[2]!.id;

    expect((await call('POST', `/api/v1/course-sessions/${missedId}/missed`, undefined, patient.token)).status).toBe(403);
    expect((await call('POST', `/api/v1/course-sessions/${missedId}/missed`, undefined, stranger.token)).status).toBe(403);
    // A session to come cannot be missed yet.
    const early = await call('POST', `/api/v1/course-sessions/${sessions[4]!.id}/missed`);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: m.sessionNotStarted });

    const missed = await call('POST', `/api/v1/course-sessions/${missedId}/missed`);
    expect(missed.status).toBe(200);
    expect(await missed.json()).toMatchObject({ id: missedId, status: 'missed' });
    expect(await reservationsOf(api, [missedId])).toEqual([]);
    expect((await call('POST', `/api/v1/course-sessions/${missedId}/missed`)).status).toBe(409);

    let ledger = (await (await call('GET', `/api/v1/courses/${course.id}/ledger`)).json()) as Ledger;
    expect(ledger.summary).toMatchObject({ sessionCount: 7, used: 2, creditsLeft: 5, missed: 1 });
    expect(ledger.sessions.find((s) => s.id === missedId)).toMatchObject({ status: 'missed', canReschedule: true });
    expect(ledger.options!.rooms.map((r) => r.id)).toContain(room.id);
    expect(ledger.options!.therapists.find((t) => t.id === therapist.id)).toBeTruthy();

    const [newStart] = dailyStarts(1, 10);
    const request = { startsAt: newStart!.toISOString(), roomId: room.id, therapistIds: [therapist.id] };
    const moved = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, request);
    expect(moved.status).toBe(201);
    const replacement = (await moved.json()) as { id: number; endsAt: string };
    expect(replacement).toMatchObject({
      status: 'planned',
      replacesSessionId: missedId,
      endsAt: new Date(newStart!.getTime() + 60 * 60_000).toISOString(),
    });
    expect(await reservationsOf(api, [replacement.id])).toHaveLength(2);
    ledger = (await (await call('GET', `/api/v1/courses/${course.id}/ledger`)).json()) as Ledger;
    expect(ledger.summary).toMatchObject({ used: 2, creditsLeft: 5, missed: 1 });
    expect(ledger.sessions.find((s) => s.id === missedId)!.canReschedule).toBe(false);

    const twice = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, {
      ...request,
      startsAt: dailyStarts(1, 11)[0]!.toISOString(),
    });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: m.alreadyRescheduled });
    const trail = await api.db.select().from(auditEvents).where(eq(auditEvents.entity, 'course_session'));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['mark_missed', 'reschedule']));
  });

  it('a reschedule that clashes answers 409 and stores nothing; unfitted rooms and untrained therapists are refused', async ({ api, call }) => {
    const { sessions, room, therapist, therapy } = await courseUnderWay(api);
    const missedId = sessions[0]!.id;
    expect((await call('POST', `/api/v1/course-sessions/${missedId}/missed`)).status).toBe(200);
    // The course's own next session holds the room then.
    const busy = { startsAt: sessions[4]!.startsAt.toISOString(), roomId: room.id, therapistIds: [therapist.id] };
    const before = await api.db.select().from(courseSessions).where(eq(courseSessions.courseId, sessions[0]!.courseId));
    const clash = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, busy);
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ key: 'resource.reservationClash' });

    const bareRoom = await addRoom(api.db, ['droni']);
    const untrained = await addTherapist(api.db, 'Untrained', 'female', []);
    const free = dailyStarts(1, 20)[0]!.toISOString();
    const unfitted = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, {
      startsAt: free,
      roomId: bareRoom.id,
      therapistIds: [therapist.id],
    });
    expect(unfitted.status).toBe(400);
    expect(await unfitted.json()).toMatchObject({ error: m.roomUnfitted });
    const notTrained = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, {
      startsAt: free,
      roomId: room.id,
      therapistIds: [untrained.id],
    });
    expect(await notTrained.json()).toMatchObject({ error: m.therapistUntrained });
    const twoForOne = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, {
      startsAt: free,
      roomId: room.id,
      therapistIds: [therapist.id, (await addTherapist(api.db, 'Second', 'female', [therapy.id])).id],
    });
    expect(await twoForOne.json()).toMatchObject({ error: m.therapistCount });
    const past = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, { ...busy, startsAt: dailyStarts(1, -1)[0]!.toISOString() });
    expect(await past.json()).toMatchObject({ error: m.startsInPast });
    const badTime = await call('POST', `/api/v1/course-sessions/${missedId}/reschedule`, { ...busy, startsAt: 'tomorrow' });
    expect(await badTime.json()).toMatchObject({ error: m.startsAtInvalid });
    expect((await call('POST', `/api/v1/course-sessions/${sessions[1]!.id}/reschedule`, { ...busy, startsAt: free })).status).toBe(409);

    const after = await api.db.select().from(courseSessions).where(eq(courseSessions.courseId, sessions[0]!.courseId));
    expect(after).toHaveLength(before.length);
    expect(
      await api.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.resourceKind, 'room'), eq(reservations.resourceId, bareRoom.id))),
    ).toEqual([]);
    expect((await call('POST', '/api/v1/course-sessions/999999/missed')).status).toBe(404);
  });
});

describe('cancelling a course (GET cancellation, POST cancel)', () => {
  it('previews the refund of the unused sessions, then cancels: sessions cancelled, reservations released, one refund', async ({
    api,
    call,
    patient: stranger,
  }) => {
    const { course, sessions, patient } = await courseUnderWay(api);
    await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'card' });
    // Two done, one missed (its credit kept): 5 of 7 unused.
    await api.db
      .update(courseSessions)
      .set({ status: 'done' })
      .where(inArray(courseSessions.id, [sessions[0]!.id, sessions[1]!.id]));
    expect((await call('POST', `/api/v1/course-sessions/${sessions[2]!.id}/missed`)).status).toBe(200);

    const preview = await call('GET', `/api/v1/courses/${course.id}/cancellation`);
    expect(await preview.json()).toEqual({
      courseId: course.id,
      canCancel: true,
      unusedSessions: 5,
      paidPaise: 2_100_000,
      refundPaise: 1_500_000,
      policy: COURSE_REFUND_POLICY,
    });
    expect((await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 1_500_000 }, patient.token)).status).toBe(403);
    expect((await call('GET', `/api/v1/courses/${course.id}/cancellation`, undefined, stranger.token)).status).toBe(404);

    // A session done since the preview: the refund shown is no longer the refund.
    await api.db.update(courseSessions).set({ status: 'done' }).where(eq(courseSessions.id, sessions[3]!.id));
    const changed = await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 1_500_000 });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ error: m.refundChanged });
    expect((await api.db.select().from(courses).where(eq(courses.id, course.id)))[0]!.status).toBe('planned');
    expect(
      await api.db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, `course-cancel:${course.id}`)),
    ).toEqual([]);

    expect((await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: -1 })).status).toBe(400);
    const cancelled = await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 1_200_000 });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ courseId: course.id, status: 'cancelled', cancelledSessions: 3, refundPaise: 1_200_000 });
    const rows = await api.db.select().from(courseSessions).where(eq(courseSessions.courseId, course.id));
    expect(rows.map((s) => s.status).sort()).toEqual(['cancelled', 'cancelled', 'cancelled', 'done', 'done', 'done', 'missed']);
    // The cancelled (and the missed) sessions hold nothing; the done ones keep their record of who gave them.
    const cancelledIds = rows.filter((s) => s.status !== 'done').map((s) => s.id);
    expect(await reservationsOf(api, cancelledIds)).toEqual([]);
    expect(
      await reservationsOf(
        api,
        rows.filter((s) => s.status === 'done').map((s) => s.id),
      ),
    ).toHaveLength(6);
    expect(
      await api.db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, `course-cancel:${course.id}`)),
    ).toMatchObject([{ amountPaise: 1_200_000, appointmentId: null, status: 'processed' }]);
    // Sent to the provider after commit; its credit note names what the receipt sold.
    const [creditNote] = await api.db
      .select()
      .from(paymentDocuments)
      .innerJoin(payments, eq(payments.id, paymentDocuments.paymentId))
      .where(and(eq(payments.courseId, course.id), eq(paymentDocuments.kind, 'credit_note')));
    expect(creditNote!.payment_documents).toMatchObject({
      amountPaise: 1_200_000,
      serviceName: 'Panchakarma (Virechana) — 7-day course (7 sessions)',
    });
    const [payment] = await paymentsOf(api, course.id);
    expect(payment!.refundedPaise).toBe(1_200_000);
    expect(
      (
        await api.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entity, 'course'), eq(auditEvents.entityId, course.id)))
      ).map((e) => e.action),
    ).toContain('cancel');
    // Cancelled: no more cancelling, paying or marking.
    expect((await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 0 })).status).toBe(409);
    expect((await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' })).status).toBe(409);
    const ledger = (await (await call('GET', `/api/v1/courses/${course.id}/ledger`)).json()) as Ledger;
    expect(ledger.summary).toMatchObject({ refundablePaise: 0, cancelled: 3 });
  });

  it('an unpaid course cancels with no refund', async ({ api, call }) => {
    const { course } = await courseUnderWay(api);
    const preview = (await (await call('GET', `/api/v1/courses/${course.id}/cancellation`)).json()) as { refundPaise: number };
    expect(preview.refundPaise).toBe(0);
    const cancelled = await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 0 });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', refundPaise: 0, refundId: null });
  });

  it('20 cancels at once cancel the course once and make one refund', async ({ api, call }) => {
    const { course } = await courseUnderWay(api);
    await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' });
    const { refundPaise } = (await (await call('GET', `/api/v1/courses/${course.id}/cancellation`)).json()) as { refundPaise: number };
    const raced = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: refundPaise })),
    );
    expect(raced.filter((a) => a.status === 200)).toHaveLength(1);
    expect(raced.filter((a) => a.status === 409)).toHaveLength(19);
    const [payment] = await paymentsOf(api, course.id);
    expect(await api.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(1);
    expect(payment!.refundedPaise).toBe(refundPaise);
  });
});

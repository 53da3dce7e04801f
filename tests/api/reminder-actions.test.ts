import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeActionLink } from '../../src/server/scheduling/reminder-replies/link-answers';
import { appointmentActionLinks, appointments, notifications, refunds } from '../../src/server/kernel/db/schema';
import { enqueueAppointmentNotifications } from '../../src/server/messaging/outbox/enqueue-notifications';
import { createNotificationChannels } from '../../src/server/kernel/providers/notifications';
import { LOCAL_NOTIFICATIONS } from '../../src/server/kernel/config';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

const HOUR = 60 * 60_000;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

let mobiles = 0;
/** A patient books and pays a video slot `startsInHours` ahead through the API. */
async function book(startsInHours: number, language: 'en' | 'hi' | 'gu' = 'en') {
  const { doctor, service, slot } = await createBookable(t.db, { startsInHours, pricePaise: 100_000 });
  mobiles += 1;
  const { user, token } = await createUser(t.db, 'patient', { name: 'Asha Patel', mobile: `+9198260${String(mobiles).padStart(5, '0')}`, language });
  const order = { userId: user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain', mode: 'video' };
  const created = await requestOrder(t, token, order);
  expect(created.status).toBe(201);
  const verified = await payAndVerify(t, token, { ...order, order_id: ((await created.json()) as { order_id: string }).order_id });
  expect(verified.status).toBe(201);
  const { appointment } = (await verified.json()) as { appointment: { id: number } };
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
  return { doctor, user, token, appointment: row! };
}

const patientRows = (appointmentId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.audience, 'patient')));
const linkCodeOf = async (appointmentId: number) => {
  const sms = (await patientRows(appointmentId)).find((row) => row.kind === 'reminder_72h' && row.channel === 'sms')!;
  return /\/r\/([A-Za-z0-9_-]{12}) /.exec(sms.bodyText)![1]!;
};
const action = (code: string, what: string, body?: unknown) =>
  t.app.request(`/api/v1/appointment-actions/${code}${what}`, jsonRequest(what && what !== '/slots' ? 'POST' : 'GET', body));

describe('reminders at 72 h, 24 h and 2 h', () => {
  it('a booking 5 days ahead queues all three, each at its instant, e-mail and SMS', async () => {
    const { appointment } = await book(5 * 24);
    const reminders = (await patientRows(appointment.id)).filter((row) => row.kind.startsWith('reminder'));
    const dueBefore = (row: (typeof reminders)[number]) => (appointment.time.getTime() - row.nextAttemptAt.getTime()) / HOUR;
    expect(reminders.map((row) => `${row.kind}:${row.channel}:${dueBefore(row)}`).sort()).toEqual(
      [
        'reminder_24h:email:24',
        'reminder_24h:sms:24',
        'reminder_2h:email:2',
        'reminder_2h:sms:2',
        'reminder_72h:email:72',
        'reminder_72h:sms:72',
      ].sort(),
    );
    // The asking reminders carry the signed page on SMS: one code for both, bound to this version.
    const sms = reminders.filter((row) => row.channel === 'sms' && row.kind !== 'reminder_2h');
    const codes = sms.map((row) => /\/r\/([A-Za-z0-9_-]{12}) /.exec(row.bodyText)?.[1]);
    expect(codes[0]).toBeDefined();
    expect(codes[1]).toBe(codes[0]);
    expect(sms[0]!.bodyText).toMatch(/Confirm, change or cancel: http:\/\/localhost:4321\/r\/[A-Za-z0-9_-]{12} - Jamnagar Ayurveda Clinic$/);
  });

  it('the 72 h and 24 h reminders carry the one link of that booking; queueing again keeps its code', async () => {
    const { appointment } = await book(5 * 24);
    const codesIn = async () =>
      new Set(
        (await patientRows(appointment.id))
          .filter((row) => (row.kind === 'reminder_72h' || row.kind === 'reminder_24h') && row.channel === 'sms')
          .map((row) => /\/r\/([A-Za-z0-9_-]{12}) /.exec(row.bodyText)![1]),
      );
    const [code] = await codesIn();
    expect(await codesIn()).toEqual(new Set([code]));
    const links = await t.db.select().from(appointmentActionLinks).where(eq(appointmentActionLinks.appointmentId, appointment.id));
    expect(links.map((link) => link.code)).toEqual([code]);

    // The same event queued again (a retried job) makes no second link and no other code.
    await t.db.delete(notifications).where(eq(notifications.appointmentId, appointment.id));
    const channels = createNotificationChannels(LOCAL_NOTIFICATIONS);
    await t.db.transaction((tx) => enqueueAppointmentNotifications(tx, channels, { kind: 'booking_confirmed', appointmentId: appointment.id }));
    expect(await codesIn()).toEqual(new Set([code]));
    expect(await t.db.select().from(appointmentActionLinks).where(eq(appointmentActionLinks.appointmentId, appointment.id))).toHaveLength(1);
  });

  it('a booking 3 hours ahead queues only the 2 h reminder', async () => {
    const { appointment } = await book(3);
    const kinds = new Set((await patientRows(appointment.id)).filter((row) => row.kind.startsWith('reminder')).map((row) => row.kind));
    expect([...kinds]).toEqual(['reminder_2h']);
  });

  it('on WhatsApp the asking reminders have Confirm / Change time / Cancel quick replies that carry the code', async () => {
    const { appointment } = await book(5 * 24, 'hi');
    const code = await linkCodeOf(appointment.id);
    const whatsapp = createNotificationChannels({ ...LOCAL_NOTIFICATIONS, mobile: { kind: 'local', channel: 'whatsapp' } });
    await t.db.transaction((tx) =>
      enqueueAppointmentNotifications(tx, whatsapp, { kind: 'booking_confirmed', appointmentId: appointment.id, sequence: 0 }),
    );
    const row = (await patientRows(appointment.id)).find((r) => r.kind === 'reminder_24h' && r.channel === 'whatsapp')!;
    expect(row.template).toMatchObject({
      name: 'reminder_24h',
      language: 'hi',
      buttonPayloads: [`confirm:${code}`, `change:${code}`, `cancel:${code}`],
    });
    expect(row.bodyText).toContain('कृपया पक्का करें, समय बदलें या रद्द करें।');
  });
});

describe('the signed one-screen page', () => {
  it('shows the visit; Confirm marks it confirmed once; a second Confirm answers 409', async () => {
    const { appointment } = await book(5 * 24, 'gu');
    const code = await linkCodeOf(appointment.id);
    const shown = await action(code, '');
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      language: 'gu',
      status: 'confirmed',
      patient_confirmed_at: null,
      cancel: { allowed: true, refund_paise: 100_000 },
    });

    const confirmed = await action(code, '/confirm', {});
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as { patient_confirmed_at: string; used_actions: string[] };
    expect(body.patient_confirmed_at).not.toBeNull();
    expect(body.used_actions).toEqual(['confirm']);
    expect((await action(code, '/confirm', {})).status).toBe(409);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.patientConfirmedAt?.toISOString()).toBe(body.patient_confirmed_at);
  });

  it('the doctor’s schedule shows each visit as not answered, wanting a change, then confirmed', async () => {
    const { doctor, appointment } = await book(5 * 24);
    const code = await linkCodeOf(appointment.id);
    const { token: adminToken } = await createUser(t.db, 'admin');
    const email = `dr.${doctor.id}@clinic.example`;
    const password = 'Doctor-Password-1';
    expect((await t.app.request(`/api/v1/doctors/${doctor.id}/login`, jsonRequest('PUT', { email, password }, adminToken))).status).toBe(200);
    const { token } = (await (await t.app.request('/api/v1/users/login', jsonRequest('POST', { email, password }))).json()) as { token: string };
    const answerOnSchedule = async () => {
      const list = (await (await t.app.request('/api/v1/doctor/appointments', jsonRequest('GET', undefined, token))).json()) as {
        id: number;
        patient_answer: string;
      }[];
      return list.find((a) => a.id === appointment.id)?.patient_answer;
    };
    expect(await answerOnSchedule()).toBe('not_answered');
    expect((await action(code, '/change', {})).status).toBe(200);
    expect(await answerOnSchedule()).toBe('wants_change');
    expect((await action(code, '/confirm', {})).status).toBe(200);
    expect(await answerOnSchedule()).toBe('confirmed');
  });

  it('Change time records that the patient wants another time', async () => {
    const { appointment } = await book(5 * 24);
    const code = await linkCodeOf(appointment.id);
    expect((await action(code, '/change', {})).status).toBe(200);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.patientWantsChangeAt).not.toBeNull();
  });

  it('Cancel asks once more, then cancels with the policy’s refund, once; the link is dead afterwards', async () => {
    const { appointment } = await book(5 * 24);
    const code = await linkCodeOf(appointment.id);
    expect((await action(code, '/cancel', {})).status).toBe(400);
    const cancelled = await action(code, '/cancel', { confirm: true });
    expect(cancelled.status).toBe(200);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.status).toBe('cancelled');
    const refundRows = await t.db.select().from(refunds).where(eq(refunds.appointmentId, appointment.id));
    expect(refundRows.map((r) => r.amountPaise)).toEqual([100_000]);

    expect((await action(code, '/cancel', { confirm: true })).status).toBe(409);
    expect((await action(code, '')).status).toBe(409);
    expect(await t.db.select().from(refunds).where(eq(refunds.appointmentId, appointment.id))).toHaveLength(1);
  });

  it('spends the link’s cancel and cancels in one transaction: a cancel that fails part-way leaves both undone (issue 46)', async () => {
    const { appointment } = await book(5 * 24);
    const code = await linkCodeOf(appointment.id);
    // The database fails the cancel itself, and refuses to give an action back (as a process that
    // died before a compensating write would never give it back): only one transaction keeps the link usable.
    const refusals = {
      appointments: `NEW.id = ${appointment.id} AND NEW.status = 'cancelled'`,
      appointment_action_links: `(OLD.used_actions ? 'cancel') AND NOT (NEW.used_actions ? 'cancel')`,
    };
    for (const [table, refused] of Object.entries(refusals)) {
      await t.db.execute(
        sql.raw(`CREATE FUNCTION refuse_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF ${refused} THEN RAISE EXCEPTION 'refused on ${table}'; END IF; RETURN NEW; END $$`),
      );
      await t.db.execute(sql.raw(`CREATE TRIGGER refuse_${table} BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_${table}()`));
    }
    try {
      expect((await action(code, '/cancel', { confirm: true })).status).toBe(500);
    } finally {
      for (const table of Object.keys(refusals)) {
        await t.db.execute(sql.raw(`DROP TRIGGER refuse_${table} ON ${table}`));
        await t.db.execute(sql.raw(`DROP FUNCTION refuse_${table}()`));
      }
    }
    const [link] = await t.db.select().from(appointmentActionLinks).where(eq(appointmentActionLinks.code, code));
    expect(link!.usedActions).not.toHaveProperty('cancel');
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.status).toBe('confirmed');
    // The patient can still cancel from the same link.
    expect((await action(code, '/cancel', { confirm: true })).status).toBe(200);
  });

  it('a link that no longer works names the patient’s language, so its page answers in it (issue 45)', async () => {
    const { appointment } = await book(5 * 24, 'hi');
    const code = await linkCodeOf(appointment.id);
    await t.db
      .update(appointmentActionLinks)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(appointmentActionLinks.code, code));
    const expired = await action(code, '');
    expect(expired.status).toBe(404);
    expect(await expired.json()).toMatchObject({ params: { language: 'hi' } });
    // A code nobody was given names no one's language.
    expect(((await (await action('AAAAAAAAAAAA', '')).json()) as { params?: unknown }).params).toBeUndefined();
  });

  it('a code nobody was given answers 404; one from before a move answers 409; none works from the start', async () => {
    const { doctor, token, appointment } = await book(5 * 24);
    const code = await linkCodeOf(appointment.id);
    expect((await action('AAAAAAAAAAAA', '')).status).toBe(404);
    expect((await action('AAAAAAAAAAAA', '/confirm', {})).status).toBe(404);
    expect((await action('not-a-code', '')).status).toBe(400);
    await expect(describeActionLink(t.db, code, appointment.time)).rejects.toMatchObject({ code: 'not_found' });

    const newSlot = await createSlot(t.db, doctor.id, 6 * 24);
    const moved = await t.app.request(`/api/v1/appointments/${appointment.id}/reschedule`, jsonRequest('POST', { newSlotId: newSlot.id }, token));
    expect(moved.status).toBe(200);
    expect((await action(code, '')).status).toBe(409);
    expect((await action(code, '/confirm', {})).status).toBe(409);
    // The move's own reminders carry a new code for the new version.
    const codes = new Set(
      (await patientRows(appointment.id))
        .filter((row) => row.channel === 'sms' && row.status === 'queued' && row.kind === 'reminder_72h')
        .map((row) => /\/r\/([A-Za-z0-9_-]{12}) /.exec(row.bodyText)![1]),
    );
    expect(codes.size).toBe(1);
    expect(codes.has(code)).toBe(false);
  });

  it('Change time offers the same doctor’s free times and moves there, as the patient’s reschedule does, once', async () => {
    const { doctor, appointment } = await book(5 * 24);
    const code = await linkCodeOf(appointment.id);
    const later = await createSlot(t.db, doctor.id, 6 * 24);
    const other = await createBookable(t.db, { startsInHours: 6 * 24 });
    // How many online moves are left, so the page can say what a move spends (issue 45).
    expect(await (await action(code, '')).json()).toMatchObject({ reschedule: { allowed: true, moves_left: 2 } });
    await t.db.update(appointments).set({ patientReschedules: 1 }).where(eq(appointments.id, appointment.id));
    expect(await (await action(code, '')).json()).toMatchObject({ reschedule: { allowed: true, moves_left: 1 } });
    await t.db.update(appointments).set({ patientReschedules: 0 }).where(eq(appointments.id, appointment.id));

    const offered = await action(code, '/slots');
    expect(offered.status).toBe(200);
    const slots = (await offered.json()) as { id: number; doctor: { id: number } }[];
    expect(slots.map((slot) => slot.id)).toContain(later.id);
    expect(slots.every((slot) => slot.doctor.id === doctor.id)).toBe(true);

    // Another doctor's time, or none, is refused and changes nothing.
    expect((await action(code, '/reschedule', { slot_id: other.slot.id })).status).toBe(400);
    expect((await action(code, '/reschedule', {})).status).toBe(400);
    const [unmoved] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(unmoved!.slotId).toBe(appointment.slotId);

    const moved = await action(code, '/reschedule', { slot_id: later.id });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ time: later.startTime.toISOString(), end_time: later.endTime.toISOString() });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({ slotId: later.id, patientReschedules: 1, patientWantsChangeAt: null });
    // The patient chose the new time: it counts as confirmed.
    expect(row!.patientConfirmedAt).not.toBeNull();
    // The link spoke for the old time: it is dead now.
    expect((await action(code, '/reschedule', { slot_id: appointment.slotId })).status).toBe(409);
    expect((await action(code, '/slots')).status).toBe(409);
  });
});

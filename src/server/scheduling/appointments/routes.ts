import { Hono } from 'hono';
import { appointmentListQuerySchema } from '../../../lib/validation/admin-list';
import { appointmentStatusChangeSchema, patientCancelSchema, patientRescheduleSchema, rescheduleSchema } from '../../../lib/validation/appointment';
import { createOrderSchema, verifyPaymentSchema } from '../../../lib/validation/booking';
import { idParamSchema } from '../../../lib/validation/common';
import { bookingMessages, frontDeskMessages } from '../../../lib/validation/messages';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../kernel/after-commit';
import { requireConfirmedDetails, requireAdmin, requireDesk, requirePatient, requireRole } from '../../identity';
import { toAppointmentJson } from '../booking/responses';
import { createOrder } from '../booking/create-order';
import { verifyPayment } from '../booking/verify-payment';
import { clinicNow } from '../../kernel/clock';
import type { AppEnv } from '../../kernel/app-env';
import { appointmentDocumentsRoutes } from '../../invoicing';
import { validate } from '../../kernel/validate';
import { staffBookingSchema } from '../../../lib/validation/staff-booking';
import { bookForPatient } from './staff-booking';
import { appointmentCalendarFile } from './appointment-calendar';
import { cancelAppointment } from './cancel-appointment';
import { ownAppointment, listPatientAppointments } from './patient-appointments';
import { rescheduleAppointment } from './reschedule-appointment';
import { markAppointmentOutcome, markArrived } from './set-appointment-status';
import { consultationNoteOf, listStaffAppointments, oneAppointment } from './staff-appointment-list';

/**
 * /v1/appointments, one router: the patient's checkout (SPEC §7), the patient's own appointments
 * (beside SPEC; another patient's answers 404), and staff's list and changes. Each change
 * answers the appointment as its caller sees it.
 */
export const appointmentsRoutes = new Hono<AppEnv>()
  // Patient checkout: create-order holds the slot, verify-payment books it.
  .post('/create-order', requirePatient, requireConfirmedDetails, validate('json', createOrderSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    const order = await createOrder(
      c.var.db,
      c.var.deps.providers.payments,
      c.var.auth!.id,
      c.req.valid('json'),
      clientIp,
      c.var.deps.providers.notifications,
    ).finally(() => runAfterCommit(c, NOTIFY_AFTER_COMMIT));
    return c.json(order, 201);
  })
  // 201 when this call booked the slot; 200 with the same appointment when the payment was already verified.
  .post('/verify-payment', requirePatient, validate('json', verifyPaymentSchema), async (c) => {
    const booked = await verifyPayment(c.var.db, c.var.deps.providers, c.var.auth!.id, c.req.valid('json'));
    await runAfterCommit(c, booked.afterCommit);
    if (booked.kind === 'refused') throw booked.error;
    return c.json({ message: bookingMessages.booked, appointment: toAppointmentJson(booked.appointment, booked.payment) }, booked.isNew ? 201 : 200);
  })
  // Beyond SPEC (issue 34): the front desk books for a patient; a doctor only into their own calendar.
  // Paid at the desk or waived: the appointment, confirmed. By link: the link sent, the slot held until it expires.
  .post('/staff', requireRole('admin', 'receptionist', 'doctor'), validate('json', staffBookingSchema), async (c) => {
    const booked = await bookForPatient(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('json'), c.var.deps.config.siteUrl);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    if (booked.kind === 'link_sent') {
      const { payment, channels } = booked;
      const paymentLink = {
        id: payment.razorpayOrderId,
        url: payment.linkUrl!,
        amount: payment.amountPaise,
        expires_at: payment.linkExpiresAt!.toISOString(),
        slot_id: payment.slotId,
        channels,
      };
      return c.json({ message: frontDeskMessages.linkSent, patientId: booked.patientId, payment_link: paymentLink }, 201);
    }
    const appointment = toAppointmentJson(booked.appointment, booked.payment);
    return c.json({ message: bookingMessages.booked, patientId: booked.appointment.userId, appointment }, 201);
  })
  // The patient's own: list, cancel, move, calendar file (staff may fetch the file too).
  .get('/mine', requirePatient, async (c) => c.json(await listPatientAppointments(c.var.db, c.var.auth!.id)))
  .post('/:id/cancel', requirePatient, validate('param', idParamSchema), validate('json', patientCancelSchema), async (c) => {
    const { id } = c.req.valid('param');
    const actor = { role: 'patient', userId: c.var.auth!.id, version: c.req.valid('json').version } as const;
    await runAfterCommit(c, await cancelAppointment(c.var.db, c.var.deps.providers.notifications, id, actor));
    return c.json(await ownAppointment(c.var.db, c.var.auth!.id, id));
  })
  .post(
    '/:id/reschedule',
    requirePatient,
    requireConfirmedDetails,
    validate('param', idParamSchema),
    validate('json', patientRescheduleSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.var.auth!.id;
      const { newSlotId, version } = c.req.valid('json');
      const move = { appointmentId: id, userId, newSlotId };
      await runAfterCommit(c, await rescheduleAppointment(c.var.db, c.var.deps.providers.notifications, move, clinicNow(), true, version));
      return c.json(await ownAppointment(c.var.db, userId, id));
    },
  )
  .get('/:id/calendar.ics', requireRole('patient', 'admin', 'receptionist'), validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const ics = await appointmentCalendarFile(c.var.db, id, c.var.auth!, c.var.deps.config.siteUrl);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="appointment-${id}.ics"`);
    return c.body(ics);
  })
  // The appointment's receipt and credit notes (issue 30).
  .route('/', appointmentDocumentsRoutes)
  // Staff: the list, moves, the doctor's note, outcomes and cancellations.
  .get('/admin', requireDesk, validate('query', appointmentListQuerySchema), async (c) =>
    c.json(await listStaffAppointments(c, c.req.valid('query'))),
  )
  .post('/reschedule', requireDesk, validate('json', rescheduleSchema), async (c) => {
    const request = c.req.valid('json');
    await runAfterCommit(c, await rescheduleAppointment(c.var.db, c.var.deps.providers.notifications, request));
    return c.json(await oneAppointment(c, request.appointmentId));
  })
  // The doctor's consultation note, for staff (beside SPEC); null while none is written.
  .get('/:id/note', requireAdmin, validate('param', idParamSchema), async (c) =>
    c.json({ note: await consultationNoteOf(c.var.db, c.req.valid('param').id) }),
  )
  // Staff mark an in-person patient arrived (checked_in), record the outcome (completed, no_show) or cancel with a reason and the refund staff chose (full unless part or none).
  .post('/:id/status', requireDesk, validate('param', idParamSchema), validate('json', appointmentStatusChangeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    if (change.status === 'cancelled') {
      const staff = { role: 'admin', reason: change.reason, refund: change.refund } as const;
      await runAfterCommit(c, await cancelAppointment(c.var.db, c.var.deps.providers.notifications, id, staff));
    } else if (change.status === 'checked_in') {
      await markArrived(c.var.db, id);
    } else {
      await markAppointmentOutcome(c.var.db, c.var.deps.providers.notifications, id, change.status);
    }
    return c.json(await oneAppointment(c, id));
  });

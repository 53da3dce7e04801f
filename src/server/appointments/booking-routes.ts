import { Hono } from 'hono';
import { createOrderSchema, verifyPaymentSchema } from '../../lib/validation/booking';
import { bookingMessages } from '../../lib/validation/messages';
import { requireConfirmedDetails } from '../auth/confirmed-details';
import { requirePatient } from '../auth/middleware';
import { createOrder } from '../booking/create-order';
import { toAppointmentJson } from '../booking/complete-booking';
import { verifyPayment } from '../booking/verify-payment';
import type { AppEnv } from '../context';
import { sendNotificationsSoon } from '../notifications/send-soon';
import { validate } from '../validate';

/** SPEC §7 patient checkout: create-order holds the slot, verify-payment books it. */
export const bookingsRoutes = new Hono<AppEnv>()
  .post('/create-order', requirePatient, requireConfirmedDetails, validate('json', createOrderSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    const order = await createOrder(c.var.db, c.var.deps.providers.payments, c.var.auth!.id, c.req.valid('json'), clientIp);
    return c.json(order, 201);
  })
  // 201 when this call booked the slot; 200 with the same appointment when the payment was already verified.
  .post('/verify-payment', requirePatient, validate('json', verifyPaymentSchema), async (c) => {
    const booked = await verifyPayment(c.var.db, c.var.deps.providers, c.var.auth!.id, c.req.valid('json'));
    if (booked.isNew) sendNotificationsSoon(c);
    return c.json({ message: bookingMessages.booked, appointment: toAppointmentJson(booked.appointment, booked.payment) }, booked.isNew ? 201 : 200);
  });

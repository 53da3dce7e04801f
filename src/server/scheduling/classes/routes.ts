import { Hono } from 'hono';
import { classSchema, classSessionsSchema, seatHoldSchema } from '../../../lib/validation/classes';
import { announcementSchema, deskSeatSchema, sessionSeatParamSchema } from '../../../lib/validation/class-desk';
import { idParamSchema } from '../../../lib/validation/common';
import { courseVerifyPaymentSchema } from '../../../lib/validation/course-ledger';
import { requireAdmin, requireConfirmedDetails, requireDesk, requirePatient, requireRole } from '../../identity';
import { ROLES } from '../../kernel/session';
import { seatCancelSchema } from '../../../lib/validation/my-seats';
import type { AppEnv } from '../../kernel/app-env';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../kernel/after-commit';
import { clinicNow } from '../../kernel/clock';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { classSessionList, createClass, listClasses, updateClass } from './class-catalogue';
import { announceToSession } from './announce-session';
import { cancelClassSession } from './cancel-session';
import { addClassSessions, upcomingClassSessions } from './class-sessions';
import { sellDeskSeat } from './desk-seat';
import { classRoster, setCheckIn } from './session-roster';
import { holdSeat } from './hold-seat';
import { cancelSeat, patientSeats, seatCalendarFile, seatCancellationPreview } from './my-seats';
import { verifySeatPayment } from './seat-payment';

/** /v1/classes (staff, issue 48): the classes, their sessions and weekly series. A class is never deleted: PUT status false. */
export const classesRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => c.json(await listClasses(c.var.db)))
  .post('/', validate('json', classSchema), async (c) => c.json(await createClass(c.var.db, c.req.valid('json')), 201))
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const [found] = await listClasses(c.var.db, c.req.valid('param').id);
    if (!found) throw notFound('Class');
    return c.json(found);
  })
  .put('/:id', validate('param', idParamSchema), validate('json', classSchema), async (c) => {
    // A capacity raised offers its seats to the lines at once (docs/decisions/053).
    const updated = await updateClass(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.deps.providers.notifications);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(updated);
  })
  // The sessions not yet ended, with the seats taken.
  .get('/:id/sessions', validate('param', idParamSchema), async (c) => c.json(await classSessionList(c.var.db, c.req.valid('param').id, clinicNow())))
  .post('/:id/sessions', validate('param', idParamSchema), validate('json', classSessionsSchema), async (c) => {
    const added = await addClassSessions(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('param').id, c.req.valid('json'));
    return c.json(added, 201);
  });

/**
 * /v1/class-sessions: anyone reads the sessions to come with the seats left (no personal data, so
 * a shared cache may keep it a minute); staff cancel a session and read its roster.
 */
export const classSessionsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await upcomingClassSessions(c.var.db));
  })
  // Cancelling refunds every paid seat once and tells each patient; the refunds and messages go out after commit.
  .post('/:id/cancel', requireAdmin, validate('param', idParamSchema), async (c) => {
    const cancelled = await cancelClassSession(c.var.db, c.var.deps.providers.notifications, c.var.auth!, c.req.valid('param').id);
    await runAfterCommit(c, cancelled.afterCommit);
    return c.json(cancelled.answer);
  })
  .get('/:id/roster', requireDesk, validate('param', idParamSchema), async (c) => c.json(await classRoster(c.var.db, c.req.valid('param').id)))
  // Check-in at the door, on the session's day; DELETE undoes it. Both answer the roster.
  .post('/:id/seats/:seatId/check-in', requireDesk, validate('param', sessionSeatParamSchema), async (c) => {
    const { id, seatId } = c.req.valid('param');
    return c.json(await setCheckIn(c.var.db, c.var.auth!, id, seatId, true));
  })
  .delete('/:id/seats/:seatId/check-in', requireDesk, validate('param', sessionSeatParamSchema), async (c) => {
    const { id, seatId } = c.req.valid('param');
    return c.json(await setCheckIn(c.var.db, c.var.auth!, id, seatId, false));
  })
  .post('/:id/desk-seat', requireDesk, validate('param', idParamSchema), validate('json', deskSeatSchema), async (c) => {
    const sold = await sellDeskSeat(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('param').id, c.req.valid('json'));
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(sold, 201);
  })
  .post('/:id/announcement', requireAdmin, validate('param', idParamSchema), validate('json', announcementSchema), async (c) => {
    const sent = await announceToSession(
      c.var.db,
      c.var.deps.providers.notifications,
      c.var.auth!,
      c.req.valid('param').id,
      c.req.valid('json').text,
    );
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(sent, 201);
  });

/** /v1/class-seats: a verified patient takes a seat and pays for it through the appointment's checkout provider. */
export const classSeatsRoutes = new Hono<AppEnv>()
  // The patient's own seats and each one's calendar file; any login may ask for a file, only the
  // seat's patient finds it (staff too get 404, as for a course's file).
  .get('/mine', requirePatient, async (c) => c.json(await patientSeats(c.var.db, c.var.auth!.id)))
  .get('/:id/calendar.ics', requireRole(...ROLES), validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const ics = await seatCalendarFile(c.var.db, id, c.var.auth!.id, c.var.deps.config.siteUrl);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="class-seat-${id}.ics"`);
    return c.body(ics);
  })
  .get('/:id/cancellation', requirePatient, validate('param', idParamSchema), async (c) =>
    c.json(await seatCancellationPreview(c.var.db, c.var.auth!.id, c.req.valid('param').id)),
  )
  .post('/:id/cancel', requirePatient, validate('param', idParamSchema), validate('json', seatCancelSchema), async (c) => {
    const cancelled = await cancelSeat(
      c.var.db,
      c.var.deps.providers.notifications,
      c.var.auth!.id,
      c.req.valid('param').id,
      c.req.valid('json').refundPaise,
    );
    await runAfterCommit(c, cancelled.afterCommit);
    return c.json(cancelled.answer);
  })
  .use(requirePatient, requireConfirmedDetails)
  // 201 for a new seat; 200 when the caller's own live hold of it is answered again.
  .post('/', validate('json', seatHoldSchema), async (c) => {
    const held = await holdSeat(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('json'));
    return c.json(held.answer, held.isNew ? 201 : 200);
  })
  // 201 when this call settled the order; 200 when it was settled already (a replay, or the webhook first).
  .post('/:id/verify-payment', validate('param', idParamSchema), validate('json', courseVerifyPaymentSchema), async (c) => {
    const verified = await verifySeatPayment(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('param').id, c.req.valid('json'));
    await runAfterCommit(c, verified.afterCommit);
    if ('error' in verified) throw verified.error;
    return c.json(verified.answer, verified.isNew ? 201 : 200);
  });

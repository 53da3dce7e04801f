import { Hono } from 'hono';
import { idParamSchema } from '../../../../lib/validation/common';
import {
  consultationWaitlistJoinSchema,
  doctorDayQuerySchema,
  fullDoctorDaysQuerySchema,
  waitlistClaimSchema,
  waitlistJoinSchema,
  waitlistOfferNowSchema,
  waitlistOfferQuerySchema,
} from '../../../../lib/validation/waitlist';
import { requireConfirmedDetails, requireDesk, requirePatient } from '../../../identity';
import type { AppEnv } from '../../../kernel/app-env';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../../kernel/after-commit';
import { validate } from '../../../kernel/validate';
import { claimWaitlistOffer, waitlistOfferOf } from './claim';
import { joinWaitlist, leaveWaitlist, myWaitlist, offerNow, sessionWaitlist } from './line';
import { removeFromLine, waitlistLines } from './staff';
import {
  doctorDayLine,
  fullDoctorDays,
  joinConsultationLine,
  leaveConsultationLine,
  myConsultationPlaces,
  offerSlotNow,
} from '../../consultation-waitlist/line';

/**
 * /v1/waitlist (issue 48, docs/decisions/050): a verified patient's place in a full class
 * session's line, and the claim of a freed seat offered to them. The offer's page reads the offer
 * by its token alone (nothing personal in it); claiming needs the offer's own patient signed in.
 * /v1/waitlist/consultations: a doctor's full day (docs/decisions/053), the same offers and claim.
 */
export const waitlistRoutes = new Hono<AppEnv>()
  .get('/offer', validate('query', waitlistOfferQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await waitlistOfferOf(c.var.db, c.req.valid('query').token));
  })
  .get('/mine', requirePatient, async (c) => c.json(await myWaitlist(c.var.db, c.var.auth!.id)))
  // The doctors whose day is full for a service (public: the wizard offers their lines).
  .get('/consultations/full', validate('query', fullDoctorDaysQuerySchema), async (c) => {
    const { serviceId, date } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await fullDoctorDays(c.var.db, serviceId, date));
  })
  .get('/consultations/mine', requirePatient, async (c) => c.json(await myConsultationPlaces(c.var.db, c.var.auth!.id)))
  // The desk's view of a doctor-day's line and "Offer now".
  .get('/consultations', requireDesk, validate('query', doctorDayQuerySchema), async (c) =>
    c.json(await doctorDayLine(c.var.db, c.req.valid('query'))),
  )
  .post('/consultations/offer', requireDesk, validate('json', doctorDayQuerySchema), async (c) => {
    const line = await offerSlotNow(c.var.db, c.var.deps.providers.notifications, c.var.auth!, c.req.valid('json'));
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(line);
  })
  // The desk's Waitlist screen: today's and upcoming lines; and taking a place out of its line.
  .get('/lines', requireDesk, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await waitlistLines(c.var.db));
  })
  .delete('/entries/:id', requireDesk, validate('param', idParamSchema), async (c) => {
    const removed = await removeFromLine(c.var.db, c.var.deps.providers.notifications, c.req.valid('param').id);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(removed);
  })
  .delete('/:id', requirePatient, validate('param', idParamSchema), async (c) => {
    const { notifications } = c.var.deps.providers;
    const id = c.req.valid('param').id;
    const left =
      (await leaveConsultationLine(c.var.db, notifications, c.var.auth!.id, id)) ??
      (await leaveWaitlist(c.var.db, notifications, c.var.auth!.id, id));
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(left);
  })
  .use(requirePatient, requireConfirmedDetails)
  .post('/', validate('json', waitlistJoinSchema), async (c) => {
    const joined = await joinWaitlist(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id, c.req.valid('json'));
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(joined, 201);
  })
  .post('/consultations', validate('json', consultationWaitlistJoinSchema), async (c) => {
    const joined = await joinConsultationLine(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id, c.req.valid('json'));
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(joined, 201);
  })
  .post('/claim', validate('json', waitlistClaimSchema), async (c) => {
    const claimed = await claimWaitlistOffer(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('json').token);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(claimed, 201);
  });

/** Staff's view of one class session's line and "Offer now" (mounted under /v1/class-sessions/:id). */
// Each route checks the role itself: a router's own .use would reach the public GET /v1/class-sessions too.
export const sessionWaitlistRoutes = new Hono<AppEnv>()
  .get('/:id/waitlist', requireDesk, validate('param', idParamSchema), async (c) => c.json(await sessionWaitlist(c.var.db, c.req.valid('param').id)))
  .post('/:id/waitlist/offer', requireDesk, validate('param', idParamSchema), validate('json', waitlistOfferNowSchema), async (c) => {
    const line = await offerNow(c.var.db, c.var.deps.providers.notifications, c.var.auth!, c.req.valid('param').id, c.req.valid('json').mode);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(line);
  });

import { Hono } from 'hono';
import { idParamSchema } from '../../../../lib/validation/common';
import { waitlistClaimSchema, waitlistJoinSchema, waitlistOfferNowSchema, waitlistOfferQuerySchema } from '../../../../lib/validation/waitlist';
import { requireAdmin, requireConfirmedDetails, requirePatient } from '../../../identity';
import type { AppEnv } from '../../../kernel/app-env';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../../kernel/after-commit';
import { validate } from '../../../kernel/validate';
import { claimWaitlistOffer, waitlistOfferOf } from './claim';
import { joinWaitlist, leaveWaitlist, myWaitlist, offerNow, sessionWaitlist } from './line';

/**
 * /v1/waitlist (issue 48, docs/decisions/050): a verified patient's place in a full class
 * session's line, and the claim of a freed seat offered to them. The offer's page reads the offer
 * by its token alone (nothing personal in it); claiming needs the offer's own patient signed in.
 */
export const waitlistRoutes = new Hono<AppEnv>()
  .get('/offer', validate('query', waitlistOfferQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await waitlistOfferOf(c.var.db, c.req.valid('query').token));
  })
  .get('/mine', requirePatient, async (c) => c.json(await myWaitlist(c.var.db, c.var.auth!.id)))
  .delete('/:id', requirePatient, validate('param', idParamSchema), async (c) => {
    const left = await leaveWaitlist(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id, c.req.valid('param').id);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(left);
  })
  .use(requirePatient, requireConfirmedDetails)
  .post('/', validate('json', waitlistJoinSchema), async (c) => {
    const joined = await joinWaitlist(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id, c.req.valid('json'));
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
  .get('/:id/waitlist', requireAdmin, validate('param', idParamSchema), async (c) => c.json(await sessionWaitlist(c.var.db, c.req.valid('param').id)))
  .post('/:id/waitlist/offer', requireAdmin, validate('param', idParamSchema), validate('json', waitlistOfferNowSchema), async (c) => {
    const line = await offerNow(c.var.db, c.var.deps.providers.notifications, c.var.auth!, c.req.valid('param').id, c.req.valid('json').mode);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(line);
  });

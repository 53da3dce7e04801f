import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import {
  dataRequestCreateSchema,
  dataRequestEraseSchema,
  dataRequestQuerySchema,
  dataRequestRefuseSchema,
} from '../../../lib/validation/data-requests';
import { runAfterCommit } from '../../kernel/after-commit';
import { requireAdmin, requirePatient } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { exportPersonalData } from './export-personal-data';
import { carryOutErasure, listDataRequests, myDataRequests, refuseDataRequest, requestErasure } from './data-requests';

/** The patient's own DPDP rights, under /v1/users/me (My appointments). */
export const myDataRequestsRoutes = new Hono<AppEnv>()
  // DPDP Act 2023: everything held about the patient, as one JSON file.
  .get('/me/export', requirePatient, async (c) => {
    c.header('Content-Disposition', 'attachment; filename="my-data.json"');
    return c.json(await exportPersonalData(c.var.db, c.var.auth!.id, c.var.deps.config.siteUrl));
  })
  .get('/me/data-requests', requirePatient, async (c) => c.json(await myDataRequests(c.var.db, c.var.auth!.id)))
  .post('/me/data-requests', requirePatient, validate('json', dataRequestCreateSchema), async (c) => {
    const { request, created } = await requestErasure(c.var.db, c.var.auth!.id);
    return c.json(request, created ? 201 : 200);
  });

/** The admin Data requests screen: the list with deadlines, carrying an erasure out, refusing one. */
export const dataRequestsRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', dataRequestQuerySchema), async (c) => c.json(await listDataRequests(c.var.db, c.req.valid('query'))))
  .post('/:id/erase', requireAdmin, validate('param', idParamSchema), validate('json', dataRequestEraseSchema), async (c) => {
    const { notifications } = c.var.deps.providers;
    const { request, afterCommit } = await carryOutErasure(c.var.db, notifications, c.req.valid('param').id, c.var.auth!.id, c.req.valid('json'));
    await runAfterCommit(c, afterCommit);
    return c.json(request);
  })
  .post('/:id/refuse', requireAdmin, validate('param', idParamSchema), validate('json', dataRequestRefuseSchema), async (c) =>
    c.json(await refuseDataRequest(c.var.db, c.req.valid('param').id, c.var.auth!.id, c.req.valid('json').reason)),
  );

import { Hono } from 'hono';
import * as z from 'zod';
import { timeSlotListQuerySchema } from '../../../lib/validation/admin-list';
import { availableSlotsQuerySchema, slotAvailabilityQuerySchema } from '../../../lib/validation/booking';
import { idParamSchema } from '../../../lib/validation/common';
import { timeSlotGenerationSchema } from '../../../lib/validation/time-slot-generation';
import { requireAdmin } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { availableSlots, slotAvailability } from './available-slots';
import { deleteTimeSlot } from './delete-time-slot';
import { generateTimeSlots } from './generate-time-slots';
import { listTimeSlots, setTimeSlotStatus } from './staff-time-slots';

const slotStatusSchema = z.object({ status: z.boolean({ error: 'Status must be true or false' }) });

/** /v1/time-slots, one router: what patients may book (SPEC §7 /available, and a month's counts) and staff's slot management. */
export const timeSlotsRoutes = new Hono<AppEnv>()
  .get('/available', validate('query', availableSlotsQuerySchema), async (c) => {
    const patientId = c.var.auth?.role === 'patient' ? c.var.auth.id : undefined;
    return c.json(await availableSlots(c.var.db, { ...c.req.valid('query'), patientId }));
  })
  .get('/availability', validate('query', slotAvailabilityQuerySchema), async (c) => {
    const patientId = c.var.auth?.role === 'patient' ? c.var.auth.id : undefined;
    return c.json(await slotAvailability(c.var.db, { ...c.req.valid('query'), patientId }));
  })
  .get('/', requireAdmin, validate('query', timeSlotListQuerySchema), async (c) => c.json(await listTimeSlots(c, c.req.valid('query'))))
  .post('/generate', requireAdmin, validate('json', timeSlotGenerationSchema), async (c) =>
    c.json(await generateTimeSlots(c.var.db, c.req.valid('json'), clinicNow()), 201),
  )
  .put('/:id/status', requireAdmin, validate('param', idParamSchema), validate('json', slotStatusSchema), async (c) =>
    c.json(await setTimeSlotStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status)),
  )
  .delete('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    await deleteTimeSlot(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });

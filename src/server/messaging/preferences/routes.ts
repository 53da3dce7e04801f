import { Hono } from 'hono';
import { messagePreferencesSchema } from '../../../lib/validation/message-preferences';
import { requirePatient } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { messagePreferences, setMessagePreferences } from './message-preferences';

/** /v1/users/me/message-preferences: the channel of the patient's messages and whether reminders go out (issue 28). */
export const messagePreferencesRoutes = new Hono<AppEnv>()
  .get('/me/message-preferences', requirePatient, async (c) =>
    c.json(await messagePreferences(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id)),
  )
  .put('/me/message-preferences', requirePatient, validate('json', messagePreferencesSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    return c.json(await setMessagePreferences(c.var.db, c.var.deps.providers.notifications, c.var.auth!.id, c.req.valid('json'), clientIp));
  });

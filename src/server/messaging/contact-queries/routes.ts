import { Hono, type Context } from 'hono';
import { contactQueryListQuerySchema } from '../../../lib/validation/admin-list';
import { idParamSchema } from '../../../lib/validation/common';
import { contactMessages } from '../../../lib/validation/contact-messages';
import { contactFormPostSchema, contactQueryCreateSchema, contactQueryStatusSchema } from '../../../lib/validation/contact-query';
import { runAfterCommit } from '../../kernel/after-commit';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { AppError } from '../../kernel/errors';
import { invalidRequest, validate } from '../../kernel/validate';
import { createContactQuery } from './create-contact-query';
import { contactQueryById, deleteContactQuery, listContactQueries, setContactQueryStatus } from './staff-contact-queries';

/**
 * Which of the form's messages (their keys in contactMessages) an outcome is shown as: the
 * server's own error when it is one of them (a rule, or the per-client limit), as the island shows it.
 */
const messageKeyOf = (err: unknown): keyof typeof contactMessages => {
  if (!(err instanceof AppError)) return 'failure';
  const [group, name = ''] = err.key.split('.');
  return group === 'contact' && name in contactMessages ? (name as keyof typeof contactMessages) : 'failure';
};

const isHtmlForm = (c: Context<AppEnv>) => c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false;

/** /v1/contact-queries, one router: the public form (SPEC §7) and staff's list, reads and status changes. */
export const contactQueriesRoutes = new Hono<AppEnv>()
  /**
   * The page's form before (or without) its island: a plain HTML post. The answer is a 303 back
   * to the page it came from, at the status line of its outcome (`#contact-status-<message key>`).
   */
  .post('/', async (c, next) => {
    if (!isHtmlForm(c)) return next();
    const form = contactFormPostSchema.safeParse(await c.req.parseBody());
    if (!form.success) return c.redirect('/contact#contact-status-failure', 303);
    const { page, query } = form.data;
    let outcome: keyof typeof contactMessages = 'success';
    try {
      const input = contactQueryCreateSchema.safeParse(query);
      if (!input.success) throw invalidRequest(input.error);
      const { afterCommit } = await createContactQuery(
        c.var.db,
        c.var.deps.providers.notifications,
        input.data,
        c.var.deps.clientIp(c.req.raw, c.env),
      );
      await runAfterCommit(c, afterCommit);
    } catch (err) {
      if (!(err instanceof AppError)) console.error('[contact] form post failed:', err);
      outcome = messageKeyOf(err);
    }
    return c.redirect(`${page}#contact-status-${outcome}`, 303);
  })
  .post('/', validate('json', contactQueryCreateSchema), async (c) => {
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    const { query, afterCommit } = await createContactQuery(c.var.db, c.var.deps.providers.notifications, c.req.valid('json'), clientIp);
    await runAfterCommit(c, afterCommit);
    return c.json(query, 201);
  })
  // Registered before /:id so that 'admin' is never read as an id.
  .get('/admin', requireAdmin, validate('query', contactQueryListQuerySchema), async (c) => c.json(await listContactQueries(c, c.req.valid('query'))))
  .get('/:id', requireAdmin, validate('param', idParamSchema), async (c) => c.json(await contactQueryById(c.var.db, c.req.valid('param').id)))
  .delete('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    await deleteContactQuery(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  // The list screen uses PUT and the detail screen PATCH (SPEC §7); both set the status alone.
  .put('/:id/status', requireAdmin, validate('param', idParamSchema), validate('json', contactQueryStatusSchema), async (c) =>
    c.json(await setContactQueryStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status)),
  )
  .patch('/:id/status', requireAdmin, validate('param', idParamSchema), validate('json', contactQueryStatusSchema), async (c) =>
    c.json(await setContactQueryStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status)),
  );

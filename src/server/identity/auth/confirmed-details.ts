import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { bookingServerMessages } from '../../../lib/validation/messages';
import type { AppEnv } from '../../kernel/app-env';
import { users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';

/**
 * After requirePatient on the routes that book or move an appointment: a number can be
 * registered by anyone before its owner verifies it, so until the owner has confirmed or
 * corrected the name and e-mail on file (PUT /v1/users/me) nothing is booked in those details
 * and nothing is sent to that e-mail. Answers 403 with code `details_unconfirmed`.
 */
export const requireConfirmedDetails = createMiddleware<AppEnv>(async (c, next) => {
  const [patient] = await c.var.db.select({ detailsConfirmedAt: users.detailsConfirmedAt }).from(users).where(eq(users.id, c.var.auth!.id));
  if (!patient?.detailsConfirmedAt) throw new AppError('details_unconfirmed', bookingServerMessages.detailsUnconfirmed);
  await next();
});

import * as z from 'zod';
import { line, numeric, TEXT_LIMITS } from './common';
import { serviceMessages as m } from './messages';
import { serviceModesSchema } from './booking';

/** Highest price a service may have, in rupees (keeps paise inside a 32-bit integer). */
export const MAX_SERVICE_PRICE = 1_000_000;

/** The lowest price a service may have, in rupees: a price must survive the conversion to paise. */
export const MIN_SERVICE_PRICE = 1;

/** SPEC §5 service form: a name, and a price in rupees from MIN_SERVICE_PRICE to MAX_SERVICE_PRICE. */
export const serviceSchema = z.object({
  name: line({ error: m.nameRequired }).min(1, m.nameRequired).max(TEXT_LIMITS.name, `Service name must be at most ${TEXT_LIMITS.name} characters`),
  price: numeric(z.number({ error: m.priceInvalid }).min(MIN_SERVICE_PRICE, m.priceInvalid).max(MAX_SERVICE_PRICE, m.priceInvalid)),
  status: z.boolean({ error: 'Status must be true or false' }).default(true),
  /** Beside SPEC's fields (issue 34): absent, a new service offers video and call and an edit keeps what it had. */
  modes: serviceModesSchema.optional(),
});

export type ServiceInput = z.infer<typeof serviceSchema>;

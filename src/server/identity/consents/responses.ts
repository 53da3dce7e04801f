import * as z from 'zod';
import { CONSENT_PURPOSES } from '../../../lib/validation/consent';

/** The teleconsultation consent recorded at booking (docs/decisions/024). */
export const consentResponse = z.strictObject({
  id: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  version: z.string(),
  granted_at: z.iso.datetime(),
  withdrawn_at: z.iso.datetime().nullable(),
  /** The address the consent came from. */
  client_address: z.string().nullable(),
});
export type Consent = z.infer<typeof consentResponse>;

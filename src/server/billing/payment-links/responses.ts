import * as z from 'zod';
import { NOTIFICATION_CHANNELS } from '../../../lib/domain/notifications';

/** A payment link staff sent for what a patient owes (a course, a visit's medicines), and where it went. */
export const sentPaymentLinkResponse = z.strictObject({
  /** The provider's link id (Razorpay's `plink_…`). */
  id: z.string(),
  url: z.string(),
  amountPaise: z.number().int(),
  expiresAt: z.iso.datetime(),
  /** The channels the link went out on to the patient; empty when they have none. */
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
});

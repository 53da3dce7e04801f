import * as z from 'zod';
import { line } from './common';

/**
 * DPDP Act 2023, the right to erasure (issue 30): what a patient asks for and how it ends. The
 * clinic carries a request out within DATA_REQUEST_DAYS; staff see the deadline on Data requests.
 */
export const DATA_REQUEST_KINDS = ['erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['open', 'completed', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
/** Days the clinic takes at most to carry a request out (the privacy policy promises 30). */
export const DATA_REQUEST_DAYS = 30;
/** Years clinical records are kept after the last consultation (the privacy policy's "How long"). */
export const CLINICAL_RECORD_YEARS = 3;
/** Years payment documents are kept after their financial year ends (Indian tax law). */
export const PAYMENT_RECORD_YEARS = 8;
/** Years the audit trail of an erased patient is kept at least, when no record it speaks of is kept longer (docs/decisions/032). */
export const AUDIT_TRAIL_MIN_YEARS = 1;

export const dataRequestMessages = {
  alreadyClosed: 'This request has already been closed.',
  reasonRequired: 'Give the reason the request is refused (at least 5 characters).',
  upcomingAppointment:
    'The patient has an upcoming paid appointment. Cancel it with its refund first, or choose to cancel and refund it in the same step.',
} as const;

/** POST /v1/users/me/data-requests: what the patient asks for. */
export const dataRequestCreateSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: 'kind must be erasure' }),
});

/**
 * POST /v1/data-requests/:id/erase (no body: erase only when nothing paid is still to come).
 * `cancel_upcoming`: staff cancel the patient's upcoming visits with a full refund in the same step.
 */
export const dataRequestEraseSchema = z.object({
  cancel_upcoming: z.boolean({ error: 'cancel_upcoming must be true or false' }).optional(),
});
export type DataRequestEraseRequest = z.infer<typeof dataRequestEraseSchema>;

/** POST /v1/data-requests/:id/refuse: why (the law lets the clinic refuse, e.g. an unverified request). */
export const dataRequestRefuseSchema = z.object({
  reason: line({ error: dataRequestMessages.reasonRequired }).trim().min(5, dataRequestMessages.reasonRequired).max(500),
});

/** GET /v1/data-requests: by status (open first by deadline). */
export const dataRequestQuerySchema = z.object({
  status: z.enum(DATA_REQUEST_STATUSES, { error: 'status must be open, completed or refused' }).optional(),
});

import {
  FULL_REFUND_MIN_HOURS,
  MAX_PATIENT_RESCHEDULES,
  PARTIAL_REFUND_PERCENT,
  RESCHEDULE_MIN_HOURS,
  SELF_SERVICE_CANCEL_MIN_HOURS,
} from '../lib/policy/appointment-policy';

/** The cancellation and refund policy in one sentence, built from the policy module's constants (never retyped). */
export const policyInOneSentence = () =>
  `Cancel at least ${FULL_REFUND_MIN_HOURS} hours before for a full refund, or ${SELF_SERVICE_CANCEL_MIN_HOURS}–${FULL_REFUND_MIN_HOURS} hours before for a ${PARTIAL_REFUND_PERCENT}% refund; move it up to ${RESCHEDULE_MIN_HOURS} hours before, at most ${MAX_PATIENT_RESCHEDULES} times.`;

/** Where the full policies live. */
export const policyPaths = {
  cancellationRefund: '/policies/cancellation-refund',
  privacy: '/policies/privacy',
  terms: '/policies/terms',
} as const;

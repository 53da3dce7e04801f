import type { Catalogue } from '../catalogue';
import {
  FULL_REFUND_MIN_HOURS,
  MAX_PATIENT_RESCHEDULES,
  PARTIAL_REFUND_PERCENT,
  RESCHEDULE_MIN_HOURS,
  SELF_SERVICE_CANCEL_MIN_HOURS,
} from '../../lib/policy/appointment-policy';

export const policySummary: Catalogue['policySummary'] = {
  policyInOneSentence: () =>
    `पूरी धनवापसी के लिए कम से कम ${FULL_REFUND_MIN_HOURS} घंटे पहले रद्द करें, या ${SELF_SERVICE_CANCEL_MIN_HOURS}–${FULL_REFUND_MIN_HOURS} घंटे पहले रद्द करने पर ${PARTIAL_REFUND_PERCENT}% धनवापसी मिलेगी; अपॉइंटमेंट का समय शुरू होने से ${RESCHEDULE_MIN_HOURS} घंटे पहले तक, अधिकतम ${MAX_PATIENT_RESCHEDULES} बार बदला जा सकता है।`,
  policyPaths: {
    cancellationRefund: '/policies/cancellation-refund',
    privacy: '/policies/privacy',
    terms: '/policies/terms',
  },
};

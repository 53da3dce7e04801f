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
    `પૂરા રિફંડ માટે ઓછામાં ઓછા ${FULL_REFUND_MIN_HOURS} કલાક પહેલાં રદ કરો, અથવા ${SELF_SERVICE_CANCEL_MIN_HOURS}–${FULL_REFUND_MIN_HOURS} કલાક પહેલાં રદ કરવાથી ${PARTIAL_REFUND_PERCENT}% રિફંડ મળશે; સમય ${RESCHEDULE_MIN_HOURS} કલાક પહેલાં સુધી, વધુમાં વધુ ${MAX_PATIENT_RESCHEDULES} વાર બદલી શકાય છે.`,
  policyPaths: {
    cancellationRefund: '/policies/cancellation-refund',
    privacy: '/policies/privacy',
    terms: '/policies/terms',
  },
};

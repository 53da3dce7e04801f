/** What a programme counts its weeks from (issue 49): the expected delivery date, or the enrolment day. */
export const PROGRAMME_ANCHORS = ['due_date', 'enrolment'] as const;
export type ProgrammeAnchor = (typeof PROGRAMME_ANCHORS)[number];

export const PROGRAMME_STATUSES = ['active', 'paused', 'ended'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

/** Why a programme ended: a pregnancy loss stops every message at once and for good. */
export const PROGRAMME_END_REASONS = ['completed', 'patient_request', 'clinic_decision', 'pregnancy_loss'] as const;
export type ProgrammeEndReason = (typeof PROGRAMME_END_REASONS)[number];

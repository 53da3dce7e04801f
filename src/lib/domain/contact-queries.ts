/** SPEC §4 contact query statuses; any of them may be set at any time. */
export const CONTACT_QUERY_STATUSES = ['pending', 'resolved', 'closed'] as const;
export type ContactQueryStatus = (typeof CONTACT_QUERY_STATUSES)[number];

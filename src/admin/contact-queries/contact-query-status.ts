import type { ContactQuery } from '../../lib/api/types';
import { CONTACT_QUERY_STATUSES, type ContactQueryStatus } from '../../lib/domain/contact-queries';
import type { BadgeTone } from '../components/StatusBadge';

/** SPEC §2 contact query status colours: pending warning, resolved success, closed error. */
const TONE: Record<ContactQueryStatus, BadgeTone> = { pending: 'warning', resolved: 'success', closed: 'error' };

/** SPEC §4: an unknown status displays as pending. */
export const displayedStatus = (status: string): ContactQueryStatus =>
  (CONTACT_QUERY_STATUSES as readonly string[]).includes(status) ? (status as ContactQueryStatus) : 'pending';

export const statusTone = (status: string): BadgeTone => TONE[displayedStatus(status)];

/** SPEC §2: the subject in the list is cut at 40 characters plus an ellipsis. */
export const SUBJECT_PREVIEW_LENGTH = 40;
export const subjectPreview = (subject: string): string =>
  subject.length > SUBJECT_PREVIEW_LENGTH ? `${subject.slice(0, SUBJECT_PREVIEW_LENGTH)}...` : subject;

/** The sender as the dialogs show it: name and e-mail. */
export const senderOf = (query: ContactQuery): string => `${query.name} (${query.email})`;

import type { AuditEvent } from '../../lib/api/types';
import type { AuditEntity } from '../../lib/validation/audit';
import { auditMessages as m } from '../../lib/validation/messages';
import { useDialogFetch } from '../components/useDialogFetch';

/** One record whose history to show, named as its screen names it. */
export interface HistoryRecord {
  entity: AuditEntity;
  id: number;
  name: string;
}

/** How many of a record's events the dialog shows; the Audit Log pages through the rest. */
export const HISTORY_LIMIT = 50;

/** The newest events of one record (null: none asked for), with how many there are in all. */
export function useAuditHistory(record: HistoryRecord | null) {
  const query = record && new URLSearchParams({ entity: record.entity, entity_id: String(record.id), limit: String(HISTORY_LIMIT), offset: '0' });
  const answer = useDialogFetch<AuditEvent[]>(query && `/v1/audit-events?${query}`, m.historyFailed);
  if (answer.status !== 'loaded') return answer;
  return { status: answer.status, events: answer.data, total: Number(answer.headers.get('X-Total-Count') ?? answer.data.length) };
}

import { useState } from 'react';
import { Link } from 'react-router';
import type { AuditEvent } from '../../lib/api/types';
import { auditMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { AuditChangeSummary } from './AuditChangeSummary';
import { AuditDetailsDialog } from './AuditDetailsDialog';
import { actionLabel, actorLabel, auditTime, roleLabel } from './audit-labels';
import { type HistoryRecord, useAuditHistory } from './useAuditHistory';
import './audit.css';

interface HistoryDialogProps {
  /** The record to show; null keeps the dialog closed. */
  record: HistoryRecord | null;
  onClose: () => void;
}

/** Who changed one record and how, newest first, each change openable in full. */
export function HistoryDialog({ record, onClose }: HistoryDialogProps) {
  const history = useAuditHistory(record);
  const [details, setDetails] = useState<AuditEvent | null>(null);

  return (
    <>
      <ConfirmDialog isOpen={record !== null} title={record ? `History of ${record.name}` : ''} cancelLabel="Close" onCancel={onClose} isWide>
        {history.status === 'loading' && <p>Loading...</p>}
        {history.status === 'failed' && <p role="alert">{m.historyFailed}</p>}
        {history.status === 'loaded' && history.events.length === 0 && <p>No changes recorded yet.</p>}
        {history.status === 'loaded' && history.events.length > 0 && (
          <ol className="admin-history">
            {history.events.map((event) => (
              <li key={event.id}>
                <p className="admin-history-head">
                  <strong>{actionLabel(event.action)}</strong> by {actorLabel(event)} ({roleLabel(event.actor_role)}),{' '}
                  <time dateTime={event.at}>{auditTime(event.at)}</time>
                </p>
                <AuditChangeSummary event={event} />
                <button type="button" className="button button-small button-quiet" onClick={() => setDetails(event)}>
                  Details<span className="visually-hidden"> of event {event.id}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
        {history.status === 'loaded' && record && history.total > history.events.length && (
          <p>
            Showing the newest {history.events.length} of {history.total} events.{' '}
            <Link to="/admin/audit-log" state={{ entity: record.entity, entity_id: record.id }}>
              See all in the Audit Log
            </Link>
          </p>
        )}
      </ConfirmDialog>
      <AuditDetailsDialog event={details} onClose={() => setDetails(null)} />
    </>
  );
}

import type { AuditEvent } from '../../lib/api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { actionLabel, actorLabel, auditTime, recordLabel, roleLabel } from './audit-labels';
import './audit.css';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <section className="admin-audit-json">
      <h3>{title}</h3>
      {value === null || value === undefined ? <p>Nothing recorded.</p> : <pre>{JSON.stringify(value, null, 2)}</pre>}
    </section>
  );
}

/** One event in full: who, what, when and from where, and the record before and after as JSON. */
export function AuditDetailsDialog({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  return (
    <ConfirmDialog isOpen={event !== null} title={event ? `Audit event ${event.id}` : ''} cancelLabel="Close" onCancel={onClose} isWide>
      {event && (
        <>
          <dl className="admin-details">
            <dt>When</dt>
            <dd>{auditTime(event.at)}</dd>
            <dt>Who</dt>
            <dd>{actorLabel(event)}</dd>
            <dt>Role</dt>
            <dd>{roleLabel(event.actor_role)}</dd>
            <dt>Action</dt>
            <dd>{actionLabel(event.action)}</dd>
            <dt>Record</dt>
            <dd>{recordLabel(event)}</dd>
            <dt>IP address</dt>
            <dd>{event.ip ?? 'N/A'}</dd>
          </dl>
          <div className="admin-audit-compare">
            <JsonBlock title="Before" value={event.before} />
            <JsonBlock title="After" value={event.after} />
          </div>
        </>
      )}
    </ConfirmDialog>
  );
}

import type { AuditEvent } from '../../lib/api/types';
import { changeKind, changeText, fieldChanges, isBookkeeping } from './audit-changes';

const SUMMARY_FIELDS = 3;

/** The first few fields an event changed, one a line; Details shows the whole record. */
export function AuditChangeSummary({ event }: { event: AuditEvent }) {
  const kind = changeKind(event);
  const changes = fieldChanges(event).filter((change) => !isBookkeeping(change));
  if (changes.length === 0) return <span className="admin-audit-none">No field changes</span>;
  const shown = changes.slice(0, SUMMARY_FIELDS);
  return (
    <ul className="admin-audit-changes">
      {shown.map((change) => (
        <li key={change.field}>{changeText(change, kind)}</li>
      ))}
      {changes.length > shown.length && <li className="admin-audit-more">and {changes.length - shown.length} more</li>}
    </ul>
  );
}

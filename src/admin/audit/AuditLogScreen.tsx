import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AuditEvent } from '../../lib/api/types';
import { type AuditFilter, auditFilterSchema } from '../../lib/validation/audit';
import { type CsvExport, DataTable } from '../components/DataTable';
import { AuditChangeSummary } from './AuditChangeSummary';
import { AuditDetailsDialog } from './AuditDetailsDialog';
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTERS } from './AuditFilters';
import { changesText } from './audit-changes';
import { actionLabel, actorLabel, auditTime, recordLabel, recordScreen, roleLabel } from './audit-labels';
import { useAuditLog } from './useAuditLog';
import './audit.css';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const AUDIT_CSV: CsvExport<AuditEvent> = {
  kind: 'audit_log_export',
  columns: ['id', 'at', 'actor_id', 'actor_name', 'actor_role', 'action', 'entity', 'entity_id', 'changes', 'before', 'after', 'ip'],
  toRow: (event) => ({ ...event, changes: changesText(event), before: json(event.before), after: json(event.after) }),
};

/** The filters another screen opened the log with (a record's History: its kind and id), if any. */
function filterFromState(state: unknown): AuditFilter {
  const parsed = auditFilterSchema.safeParse(state ?? {});
  return parsed.success ? parsed.data : {};
}

const asFormValues = (filter: AuditFilter): AuditFilterValues => ({
  ...NO_AUDIT_FILTERS,
  ...Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)])),
});

/** Who did what to which record, and when: every change staff, doctors, patients and jobs made. */
export function AuditLogScreen() {
  const state: unknown = useLocation().state;
  const [initialFilter] = useState(() => filterFromState(state));
  const log = useAuditLog(initialFilter);
  const [details, setDetails] = useState<AuditEvent | null>(null);
  // A new form on Reset: blank fields and no errors left over.
  const [form, setForm] = useState({ key: 0, initial: asFormValues(initialFilter) });

  const columns: ColumnDef<AuditEvent>[] = [
    { accessorKey: 'id', header: 'ID' },
    {
      accessorKey: 'at',
      header: 'When (IST)',
      cell: ({ row }) => (
        <time className="admin-audit-time" dateTime={row.original.at}>
          {auditTime(row.original.at)}
        </time>
      ),
    },
    { id: 'who', header: 'Who', cell: ({ row }) => actorLabel(row.original) },
    { accessorKey: 'actor_role', header: 'Role', cell: ({ row }) => roleLabel(row.original.actor_role) },
    { accessorKey: 'action', header: 'Action', cell: ({ row }) => actionLabel(row.original.action) },
    {
      accessorKey: 'entity',
      header: 'Record',
      cell: ({ row }) => {
        const event = row.original;
        const screen = recordScreen(event);
        return screen ? (
          <Link to={screen} state={{ id: event.entity_id }}>
            {recordLabel(event)}
          </Link>
        ) : (
          recordLabel(event)
        );
      },
    },
    {
      id: 'changes',
      header: 'Changes',
      cell: ({ row }) => (
        <div className="admin-audit-cell">
          <AuditChangeSummary event={row.original} />
          <button type="button" className="button button-small button-quiet" onClick={() => setDetails(row.original)}>
            Details<span className="visually-hidden"> of event {row.original.id}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="admin-page">
      <h1>Audit Log</h1>
      <AuditFilters
        key={form.key}
        initial={form.initial}
        onApply={log.setFilters}
        onReset={() => {
          setForm(({ key }) => ({ key: key + 1, initial: NO_AUDIT_FILTERS }));
          log.setFilters({});
        }}
      />
      {log.isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption="Audit log"
          columns={columns}
          data={log.rows}
          server={log.server}
          csv={AUDIT_CSV}
          emptyText="No events match these filters."
        />
      )}
      <AuditDetailsDialog event={details} onClose={() => setDetails(null)} />
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AuditEntity } from '../../lib/validation/audit';
import { HistoryDialog } from '../audit/HistoryDialog';
import type { HistoryRecord } from '../audit/useAuditHistory';
import { ConfirmDialog } from './ConfirmDialog';
import { type CsvExport, DataTable } from './DataTable';

interface NamedRecord {
  id: number;
  name: string;
}

/** What a list hook gives: the rows (useAdminList) and the delete confirmation (useDeleteConfirmation). */
export interface RecordList<Row> {
  rows: Row[];
  isLoading: boolean;
  pendingDelete: Row | null;
  askDelete: (row: Row) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
  isDeleting: boolean;
}

/** A list of records that are never deleted, only set inactive (therapists, rooms, therapies, course templates: sessions and courses name them). */
export type KeptRecordList<Row> = Pick<RecordList<Row>, 'rows' | 'isLoading'>;

const canDelete = <Row,>(list: RecordList<Row> | KeptRecordList<Row>): list is RecordList<Row> => 'askDelete' in list;

interface RecordListScreenProps<Row extends NamedRecord> {
  title: string;
  addLabel: string;
  /** The delete dialog's question (SPEC §2); only for a list whose records can be deleted. */
  confirmQuestion?: string;
  columns: ColumnDef<Row>[];
  csv: CsvExport<Row>;
  list: RecordList<Row> | KeptRecordList<Row>;
  /** The kind of record in the audit trail, for each row's History. */
  historyEntity: AuditEntity;
}

/**
 * The doctors, services and recipes screens: a table with Add and Export CSV, Edit (id in
 * navigation state), History and Delete with the 'Confirm Deletion' dialog on every row (no
 * Delete for a list of kept records: therapists, rooms, therapies, course templates).
 */
export function RecordListScreen<Row extends NamedRecord>({
  title,
  addLabel,
  confirmQuestion,
  columns,
  csv,
  list,
  historyEntity,
}: RecordListScreenProps<Row>) {
  const { rows, isLoading } = list;
  const deletion = canDelete(list) ? list : null;
  const [history, setHistory] = useState<HistoryRecord | null>(null);
  const withActions: ColumnDef<Row>[] = [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="admin-row-actions">
          <Link className="button button-small button-quiet" to="edit" state={{ id: row.original.id }} aria-label={`Edit ${row.original.name}`}>
            Edit
          </Link>
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => setHistory({ entity: historyEntity, id: row.original.id, name: row.original.name })}
            aria-label={`History of ${row.original.name}`}
          >
            History
          </button>
          {deletion && (
            <button
              type="button"
              className="button button-small button-danger"
              onClick={() => deletion.askDelete(row.original)}
              aria-label={`Delete ${row.original.name}`}
            >
              Delete
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="admin-page">
      <h1>{title}</h1>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption={title}
          columns={withActions}
          data={rows}
          csv={csv}
          toolbar={
            <Link className="button" to="create">
              {addLabel}
            </Link>
          }
        />
      )}
      {deletion && (
        <ConfirmDialog
          isOpen={deletion.pendingDelete !== null}
          title="Confirm Deletion"
          onConfirm={deletion.confirmDelete}
          onCancel={deletion.cancelDelete}
          isBusy={deletion.isDeleting}
        >
          <p>{confirmQuestion}</p>
          {deletion.pendingDelete && <p>{deletion.pendingDelete.name}</p>}
        </ConfirmDialog>
      )}
      <HistoryDialog record={history} onClose={() => setHistory(null)} />
    </section>
  );
}

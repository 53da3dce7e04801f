import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ContactQuery } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { type CsvExport, DataTable } from '../components/DataTable';
import { SelectField } from '../components/form-fields';
import { FilterBar } from '../components/list-filters';
import { CONTACT_QUERY_STATUSES } from '../../lib/domain/contact-queries';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { displayedStatus, senderOf, statusTone, subjectPreview } from './contact-query-status';
import { useContactQueries } from './useContactQueries';

/** SPEC §9 contact queries export: dates as ISO strings, blanks when missing. */
const CONTACT_QUERIES_CSV: CsvExport<ContactQuery> = {
  kind: 'contact_queries_export',
  columns: ['id', 'name', 'email', 'mobile', 'subject', 'message', 'status', 'createdAt', 'updatedAt'],
  toRow: (query) => ({ ...query }),
};

const STATUS_OPTIONS = CONTACT_QUERY_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** SPEC §2 'Manage Contact Queries'. */
export function ContactQueriesScreen() {
  const queries = useContactQueries();
  const { pendingDelete } = queries;

  const columns: ColumnDef<ContactQuery>[] = [
    { accessorKey: 'id', header: 'ID' },
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'email', header: 'Email' },
    {
      accessorKey: 'subject',
      header: 'Subject',
      cell: ({ row }) => <span title={row.original.subject}>{subjectPreview(row.original.subject)}</span>,
    },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <StatusBadge tone={statusTone(row.original.status)} hasIcon>
          {statusLabel(displayedStatus(row.original.status))}
        </StatusBadge>
      ),
    },
    {
      accessorKey: 'createdAt',
      header: 'Created',
      cell: ({ row }) => (row.original.createdAt ? formatDate(row.original.createdAt, 'padded') : 'N/A'),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const query = row.original;
        return (
          <div className="admin-row-actions">
            <Link className="button button-small button-quiet" to="view" state={{ id: query.id }} aria-label={`View query ${query.id}`}>
              View
            </Link>
            <button
              type="button"
              className="button button-small"
              onClick={() => queries.askStatusChange(query)}
              aria-label={`Change status of query ${query.id}`}
            >
              Change Status
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              onClick={() => queries.askDelete(query)}
              aria-label={`Delete query ${query.id}`}
            >
              Delete
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="admin-page">
      <h1>Manage Contact Queries</h1>
      <FilterBar label="Filter contact queries">
        <SelectField
          label="Status"
          name="status"
          value={queries.values.status}
          onChange={(status) => queries.setValues({ status })}
          options={STATUS_OPTIONS}
          placeholder="All statuses"
        />
      </FilterBar>
      {queries.isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable caption="Contact queries" columns={columns} data={queries.rows} csv={CONTACT_QUERIES_CSV} server={queries.server} />
      )}
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Confirm Deletion"
        isBusy={queries.isDeleting}
        onConfirm={queries.confirmDelete}
        onCancel={queries.cancelDelete}
      >
        <p>Are you sure you want to delete this contact query?</p>
        {pendingDelete && (
          <dl className="admin-details">
            <dt>ID</dt>
            <dd>{pendingDelete.id}</dd>
            <dt>From</dt>
            <dd>{senderOf(pendingDelete)}</dd>
            <dt>Subject</dt>
            <dd>{pendingDelete.subject}</dd>
          </dl>
        )}
      </ConfirmDialog>
      <ChangeStatusDialog
        query={queries.pendingStatusChange}
        isBusy={queries.isUpdatingStatus}
        onConfirm={queries.confirmStatusChange}
        onCancel={queries.cancelStatusChange}
      />
    </section>
  );
}

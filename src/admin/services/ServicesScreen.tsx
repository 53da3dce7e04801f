import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Service } from '../../lib/api/types';
import { formatRupees } from '../../lib/format/money';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { type CsvExport, DataTable } from '../components/DataTable';
import { ActiveBadge } from '../components/StatusBadge';
import { useServices } from './useServices';

const CSV: CsvExport<Service> = {
  kind: 'services_export',
  columns: ['id', 'name', 'price', 'status'],
  toRow: (service) => ({ ...service }),
};

export function ServicesScreen() {
  const { rows, isLoading, pendingDelete, askDelete, cancelDelete, confirmDelete, isDeleting } = useServices();

  const columns: ColumnDef<Service, unknown>[] = [
    { accessorKey: 'id', header: 'ID' },
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'price', header: 'Price', cell: (info) => formatRupees(info.row.original.price) },
    { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="admin-row-actions">
          <Link className="button button-small button-quiet" to="edit" state={{ id: row.original.id }} aria-label={`Edit ${row.original.name}`}>
            Edit
          </Link>
          <button type="button" className="button button-small button-danger" onClick={() => askDelete(row.original)} aria-label={`Delete ${row.original.name}`}>
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="admin-page">
      <h1>Services</h1>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption="Services"
          columns={columns}
          data={rows}
          csv={CSV}
          toolbar={
            <Link className="button" to="create">
              Add Service
            </Link>
          }
        />
      )}
      <ConfirmDialog isOpen={pendingDelete !== null} title="Confirm Deletion" onConfirm={confirmDelete} onCancel={cancelDelete} isBusy={isDeleting}>
        <p>Are you sure you want to delete this Service?</p>
        {pendingDelete && <p>{pendingDelete.name}</p>}
      </ConfirmDialog>
    </section>
  );
}

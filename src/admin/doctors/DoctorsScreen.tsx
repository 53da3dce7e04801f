import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Doctor } from '../../lib/api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { type CsvExport, DataTable } from '../components/DataTable';
import { ActiveBadge } from '../components/StatusBadge';
import { GENDER_LABELS } from './doctor-options';
import { useDoctors } from './useDoctors';

const CSV: CsvExport<Doctor> = {
  kind: 'doctors_export',
  columns: ['id', 'name', 'specialization', 'email', 'mobile', 'gender', 'status'],
  toRow: (doctor) => ({ ...doctor }),
};

export function DoctorsScreen() {
  const { rows, isLoading, pendingDelete, askDelete, cancelDelete, confirmDelete, isDeleting } = useDoctors();

  const columns: ColumnDef<Doctor, unknown>[] = [
    { accessorKey: 'id', header: 'ID' },
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'specialization', header: 'Specialization' },
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'mobile', header: 'Mobile' },
    { accessorKey: 'gender', header: 'Gender', cell: (info) => GENDER_LABELS[info.row.original.gender] ?? 'N/A' },
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
      <h1>Doctors</h1>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption="Doctors"
          columns={columns}
          data={rows}
          csv={CSV}
          toolbar={
            <Link className="button" to="create">
              Add Doctor
            </Link>
          }
        />
      )}
      <ConfirmDialog isOpen={pendingDelete !== null} title="Confirm Deletion" onConfirm={confirmDelete} onCancel={cancelDelete} isBusy={isDeleting}>
        <p>Are you sure you want to delete this Doctor?</p>
        {pendingDelete && <p>{pendingDelete.name}</p>}
      </ConfirmDialog>
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Recipe } from '../../lib/api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { type CsvExport, DataTable } from '../components/DataTable';
import { ActiveBadge } from '../components/StatusBadge';
import { useRecipes } from './useRecipes';

/** SPEC §9 recipes export. */
const RECIPES_CSV: CsvExport<Recipe> = {
  kind: 'recipes_export',
  columns: ['id', 'name', 'status', 'createdAt', 'updatedAt'],
  toRow: (recipe) => ({ ...recipe }),
};

export function RecipesScreen() {
  const { rows, isLoading, pendingDelete, askDelete, cancelDelete, confirmDelete, isDeleting } = useRecipes();

  const columns: ColumnDef<Recipe, unknown>[] = [
    { accessorKey: 'id', header: 'ID' },
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.status} /> },
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
      <h1>Recipes</h1>
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption="Recipes"
          columns={columns}
          data={rows}
          csv={RECIPES_CSV}
          toolbar={
            <Link className="button" to="create">
              Add Recipe
            </Link>
          }
        />
      )}
      <ConfirmDialog isOpen={pendingDelete !== null} title="Confirm Deletion" onConfirm={confirmDelete} onCancel={cancelDelete} isBusy={isDeleting}>
        <p>Are you sure you want to delete this recipe? This action cannot be undone.</p>
        {pendingDelete && <p>{pendingDelete.name}</p>}
      </ConfirmDialog>
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import type { Recipe } from '../../lib/api/types';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useRecipes } from './useRecipes';

/** SPEC §9 recipes export. */
const RECIPES_CSV: CsvExport<Recipe> = {
  kind: 'recipes_export',
  columns: ['id', 'name', 'status', 'createdAt', 'updatedAt'],
  toRow: (recipe) => ({ ...recipe }),
};

const COLUMNS: ColumnDef<Recipe>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.status} /> },
];

export function RecipesScreen() {
  return (
    <RecordListScreen
      title="Recipes"
      addLabel="Add Recipe"
      confirmQuestion="Are you sure you want to delete this recipe? This action cannot be undone."
      columns={COLUMNS}
      csv={RECIPES_CSV}
      historyEntity="recipe"
      list={useRecipes()}
    />
  );
}

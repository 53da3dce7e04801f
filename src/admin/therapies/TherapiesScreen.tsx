import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { Therapy } from '../../lib/api/types';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';
import { FITTING_LABELS } from './therapy-labels';

/** A row of the table: the English name is the one staff read (and the Edit button names). */
type TherapyRow = Omit<Therapy, 'name'> & { name: string; localName: Therapy['name'] };

const CSV: CsvExport<TherapyRow> = {
  kind: 'therapies_export',
  columns: ['id', 'name_en', 'name_hi', 'name_gu', 'minutes', 'therapists_needed', 'fitting', 'status'],
  toRow: (row) => ({
    id: row.id,
    name_en: row.localName.en,
    name_hi: row.localName.hi,
    name_gu: row.localName.gu,
    minutes: row.minutes,
    therapists_needed: row.therapistsNeeded,
    fitting: row.fitting ?? '',
    status: row.status,
  }),
};

const COLUMNS: ColumnDef<TherapyRow>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'minutes', header: 'Minutes' },
  { accessorKey: 'therapistsNeeded', header: 'Therapists needed' },
  { id: 'fitting', header: 'Room fitting', accessorFn: (row) => (row.fitting ? FITTING_LABELS[row.fitting] : 'Any room') },
  { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
];

/** The therapy catalogue (issue 47), inactive ones included: a therapy is set inactive, never deleted. */
export function TherapiesScreen() {
  const list = useAdminList<Therapy>('/v1/therapies', 'Failed to fetch therapies.');
  const rows = useMemo(() => list.rows.map((therapy) => ({ ...therapy, name: therapy.name.en, localName: therapy.name })), [list.rows]);
  return <RecordListScreen title="Therapies" addLabel="Add Therapy" columns={COLUMNS} csv={CSV} historyEntity="therapy" list={{ ...list, rows }} />;
}

import type { ColumnDef } from '@tanstack/react-table';
import type { Therapist, Therapy } from '../../lib/api/types';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';
import { GENDER_LABELS } from '../doctors/doctor-options';

/** A therapist with the names of the therapies they give, as the table shows and exports them. */
type TherapistRow = Therapist & { therapies: string };

const CSV: CsvExport<TherapistRow> = {
  kind: 'therapists_export',
  columns: ['id', 'name', 'email', 'gender', 'therapies', 'active'],
  toRow: ({ id, name, email, gender, therapies, active }) => ({ id, name, email, gender, therapies, active }),
};

const COLUMNS: ColumnDef<TherapistRow>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'gender', header: 'Gender', cell: (info) => GENDER_LABELS[info.row.original.gender] ?? 'N/A' },
  { accessorKey: 'therapies', header: 'Trained therapies', cell: (info) => info.row.original.therapies || 'None yet' },
  { accessorKey: 'active', header: 'Active', cell: (info) => <ActiveBadge isActive={info.row.original.active} /> },
];

/** The Panchakarma wing's therapists (issue 47). A therapist is set inactive, never deleted. */
export function TherapistsScreen() {
  const therapists = useAdminList<Therapist>('/v1/therapists', 'Failed to fetch therapists.');
  const therapies = useAdminList<Therapy>('/v1/therapies', 'Failed to fetch therapies.');
  const nameOf = new Map(therapies.rows.map((therapy) => [therapy.id, therapy.name.en]));
  const rows = therapists.rows.map((therapist) => ({
    ...therapist,
    therapies: therapist.therapyIds.map((id) => nameOf.get(id) ?? `#${id}`).join(', '),
  }));
  return (
    <RecordListScreen
      title="Therapists"
      addLabel="Add Therapist"
      columns={COLUMNS}
      csv={CSV}
      historyEntity="therapist"
      list={{ rows, isLoading: therapists.isLoading || therapies.isLoading }}
    />
  );
}

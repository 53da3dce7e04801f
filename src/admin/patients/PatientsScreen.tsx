import type { ColumnDef } from '@tanstack/react-table';
import type { Patient } from '../../lib/api/types';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { patientMessages as m } from '../../lib/validation/messages';
import { type CsvExport, DataTable } from '../components/DataTable';
import { ActiveBadge } from '../components/StatusBadge';
import { usePagedAdminList } from '../components/usePagedAdminList';

/** SPEC §9 patients export: every SPEC §3 patient field. */
const PATIENTS_CSV: CsvExport<Patient> = {
  kind: 'patients_export',
  columns: ['id', 'name', 'email', 'mobile', 'gender', 'role', 'status', 'firebase_uid', 'created_at', 'updated_at'],
  toRow: (p) => ({ ...p }),
};

const columns: ColumnDef<Patient, unknown>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'mobile', header: 'Mobile' },
  { accessorKey: 'gender', header: 'Gender' },
  { accessorKey: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.status} /> },
];

/** SPEC §2: a read-only table of patients with its export. */
export function PatientsScreen() {
  const { rows, isLoading, server } = usePagedAdminList<Patient>('/v1/users/patients', ADMIN_LIST_SORTS.patients, m.fetchFailed);
  return (
    <section className="admin-page">
      <h1>Patients</h1>
      {isLoading ? <p>Loading...</p> : <DataTable caption="Patients" columns={columns} data={rows} csv={PATIENTS_CSV} server={server} />}
    </section>
  );
}

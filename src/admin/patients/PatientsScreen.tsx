import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Patient } from '../../lib/api/types';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { patientMessages as m } from '../../lib/validation/messages';
import { type CsvExport, DataTable } from '../components/DataTable';
import { FilterBar, SearchFilter } from '../components/list-filters';
import { MobileLink } from '../components/MobileLink';
import { ActiveBadge } from '../components/StatusBadge';
import { useUrlFilteredList } from '../components/useUrlFilteredList';

/** SPEC §9 patients export: every SPEC §3 patient field. */
const PATIENTS_CSV: CsvExport<Patient> = {
  kind: 'patients_export',
  columns: ['id', 'name', 'email', 'mobile', 'gender', 'role', 'status', 'firebase_uid', 'created_at', 'updated_at'],
  toRow: (p) => ({ ...p }),
};

const columns: ColumnDef<Patient>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name', cell: ({ row }) => <Link to={`/admin/patients/${row.original.id}`}>{row.original.name}</Link> },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'mobile', header: 'Mobile', cell: ({ row }) => <MobileLink mobile={row.original.mobile} /> },
  { accessorKey: 'gender', header: 'Gender' },
  { accessorKey: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.status} /> },
];

const FILTER_KEYS = ['q'] as const;

/** SPEC §2: a read-only table of patients with its export, searched on the server by name or mobile. */
export function PatientsScreen() {
  const { rows, isLoading, server, values, setValues } = useUrlFilteredList<Patient, 'q'>(
    '/v1/users/patients',
    ADMIN_LIST_SORTS.patients,
    m.fetchFailed,
    FILTER_KEYS,
  );
  return (
    <section className="admin-page">
      <h1>Patients</h1>
      <FilterBar label="Search patients">
        <SearchFilter
          label="Search"
          hint="A name (the start of any word) or mobile digits"
          value={values.q}
          onSearch={(q) => setValues({ q }, { replace: true })}
        />
      </FilterBar>
      {isLoading ? <p>Loading...</p> : <DataTable caption="Patients" columns={columns} data={rows} csv={PATIENTS_CSV} server={server} />}
    </section>
  );
}

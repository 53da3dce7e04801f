import type { ColumnDef } from '@tanstack/react-table';
import type { Doctor } from '../../lib/api/types';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { MobileLink } from '../components/MobileLink';
import { ActiveBadge } from '../components/StatusBadge';
import { GENDER_LABELS } from './doctor-options';
import { useDoctors } from './useDoctors';

const CSV: CsvExport<Doctor> = {
  kind: 'doctors_export',
  columns: ['id', 'name', 'specialization', 'email', 'mobile', 'gender', 'status'],
  toRow: ({ id, name, specialization, email, mobile, gender, status }) => ({ id, name, specialization, email, mobile, gender, status }),
};

const COLUMNS: ColumnDef<Doctor>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'specialization', header: 'Specialization' },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'mobile', header: 'Mobile', cell: (info) => <MobileLink mobile={info.row.original.mobile} /> },
  { accessorKey: 'gender', header: 'Gender', cell: (info) => GENDER_LABELS[info.row.original.gender] ?? 'N/A' },
  { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
];

export function DoctorsScreen() {
  return (
    <RecordListScreen
      title="Doctors"
      addLabel="Add Doctor"
      confirmQuestion="Are you sure you want to delete this Doctor?"
      columns={COLUMNS}
      csv={CSV}
      historyEntity="doctor"
      list={useDoctors()}
    />
  );
}

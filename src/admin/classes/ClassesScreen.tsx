import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ClinicClass } from '../../lib/api/types';
import { formatPaise } from '../../lib/format/money';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';
import { SEAT_SALE_LABELS } from './ClassForm';

/** A row of the table: the English title is the one staff read (and the Edit button names). */
type ClassRow = ClinicClass & { name: string };

const CSV: CsvExport<ClassRow> = {
  kind: 'classes_export',
  columns: ['id', 'title_en', 'title_hi', 'title_gu', 'teacher', 'room', 'in_person_seats', 'online_seats', 'price', 'sells', 'status'],
  toRow: (row) => ({
    id: row.id,
    title_en: row.title.en,
    title_hi: row.title.hi,
    title_gu: row.title.gu,
    teacher: row.teacher.name,
    room: row.room?.name ?? '',
    in_person_seats: row.inPersonSeats,
    online_seats: row.onlineSeats,
    price: row.pricePaise / 100,
    sells: row.seatSale,
    status: row.status,
  }),
};

const COLUMNS: ColumnDef<ClassRow>[] = [
  { accessorKey: 'name', header: 'Title' },
  { id: 'teacher', header: 'Teacher', accessorFn: (row) => row.teacher.name },
  { id: 'room', header: 'Room', accessorFn: (row) => row.room?.name ?? 'Online only' },
  { id: 'seats', header: 'Seats (in person / online)', accessorFn: (row) => `${row.inPersonSeats} / ${row.onlineSeats}` },
  {
    accessorKey: 'pricePaise',
    header: 'Price per seat',
    cell: (info) => (info.row.original.pricePaise === 0 ? 'Free' : formatPaise(info.row.original.pricePaise)),
  },
  { id: 'seatSale', header: 'Sells', accessorFn: (row) => SEAT_SALE_LABELS[row.seatSale] },
  { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
];

/** Classes and workshops (issue 48), inactive ones included: a class is taken off sale, never deleted. */
export function ClassesScreen() {
  const list = useAdminList<ClinicClass>('/v1/classes', 'Failed to fetch classes.');
  const rows = useMemo(() => list.rows.map((cls) => ({ ...cls, name: cls.title.en })), [list.rows]);
  return <RecordListScreen title="Classes" addLabel="Add Class" columns={COLUMNS} csv={CSV} historyEntity="class" list={{ ...list, rows }} />;
}

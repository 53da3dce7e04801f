import type { ColumnDef } from '@tanstack/react-table';
import type { Service } from '../../lib/api/types';
import { formatRupees } from '../../lib/format/money';
import { bookingCopy } from '../../content/booking';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useServices } from './useServices';

const CSV: CsvExport<Service> = {
  kind: 'services_export',
  columns: ['id', 'name', 'price', 'status'],
  toRow: ({ id, name, price, status }) => ({ id, name, price, status }),
};

const COLUMNS: ColumnDef<Service>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'price', header: 'Price', cell: (info) => formatRupees(info.row.original.price) },
  { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
  // Beyond SPEC (issue 34): how patients may book it.
  {
    id: 'modes',
    header: 'Offered as',
    enableSorting: false,
    cell: (info) => info.row.original.modes.map((mode) => bookingCopy.modes[mode].label).join(', '),
  },
];

export function ServicesScreen() {
  return (
    <RecordListScreen
      title="Services"
      addLabel="Add Service"
      confirmQuestion="Are you sure you want to delete this Service?"
      columns={COLUMNS}
      csv={CSV}
      historyEntity="service"
      list={useServices()}
    />
  );
}

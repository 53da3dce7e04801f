import type { ColumnDef } from '@tanstack/react-table';
import type { Service } from '../../lib/api/types';
import { formatRupees } from '../../lib/format/money';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useServices } from './useServices';

const CSV: CsvExport<Service> = {
  kind: 'services_export',
  columns: ['id', 'name', 'price', 'status'],
  toRow: (service) => ({ ...service }),
};

const COLUMNS: ColumnDef<Service, unknown>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'price', header: 'Price', cell: (info) => formatRupees(info.row.original.price) },
  { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
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

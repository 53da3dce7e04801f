import type { ColumnDef } from '@tanstack/react-table';
import type { Room } from '../../lib/api/types';
import type { CsvExport } from '../components/DataTable';
import { RecordListScreen } from '../components/RecordListScreen';
import { ActiveBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';
import { FITTING_LABELS } from './room-options';

const fittingsOf = (room: Room) => room.fittings.map((fitting) => FITTING_LABELS[fitting]).join(', ');

const CSV: CsvExport<Room> = {
  kind: 'rooms_export',
  columns: ['id', 'name', 'fittings', 'status'],
  toRow: (room) => ({ id: room.id, name: room.name, fittings: fittingsOf(room), status: room.status }),
};

const COLUMNS: ColumnDef<Room>[] = [
  { accessorKey: 'name', header: 'Name' },
  { id: 'fittings', accessorFn: fittingsOf, header: 'Fittings', cell: (info) => fittingsOf(info.row.original) || 'None' },
  { accessorKey: 'status', header: 'Status', cell: (info) => <ActiveBadge isActive={info.row.original.status} /> },
];

/** The Panchakarma wing's therapy rooms (issue 47). A room is set inactive, never deleted. */
export function RoomsScreen() {
  return (
    <RecordListScreen
      title="Rooms"
      addLabel="Add Room"
      columns={COLUMNS}
      csv={CSV}
      historyEntity="room"
      list={useAdminList<Room>('/v1/rooms', 'Failed to fetch rooms.')}
    />
  );
}

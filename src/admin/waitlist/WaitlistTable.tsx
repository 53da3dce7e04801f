import type { ReactNode } from 'react';
import type { WaitlistEntryStatus } from '../../lib/domain/classes';
import { RemoveFromLine } from './RemoveFromLine';
import { STATE_LABELS } from './state-labels';

interface LineEntry {
  id: number;
  status: WaitlistEntryStatus;
  patient: { name: string; mobile: string | null };
}

export interface WaitlistColumn<Entry> {
  header: string;
  cell: (entry: Entry) => ReactNode;
  /** Shown after the State column rather than before it. */
  afterState?: boolean;
}

/**
 * A waitlist's line in order (a class session's or a doctor's day's, decisions 050 and 061): who,
 * their phone, the line's own columns, each place's state with its offer, and Remove while the
 * place is still waiting or offered.
 */
export function WaitlistTable<Entry extends LineEntry>({
  labelledBy,
  entries,
  columns,
  offerText,
  onRemoved,
}: {
  labelledBy: string;
  entries: Entry[];
  columns: WaitlistColumn<Entry>[];
  /** What follows "Offered" on an offered place: the time held and until when. */
  offerText: (entry: Entry) => string;
  onRemoved: () => void;
}) {
  const cells = (afterState: boolean) => columns.filter((column) => Boolean(column.afterState) === afterState);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table-cards admin-static-cards" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            {cells(false).map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
            <th scope="col">State</th>
            {cells(true).map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={entry.id}>
              <td data-label="#">{index + 1}</td>
              <td data-label="Name">{entry.patient.name}</td>
              <td data-label="Phone">{entry.patient.mobile ?? '—'}</td>
              {cells(false).map((column) => (
                <td data-label={column.header} key={column.header}>
                  {column.cell(entry)}
                </td>
              ))}
              <td data-label="State">
                {STATE_LABELS[entry.status]}
                {entry.status === 'offered' ? offerText(entry) : ''}
              </td>
              {cells(true).map((column) => (
                <td data-label={column.header} key={column.header}>
                  {column.cell(entry)}
                </td>
              ))}
              <td data-label="Actions">
                {(entry.status === 'waiting' || entry.status === 'offered') && (
                  <RemoveFromLine entryId={entry.id} name={entry.patient.name} onRemoved={onRemoved} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import {
  type ColumnDef,
  type SortingState,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useState } from 'react';
import type { CsvCell } from '../../lib/csv/csv';
import { downloadCsv } from './download-csv';

export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
const ID_COLUMN_WIDTH_PX = 80;
const MISSING = 'N/A';

export interface CsvExport<Row> {
  /** The file name's kind, e.g. 'doctors_export'. */
  kind: string;
  columns: readonly string[];
  toRow: (row: Row) => Record<string, CsvCell>;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  csv?: CsvExport<Row>;
  /** Buttons and links beside Export CSV (Add Doctor …). */
  toolbar?: ReactNode;
  emptyText?: string;
}

/** Plain values as text; missing ones (null, undefined, '') as N/A (SPEC §2). */
function renderValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return MISSING;
  return String(value);
}

/** The one admin table: sortable headers, striped rows, 10 rows a page by default, CSV export. */
export function DataTable<Row>({ caption, columns, data, csv, toolbar, emptyText = 'No records found.' }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    defaultColumn: { cell: (info) => renderValue(info.getValue()) },
    initialState: { pagination: { pageSize: PAGE_SIZES[0], pageIndex: 0 } },
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  // The page stays put when rows change (a toggle refetches the list), unless it no longer exists.
  useEffect(() => {
    if (pageIndex >= pageCount) table.setPageIndex(pageCount - 1);
  }, [pageIndex, pageCount, table]);

  return (
    <div className="admin-table-wrap">
      <div className="admin-toolbar">
        {toolbar}
        {csv && (
          <button type="button" className="button button-quiet" onClick={() => downloadCsv(csv.kind, csv.columns, data.map(csv.toRow))}>
            Export CSV
          </button>
        )}
      </div>
      <div className="admin-table-scroll">
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={header.column.id === 'id' ? { width: ID_COLUMN_WIDTH_PX } : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="admin-sort" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="admin-pagination">
        <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Previous
        </button>
        <span>
          Page {pageIndex + 1} of {pageCount}
        </span>
        <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Next
        </button>
        <label>
          Rows per page{' '}
          <select value={pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

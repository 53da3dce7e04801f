import {
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { type CsvCell, EXPORT_FAILED } from '../../lib/csv/csv';
import { downloadCsv } from './download-csv';

export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
const ID_COLUMN_WIDTH_PX = 80;
const MISSING = 'N/A';
/** A sortable header's arrow: which way it is sorted, or that it can be. */
const SORT_ARROWS = { asc: '▲', desc: '▼', none: '↕' } as const;

export interface CsvExport<Row> {
  /** The file name's kind, e.g. 'doctors_export'. */
  kind: string;
  columns: readonly string[];
  toRow: (row: Row) => Record<string, CsvCell>;
}

/**
 * A table whose rows are paged and sorted by the server (usePagedAdminList): `data` is the page
 * shown, `rowCount` the whole list's length, and the export loads every row.
 */
export interface ServerTable<Row> {
  /** The column ids the server sorts by; other columns' headers do not sort. */
  sortKeys: readonly string[];
  rowCount: number;
  isFetching: boolean;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  loadAll: () => Promise<Row[]>;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  columns: ColumnDef<Row>[];
  data: Row[];
  csv?: CsvExport<Row>;
  /** Buttons and links beside Export CSV (Add Doctor …). */
  toolbar?: ReactNode;
  emptyText?: string;
  /** Paged and sorted by the server; without it the table pages and sorts `data` itself. */
  server?: ServerTable<Row>;
  /** Tighter cells on a desktop, for a table with many columns. */
  dense?: boolean;
}

/** Plain values as text; missing ones (null, undefined, '') as N/A (SPEC §2). */
function renderValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return MISSING;
  return String(value);
}

const columnIdOf = <Row,>(column: ColumnDef<Row>) => column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');

/** The header text a phone's card shows beside each value (the column id when the header is not text). */
const labelOf = <Row,>(column: ColumnDef<Row>) => (typeof column.header === 'string' ? column.header : columnIdOf(column));

/**
 * The one admin table: sortable headers that show their order, striped rows, 10 rows a page by
 * default, CSV export. Under 640 px each row is a card of label: value pairs (admin.css).
 */
export function DataTable<Row>({ caption, columns, data, csv, toolbar, emptyText = 'No records found.', server, dense }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const [isExporting, setIsExporting] = useState(false);
  const sortKeys = server?.sortKeys;
  const sortableColumns = useMemo(
    () =>
      sortKeys
        ? columns.map((column) => ({ ...column, enableSorting: column.enableSorting !== false && sortKeys.includes(columnIdOf(column)) }))
        : columns,
    [columns, sortKeys],
  );
  const table = useReactTable({
    data,
    columns: sortableColumns,
    state: server ? { sorting: server.sorting, pagination: server.pagination } : { sorting, pagination },
    onSortingChange: server?.onSortingChange ?? setSorting,
    onPaginationChange: server?.onPaginationChange ?? setPagination,
    manualSorting: server !== undefined,
    manualPagination: server !== undefined,
    rowCount: server?.rowCount,
    defaultColumn: { cell: (info) => renderValue(info.getValue()) },
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  const rowCount = server ? server.rowCount : data.length;
  const firstRow = pageIndex * pageSize + 1;
  const lastRow = Math.min((pageIndex + 1) * pageSize, rowCount);
  // The page stays put when rows change (a toggle refetches the list), unless it no longer exists.
  useEffect(() => {
    if (pageIndex >= pageCount) table.setPageIndex(pageCount - 1);
  }, [pageIndex, pageCount, table]);

  async function exportCsv() {
    if (!csv) return;
    setIsExporting(true);
    try {
      const rows = server ? await server.loadAll() : data;
      downloadCsv(csv.kind, csv.columns, rows.map(csv.toRow));
    } catch (err) {
      console.error(EXPORT_FAILED, err);
      toast.error(EXPORT_FAILED);
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="admin-table-wrap">
      <div className="admin-toolbar">
        {toolbar}
        {csv && (
          <button type="button" className="button button-quiet" onClick={() => void exportCsv()} disabled={isExporting} aria-busy={isExporting}>
            Export CSV
          </button>
        )}
      </div>
      <div className="admin-table-scroll">
        <table className={`admin-table admin-table-cards${dense ? ' admin-table-dense' : ''}`} aria-busy={server?.isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={header.column.id === 'id' ? { width: ID_COLUMN_WIDTH_PX } : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="admin-sort"
                          data-sorted={sorted || undefined}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span className="admin-sort-arrow" aria-hidden="true">
                            {SORT_ARROWS[sorted || 'none']}
                          </span>
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
                  <td key={cell.id} data-label={labelOf(cell.column.columnDef)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {table.getRowModel().rows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="admin-pagination" aria-label={`${caption} pages`}>
        <p className="admin-range" aria-live="polite">
          {rowCount === 0 ? '0 of 0' : `${firstRow}–${lastRow} of ${rowCount}`}
        </p>
        <label className="admin-page-size">
          Rows per page{' '}
          <select value={pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-pager">
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </button>
          <span>
            Page {pageIndex + 1} of {pageCount}
          </span>
          <button type="button" className="button button-small button-quiet" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Next
          </button>
        </div>
      </nav>
    </div>
  );
}

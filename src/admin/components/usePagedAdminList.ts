import { type PaginationState, type SortingState, functionalUpdate } from '@tanstack/react-table';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { adminApi, adminApiFetch } from '../session/session-store';
import { PAGE_SIZES, type ServerTable } from './DataTable';
import { reportListFailure } from './useAdminList';

/** Query parameters that narrow the list (?status=…); undefined ones are left out. */
export type ListFilters = Record<string, string | number | undefined>;

interface TableView {
  pagination: PaginationState;
  sorting: SortingState;
  filters: ListFilters;
}

const sameFilters = (a: ListFilters, b: ListFilters) => {
  const keys = Object.keys({ ...a, ...b });
  return keys.every((key) => a[key] === b[key]);
};

/** The table's sorting as ?sort=<column id>&order=asc|desc (the server's own sort keys). */
export const sortQuery = ([sort]: SortingState) => (sort ? { sort: sort.id, order: sort.desc ? 'desc' : 'asc' } : {});

/**
 * An admin list that grows without bound (appointments, patients, time slots, contact queries):
 * the server pages, sorts and counts it (?limit=&offset=&sort=&order=, X-Total-Count), so the
 * screen never loads it whole. `reload` refetches the page shown after a change (SPEC §7); the
 * CSV export still gets every row, in the order shown. `sortKeys` and `toastOptions` must be constants;
 * `initialFilters` is read once, then `setFilters` changes them (back to the first page);
 * useUrlFilteredList keeps them in the page's query string.
 */
export function usePagedAdminList<Row>(
  path: string,
  sortKeys: readonly string[],
  failureMessage: string,
  toastOptions?: ToastOptions,
  initialFilters: ListFilters = {},
) {
  const [view, setView] = useState<TableView>({ pagination: { pageIndex: 0, pageSize: PAGE_SIZES[0] }, sorting: [], filters: initialFilters });
  const [page, setPage] = useState<{ rows: Row[]; rowCount: number }>({ rows: [], rowCount: 0 });
  const [isLoading, setIsLoading] = useState(true);
  const [isFetching, setIsFetching] = useState(true);
  const latestRequest = useRef(0);

  const load = useCallback(
    async ({ pagination: { pageIndex, pageSize }, sorting, filters }: TableView) => {
      const request = ++latestRequest.current;
      const isLatest = () => request === latestRequest.current;
      setIsFetching(true);
      try {
        const query = { limit: pageSize, offset: pageIndex * pageSize, ...sortQuery(sorting), ...filters };
        const { data, headers } = await adminApiFetch<Row[]>(path, { query });
        // A slow answer for a page left behind must not replace the page asked for since.
        if (isLatest()) setPage({ rows: data, rowCount: Number(headers.get('X-Total-Count') ?? data.length) });
      } catch (err) {
        if (isLatest()) reportListFailure(failureMessage, err, toastOptions);
      } finally {
        if (isLatest()) {
          setIsFetching(false);
          setIsLoading(false);
        }
      }
    },
    [path, failureMessage, toastOptions],
  );

  useEffect(() => {
    void load(view);
  }, [load, view]);

  const reload = useCallback(() => load(view), [load, view]);

  const server: ServerTable<Row> = {
    sortKeys,
    rowCount: page.rowCount,
    isFetching,
    pagination: view.pagination,
    onPaginationChange: (update) => setView((current) => ({ ...current, pagination: functionalUpdate(update, current.pagination) })),
    sorting: view.sorting,
    // A new order starts from its first page.
    onSortingChange: (update) =>
      setView((current) => ({ ...current, sorting: functionalUpdate(update, current.sorting), pagination: { ...current.pagination, pageIndex: 0 } })),
    loadAll: () => adminApi<Row[]>(path, { query: { ...view.filters, ...sortQuery(view.sorting) } }),
  };

  // The same filters again (a screen syncing them from the URL) keep the page and load nothing.
  const setFilters = useCallback(
    (filters: ListFilters) =>
      setView((current) =>
        sameFilters(current.filters, filters) ? current : { ...current, filters, pagination: { ...current.pagination, pageIndex: 0 } },
      ),
    [],
  );

  return { rows: page.rows, isLoading, reload, server, filters: view.filters, setFilters };
}

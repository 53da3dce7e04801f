import { useEffect } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { type ListFilters, usePagedAdminList } from './usePagedAdminList';

export type FilterValues<Key extends string> = Record<Key, string>;

/**
 * A server-paged admin list whose filters live in the page's query string (?doctor_id=3&from=…),
 * so a reload, a shared link and Back show the same rows. A key missing from the URL takes its
 * default (Time Slots: from today); a key present but empty (?from=) was cleared on purpose.
 * `filterKeys`, `defaults` and `toastOptions` must be constants for the screen's day.
 */
export function useUrlFilteredList<Row, Key extends string>(
  path: string,
  sortKeys: readonly string[],
  failureMessage: string,
  filterKeys: readonly Key[],
  defaults: Partial<FilterValues<Key>> = {},
  toastOptions?: ToastOptions,
) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? defaults[key] ?? ''])) as FilterValues<Key>;
  const filters: ListFilters = Object.fromEntries(filterKeys.filter((key) => values[key] !== '').map((key) => [key, values[key]]));
  const list = usePagedAdminList<Row>(path, sortKeys, failureMessage, toastOptions, filters);

  const { setFilters } = list;
  const filtersKey = JSON.stringify(filters);
  useEffect(() => setFilters(JSON.parse(filtersKey) as ListFilters), [filtersKey, setFilters]);

  /**
   * Changes some filters: a new history entry, so Back returns to the rows seen before, or
   * (`replace`, a search as it is typed) the same entry.
   */
  const setValues = (changes: Partial<FilterValues<Key>>, { replace = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [Key, string][]) {
          if (value === (defaults[key] ?? '')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  return { ...list, values, setValues };
}

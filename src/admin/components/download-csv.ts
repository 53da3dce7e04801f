import toast from 'react-hot-toast';
import { saveFile } from './save-file';
import { type CsvCell, NO_DATA_TO_EXPORT, csvFileName, toCsv } from '../../lib/csv/csv';

/** Exports rows as a CSV download named kind plus an ISO timestamp (SPEC §9). */
export function downloadCsv(kind: string, columns: readonly string[], rows: readonly Record<string, CsvCell>[]) {
  if (rows.length === 0) {
    toast.error(NO_DATA_TO_EXPORT);
    return;
  }
  saveFile(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(kind, new Date()));
}

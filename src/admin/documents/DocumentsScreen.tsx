import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { PaymentDocumentListItem } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatRupees } from '../../lib/format/money';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../lib/time/clinic-time';
import { GSTR1_TABLES } from '../../lib/validation/payment-documents';
import { DataTable } from '../components/DataTable';
import { SelectField, TextField } from '../components/form-fields';
import { DateRangeFilter, FilterBar } from '../components/list-filters';
import { StatusBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';
import { saveFile } from '../components/save-file';
import { adminDownload } from '../session/session-store';

const KIND_OPTIONS = [
  { value: 'receipt', label: 'Receipts' },
  { value: 'credit_note', label: 'Credit notes' },
] as const;

/** Beyond SPEC (issue 30): every receipt and credit note, filtered, with its PDF and the accountant's CSV. */
export function DocumentsScreen() {
  const [filters, setFilters] = useState({ kind: '', q: '', from: '', to: '' });
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== '')).toString();
  const { rows, isLoading } = useAdminList<PaymentDocumentListItem>(`/v1/payment-documents${query ? `?${query}` : ''}`, 'Failed to fetch documents.');
  const [isExporting, setIsExporting] = useState(false);
  // The GSTR-1 helper's month: the last one, which is what the accountant files next.
  const [gstrMonth, setGstrMonth] = useState(() => indiaDateOf(new Date(Date.now() - 31 * 24 * 3600 * 1000)).slice(0, 7));

  async function exportCsv() {
    setIsExporting(true);
    try {
      saveFile(
        await adminDownload(`/v1/payment-documents/export.csv${query ? `?${query}` : ''}`),
        `documents_${filters.from || 'all'}_${filters.to || 'all'}.csv`,
      );
    } catch (err) {
      toast.error(errorMessage(err, 'Could not download the CSV. Please try again.'));
    } finally {
      setIsExporting(false);
    }
  }

  async function exportGstr1() {
    setIsExporting(true);
    try {
      // One file per table, each in the GST offline tool's own CSV layout.
      for (const table of GSTR1_TABLES) {
        saveFile(await adminDownload(`/v1/payment-documents/gstr1.csv?table=${table}&month=${gstrMonth}`), `gstr1_${gstrMonth}_${table}.csv`);
      }
    } catch (err) {
      toast.error(errorMessage(err, 'Could not download the GSTR-1 tables. Please try again.'));
    } finally {
      setIsExporting(false);
    }
  }

  const columns = useMemo<ColumnDef<PaymentDocumentListItem>[]>(() => {
    async function downloadPdf(document: PaymentDocumentListItem) {
      try {
        saveFile(await adminDownload(`/v1/payment-documents/${document.id}`), `${document.number.replaceAll('/', '-')}.pdf`);
      } catch (err) {
        toast.error(errorMessage(err, 'Could not download the document. Please try again.'));
      }
    }
    return [
      { accessorKey: 'number', header: 'Number' },
      {
        accessorKey: 'kind',
        header: 'Type',
        cell: ({ row }) => <StatusBadge tone={row.original.kind === 'receipt' ? 'success' : 'warning'}>{row.original.title}</StatusBadge>,
      },
      { accessorKey: 'issued_at', header: 'Date (IST)', cell: ({ row }) => formatDate(row.original.issued_at, 'short', CLINIC_TIME_ZONE) },
      { accessorKey: 'patient', header: 'Patient' },
      { accessorKey: 'service', header: 'Service' },
      { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => formatRupees(row.original.amount) },
      { accessorKey: 'method', header: 'Method' },
      { accessorKey: 'reference', header: 'Against receipt', enableSorting: false, cell: ({ row }) => row.original.reference ?? '—' },
      {
        id: 'pdf',
        header: 'PDF',
        enableSorting: false,
        cell: ({ row }) => (
          <button type="button" className="button button-small" onClick={() => void downloadPdf(row.original)}>
            Download<span className="visually-hidden"> {row.original.number}</span>
          </button>
        ),
      },
    ];
  }, []);

  return (
    <section className="admin-page">
      <h1>Documents</h1>
      <p className="admin-hint">
        Receipts of payments and credit notes of refunds, numbered per financial year. The CSV lists the documents only; the GSTR-1 tables (exempt
        supplies, SAC summary, documents issued) total a month as the dashboard's revenue does.
      </p>
      <FilterBar label="Filter documents">
        <SelectField
          label="Type"
          name="kind"
          value={filters.kind}
          placeholder="All documents"
          options={KIND_OPTIONS}
          onChange={(kind) => setFilters((f) => ({ ...f, kind }))}
        />
        <TextField label="Patient or number" name="q" value={filters.q} onChange={(q) => setFilters((f) => ({ ...f, q }))} />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => setFilters((f) => ({ ...f, ...range }))} />
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={isExporting} aria-busy={isExporting}>
          Download accountant CSV
        </button>
        <TextField label="GSTR-1 month" name="gstr_month" type="month" value={gstrMonth} onChange={setGstrMonth} />
        <button type="button" className="button" onClick={() => void exportGstr1()} disabled={isExporting || !gstrMonth} aria-busy={isExporting}>
          Download GSTR-1 tables (8, 12, 13)
        </button>
      </FilterBar>
      {isLoading ? <p>Loading...</p> : <DataTable caption="Documents" columns={columns} data={rows} />}
    </section>
  );
}

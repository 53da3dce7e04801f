import { useState } from 'react';
import type { LowStockReport, StockReport } from '../../lib/api/types';
import { formatPaise } from '../../lib/format/money';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { MEDICINE_FORM_LABELS } from '../../lib/validation/visit-record';
import { BackLink } from '../components/BackLink';
import { adminSaveFile } from '../session/session-store';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';

const REPORTS = [
  { key: 'stock', label: 'Stock on hand', path: '/v1/dispensary/reports/stock', file: 'stock-on-hand' },
  { key: 'near-90', label: 'Expiring within 90 days', path: '/v1/dispensary/reports/near-expiry?days=90', file: 'near-expiry-90-days' },
  { key: 'near-30', label: 'Expiring within 30 days', path: '/v1/dispensary/reports/near-expiry?days=30', file: 'near-expiry-30-days' },
  { key: 'low', label: 'Low stock', path: '/v1/dispensary/reports/low-stock', file: 'low-stock' },
] as const;

const csvPathOf = (path: string) => path.replace(/(stock|near-expiry|low-stock)(\?|$)/, '$1.csv$2');

function BatchTable({ rows, caption }: { rows: StockReport; caption: string }) {
  if (rows.length === 0) return <p className="admin-empty">No batches to show.</p>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table-cards admin-static-cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Medicine</th>
            <th scope="col">Batch</th>
            <th scope="col">Expires</th>
            <th scope="col">On hand</th>
            <th scope="col">Value at cost</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.medicineId}-${row.batchNumber}`}>
              <th scope="row">
                {row.medicineName} <span className="admin-hint">{MEDICINE_FORM_LABELS[row.form]}</span>
              </th>
              <td data-label="Batch">{row.batchNumber}</td>
              <td data-label="Expires">
                {row.expiryDate} <span className="admin-hint">({row.daysToExpiry <= 0 ? 'expired' : `${row.daysToExpiry} days`})</span>
              </td>
              <td data-label="On hand">{row.onHand}</td>
              <td data-label="Value at cost">{formatPaise(row.costPaise * row.onHand)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LowTable({ rows }: { rows: LowStockReport }) {
  if (rows.length === 0) return <p className="admin-empty">Every medicine is above its reorder level.</p>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table-cards admin-static-cards">
        <caption className="visually-hidden">Medicines at or below their reorder level</caption>
        <thead>
          <tr>
            <th scope="col">Medicine</th>
            <th scope="col">Usable</th>
            <th scope="col">Reorder level</th>
            <th scope="col">Short by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.medicineId}>
              <th scope="row">{row.medicineName}</th>
              <td data-label="Usable">{row.usable}</td>
              <td data-label="Reorder level">{row.reorderLevel}</td>
              <td data-label="Short by">{row.shortBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One report, loaded when shown (a new report starts from "Loading", never the last one's rows). */
function Report({ report }: { report: (typeof REPORTS)[number] }) {
  const { data, error, reload } = useLoaded<StockReport | LowStockReport>(report.path, 'The report could not be loaded. Please try again.');
  if (!data) return <LoadState error={error} onRetry={() => void reload()} />;
  return report.key === 'low' ? <LowTable rows={data as LowStockReport} /> : <BatchTable rows={data as StockReport} caption={report.label} />;
}

/** Issue 50 item 5: stock on hand, near expiry (90 and 30 days) and low stock, each downloadable as CSV. */
export function StockReportsScreen() {
  const [chosen, setChosen] = useState<(typeof REPORTS)[number]>(REPORTS[0]);
  return (
    <section className="admin-page dispensary-page">
      <BackLink to="/admin/dispensary/medicines">Medicines</BackLink>
      <div className="admin-page-heading">
        <h1>Stock reports</h1>
        <button
          type="button"
          className="button button-small"
          onClick={() => void adminSaveFile(csvPathOf(chosen.path), `${chosen.file}_${indiaDateOf(new Date())}.csv`)}
        >
          Download CSV
        </button>
      </div>
      <div className="dispensary-tabs" role="group" aria-label="Report">
        {REPORTS.map((report) => (
          <button
            key={report.key}
            type="button"
            className={`button button-small${report.key === chosen.key ? '' : ' button-secondary'}`}
            aria-pressed={report.key === chosen.key}
            onClick={() => setChosen(report)}
          >
            {report.label}
          </button>
        ))}
      </div>
      <Report key={chosen.key} report={chosen} />
    </section>
  );
}

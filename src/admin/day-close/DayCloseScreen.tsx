import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { DayCloseReport } from '../../lib/api/types';
import { formatDate, shortDateName } from '../../lib/format/date';
import { formatPaise, rupeesToPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { TextAreaField, TextField } from '../components/form-fields';
import { adminApi, adminSaveFile } from '../session/session-store';
import { differenceText } from './difference-text';

type Amounts = DayCloseReport['totals'];

const COLUMNS: { label: string; of: (row: Amounts) => string }[] = [
  { label: 'Cash', of: (row) => formatPaise(row.cashPaise) },
  { label: 'UPI', of: (row) => formatPaise(row.upiPaise) },
  { label: 'Card', of: (row) => formatPaise(row.cardPaise) },
  { label: 'Payment link', of: (row) => formatPaise(row.linkPaise) },
  { label: 'Payments', of: (row) => String(row.paymentsCount) },
  { label: 'Refunds given', of: (row) => formatPaise(row.refundsPaise) },
  { label: 'Cash refunds', of: (row) => formatPaise(row.cashRefundsPaise) },
];

function Figures({ report }: { report: DayCloseReport }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table-cards admin-static-cards day-close-table">
        <caption>Money taken and given back on {shortDateName(report.date)}, per staff member and method</caption>
        <thead>
          <tr>
            <th scope="col">Staff member</th>
            {COLUMNS.map((column) => (
              <th scope="col" key={column.label}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length + 1}>No payments taken or refunds given on this day.</td>
            </tr>
          ) : (
            report.rows.map((row) => (
              <tr key={row.staffId ?? 'unknown'}>
                <th scope="row">{row.staffName}</th>
                {COLUMNS.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.of(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {COLUMNS.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.of(report.totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function RecordedClose({ close }: { close: NonNullable<DayCloseReport['close']> }) {
  return (
    <section className="day-close-recorded" aria-labelledby="day-close-recorded">
      <h2 id="day-close-recorded">Day closed</h2>
      <dl className="admin-details">
        <dt>Expected cash</dt>
        <dd>{formatPaise(close.expectedCashPaise)}</dd>
        <dt>Counted cash</dt>
        <dd>{formatPaise(close.countedCashPaise)}</dd>
        <dt>Difference</dt>
        <dd data-testid="day-close-difference">{differenceText(close.differencePaise)}</dd>
        {close.note && (
          <>
            <dt>Note</dt>
            <dd>{close.note}</dd>
          </>
        )}
        <dt>Closed by</dt>
        <dd>
          {close.closedBy.name ?? 'Staff no longer on file'}, {formatDate(close.closedAt, 'short', CLINIC_TIME_ZONE)} IST
        </dd>
      </dl>
    </section>
  );
}

function CloseForm({ report, onClosed }: { report: DayCloseReport; onClosed: (report: DayCloseReport) => void }) {
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const rupees = Number(counted);
    if (counted.trim() === '' || !Number.isFinite(rupees) || rupees < 0) {
      setError('Give the cash counted in the drawer, in rupees (0 or more)');
      return;
    }
    setError(undefined);
    setIsSaving(true);
    try {
      const closed = await adminApi<DayCloseReport>('/v1/day-close', {
        method: 'POST',
        body: { date: report.date, countedCashPaise: rupeesToPaise(rupees), note },
      });
      toast.success('Day closed');
      onClosed(closed);
    } catch (err) {
      toast.error(errorMessage(err, 'The day could not be closed. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="admin-form day-close-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="day-close-count">
      <h2 id="day-close-count">Count the drawer and close the day</h2>
      <TextField
        label="Counted cash (₹)"
        name="counted"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={counted}
        onChange={setCounted}
        error={error}
        required
      />
      <TextAreaField label="Note (optional)" name="note" rows={2} value={note} onChange={setNote} />
      <button type="submit" className="button" disabled={isSaving}>
        {isSaving ? 'Closing...' : 'Close the day'}
      </button>
    </form>
  );
}

/**
 * Issue 51 item 9: the day's cash closed. The IST day's payments per staff member and method,
 * refunds given, the cash the drawer should hold, then the count and its difference, recorded
 * once. Opens on today by the server's clock; prints as a plain page; downloads as CSV.
 */
export function DayCloseScreen() {
  const [date, setDate] = useState<string | null>(null);
  const [report, setReport] = useState<DayCloseReport | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async (day: string | null, signal?: AbortSignal) => {
    setLoadError(null);
    try {
      const answer = await adminApi<DayCloseReport>(`/v1/day-close${day ? `?date=${day}` : ''}`, { signal });
      setReport(answer);
      setDate(answer.date);
    } catch (err) {
      if (signal?.aborted) return;
      setLoadError(errorMessage(err, 'The day’s figures could not be loaded. Please try again.'));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section className="admin-page day-close-page">
      <div className="admin-page-heading">
        <h1>Day close{report && <span className="day-close-date">: {shortDateName(report.date)}</span>}</h1>
        <div className="day-close-actions">
          <button type="button" className="button button-small" disabled={!report} onClick={() => window.print()}>
            Print
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={!report}
            onClick={() => report && void adminSaveFile(`/v1/day-close/export.csv?date=${report.date}`, `day-close_${report.date}.csv`)}
          >
            Download CSV
          </button>
        </div>
      </div>
      <form
        className="day-close-day"
        onSubmit={(event) => {
          event.preventDefault();
          if (date) void load(date);
        }}
      >
        <TextField label="Day" name="date" type="date" value={date ?? ''} onChange={setDate} />
        <button type="submit" className="button button-small">
          Show
        </button>
      </form>
      {loadError ? (
        <p role="alert" className="admin-error">
          {loadError}{' '}
          <button type="button" className="button button-small" onClick={() => void load(date)}>
            Try again
          </button>
        </p>
      ) : !report ? (
        <p className="admin-loading">Loading...</p>
      ) : (
        <>
          <Figures report={report} />
          <p className="day-close-expected">
            Expected cash in the drawer:{' '}
            <strong data-testid="day-close-expected">{formatPaise(report.close?.expectedCashPaise ?? report.expectedCashPaise)}</strong>
          </p>
          <p className="admin-hint">
            Cash taken at the desk, less refunds of cash payments that staff gave on this day. UPI, card and payment-link money, and refunds of them,
            go through the bank, not the drawer.
          </p>
          {report.close ? <RecordedClose close={report.close} /> : <CloseForm report={report} onClosed={setReport} />}
        </>
      )}
    </section>
  );
}

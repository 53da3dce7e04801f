import { useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import type { StaffMedicineOrder } from '../../lib/api/types';
import { gstStateName } from '../../lib/domain/gst';
import { MEDICINE_ORDER_MOVES, MEDICINE_ORDER_MOVE_NAMES, type MedicineOrderMove, type MedicineOrderStatus } from '../../lib/domain/medicine-orders';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { adminApi, adminSaveFile } from '../session/session-store';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';

const STATUS: Record<MedicineOrderStatus, string> = {
  created: 'Unpaid',
  paid: 'Paid: to prepare',
  ready: 'Ready for collection',
  dispatched: 'Dispatched',
  collected: 'Collected',
  delivered: 'Delivered',
  cancelled: 'Cancelled, refunded',
  refunded: 'Refunded: stock was short',
};
const MOVE: Record<MedicineOrderMove, string> = {
  ready: 'Mark ready',
  collected: 'Mark collected',
  dispatched: 'Mark dispatched',
  delivered: 'Mark delivered',
  cancelled: 'Cancel and refund',
};

/** The moves this order may make now (the API refuses any other: 409). */
const movesOf = (order: StaffMedicineOrder) =>
  MEDICINE_ORDER_MOVE_NAMES.filter((name) => {
    const move = MEDICINE_ORDER_MOVES[name];
    return (move.from as readonly string[]).includes(order.status) && (move.fulfilment === null || move.fulfilment === order.fulfilment);
  });

/** One order's row: what, where to, its state and the next moves (a courier reference with a dispatch). */
function OrderRow({ order, onMoved }: { order: StaffMedicineOrder; onMoved: (order: StaffMedicineOrder) => void }) {
  const [courier, setCourier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function move(to: MedicineOrderMove) {
    if (to === 'cancelled' && !window.confirm(`Cancel order ${order.id} and refund ${formatPaise(order.amount_paise)} in full?`)) return;
    setIsBusy(true);
    setError(null);
    try {
      onMoved(
        await adminApi<StaffMedicineOrder>(`/v1/dispensary/orders/${order.id}/moves`, {
          method: 'POST',
          body: to === 'dispatched' ? { to, courierReference: courier } : { to },
        }),
      );
    } catch (err) {
      setError(errorMessage(err, 'The order could not be moved. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }
  const moves = movesOf(order);
  return (
    <tr>
      <th scope="row">
        {order.patient_name ?? 'Patient'}
        <br />
        <small>{order.patient_mobile}</small>
      </th>
      <td data-label="Medicines">{order.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</td>
      <td data-label="To">
        {order.address
          ? `${order.address.lines}, ${order.address.city} ${order.address.pin}, ${gstStateName(order.address.state)}`
          : 'Collect at the clinic'}
      </td>
      <td data-label="Amount">{formatPaise(order.amount_paise)}</td>
      <td data-label="State">
        {STATUS[order.status]}
        {order.courier_reference && <div>Courier: {order.courier_reference}</div>}
        <div>
          <small>{formatDate(order.updated_at, 'short', CLINIC_TIME_ZONE)}</small>
        </div>
      </td>
      <td data-label="Action">
        {moves.includes('dispatched') && (
          <label className="admin-field">
            Courier reference (optional)
            <input value={courier} maxLength={200} onChange={(event) => setCourier(event.target.value)} />
          </label>
        )}
        <div className="dispensary-checkout-actions">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={`button button-small${to === 'cancelled' ? ' button-secondary' : ''}`}
              disabled={isBusy}
              aria-label={`${MOVE[to]}: order ${order.id}, ${order.patient_name ?? 'patient'}`}
              onClick={() => void move(to)}
            >
              {MOVE[to]}
            </button>
          ))}
          {order.invoice_pdf && order.invoice_number && (
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => void adminSaveFile(order.invoice_pdf!.replace(/^\/api/, ''), `${order.invoice_number!.replaceAll('/', '-')}.pdf`)}
            >
              Invoice {order.invoice_number}
            </button>
          )}
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

/** Issue 50 item 6 (decision 065): medicines ordered online, to prepare, hand over or send, and move on. */
export function OrdersScreen() {
  const {
    data: orders,
    setData,
    error,
    reload,
  } = useLoaded<StaffMedicineOrder[]>('/v1/dispensary/orders', 'The orders could not be loaded. Please try again.');
  return (
    <section className="admin-page dispensary-page">
      <div className="admin-page-heading">
        <h1>Orders</h1>
      </div>
      <p className="admin-hint">Medicines paid online, newest first: collected at the clinic or sent to the patient’s address.</p>
      {!orders ? (
        <LoadState error={error} onRetry={() => void reload()} />
      ) : orders.length === 0 ? (
        <p className="admin-empty">No medicines have been ordered online.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards admin-static-cards">
            <caption className="visually-hidden">Medicines ordered online</caption>
            <thead>
              <tr>
                <th scope="col">Patient</th>
                <th scope="col">Medicines</th>
                <th scope="col">To</th>
                <th scope="col">Amount</th>
                <th scope="col">State</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <OrderRow key={order.id} order={order} onMoved={(moved) => setData(orders.map((o) => (o.id === moved.id ? moved : o)))} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

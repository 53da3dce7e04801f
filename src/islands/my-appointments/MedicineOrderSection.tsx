import { type SubmitEvent, useId, useState } from 'react';
import { ApiError, api } from '../../lib/api/client';
import type { MedicineCheckout, MedicineOffer, MedicineOrder, MedicineOrderPaid } from '../../lib/api/types';
import { GST_STATE_CODES, GST_STATES } from '../../lib/domain/gst';
import { longDateName } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { LocalCheckoutDialog } from '../booking-wizard/LocalCheckoutDialog';
import { useCheckoutPayment } from '../booking-wizard/useCheckoutPayment';
import { usePatientCopy } from '../shared/island-language';
import { LoadedSection } from './LoadedSection';
import type { MyAppointmentsState } from './useMyAppointments';
import { useOwnList } from './useOwnList';

type Fulfilment = 'collect' | 'delivery';

/** An order's state, what it cost, the courier's reference and its tax invoice. */
function OrderState({ order, state }: { order: MedicineOrder; state: MyAppointmentsState }) {
  const {
    myAppointments: { medicineOrderCopy: copy },
    locale,
  } = usePatientCopy();
  return (
    <div className="medicine-order" aria-live="polite">
      <h4>{copy.orderHeading(formatPaise(order.amount_paise, locale))}</h4>
      <p className={`medicine-order-status medicine-order-${order.status}`}>{copy.status[order.status]}</p>
      {order.courier_reference && <p>{copy.courier(order.courier_reference)}</p>}
      {order.invoice_pdf && order.invoice_number && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void state.downloadFile(order.invoice_pdf!.replace(/^\/api/, ''), `${order.invoice_number!.replaceAll('/', '-')}.pdf`, copy.invoiceFailed)
          }
        >
          {copy.invoice(order.invoice_number)}
        </button>
      )}
    </div>
  );
}

/** One visit's medicines: what can be ordered, collect or delivery, the payment, then the order's state. */
function VisitMedicines({
  offer,
  state,
  token,
  onChanged,
}: {
  offer: MedicineOffer;
  state: MyAppointmentsState;
  token: string;
  onChanged: () => void;
}) {
  const {
    myAppointments: { medicineOrderCopy: copy },
    locale,
    errorText,
  } = usePatientCopy();
  const id = useId();
  const [fulfilment, setFulfilment] = useState<Fulfilment>('collect');
  const [address, setAddress] = useState({ lines: '', city: '', pin: '', state: '24' });
  const [error, setError] = useState<string | null>(null);
  const checkout = useCheckoutPayment<MedicineOrderPaid>({
    verifyPath: '/v1/dispensary/orders/verify',
    token,
    clinicName: document.title,
    paid: onChanged,
    failed: (err, stage) => {
      if (err instanceof ApiError && err.key === 'medicineOrders.stockShortRefund') setError(copy.refunded);
      else setError(errorText(err, stage === 'start' ? copy.startFailed : copy.paymentFailed));
      if (stage === 'payment') onChanged();
    },
  });
  const { isBusy, localOrder } = checkout;
  const total = offer.total_paise + (fulfilment === 'delivery' ? offer.delivery_paise : 0);

  function pay(event: SubmitEvent) {
    event.preventDefault();
    setError(null);
    void checkout.pay(() =>
      api<MedicineCheckout>(`/v1/dispensary/appointments/${offer.appointment_id}/orders`, {
        method: 'POST',
        token,
        body: fulfilment === 'delivery' ? { fulfilment, address } : { fulfilment },
        retryWhenBusy: {},
      }),
    );
  }

  const field = (name: 'lines' | 'city' | 'pin', label: string, extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={address[name]}
        required
        onChange={(event) => setAddress((a) => ({ ...a, [name]: event.target.value }))}
        {...extra}
      />
    </div>
  );
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  return (
    <article className="course-card medicine-card" aria-labelledby={headingId}>
      <div className="course-card-head">
        <h3 id={headingId}>{copy.visit(longDateName(indiaDateOf(new Date(offer.time)), locale), offer.doctor_name)}</h3>
      </div>
      {offer.orders.map((order) => (
        <OrderState key={order.id} order={order} state={state} />
      ))}
      {offer.lines.length > 0 && (
        <form onSubmit={pay} noValidate>
          <ul className="medicine-lines">
            {offer.lines.map((line) => (
              <li key={line.name}>
                {line.name} · {copy.unit(line.quantity, line.unit)} · {formatPaise(line.mrp_paise, locale)}
              </li>
            ))}
          </ul>
          <p>{copy.total(formatPaise(offer.total_paise, locale))}</p>
          <fieldset className="medicine-fulfilment">
            <legend className="visually-hidden">{copy.heading}</legend>
            <label>
              <input type="radio" name={`${id}-fulfilment`} checked={fulfilment === 'collect'} onChange={() => setFulfilment('collect')} />{' '}
              {copy.collect}
            </label>
            {offer.delivery_paise > 0 && (
              <label>
                <input type="radio" name={`${id}-fulfilment`} checked={fulfilment === 'delivery'} onChange={() => setFulfilment('delivery')} />{' '}
                {copy.delivery(formatPaise(offer.delivery_paise, locale))}
              </label>
            )}
          </fieldset>
          {fulfilment === 'delivery' && (
            <div className="medicine-address">
              {field('lines', copy.addressLines, { autoComplete: 'street-address' })}
              {field('city', copy.city, { autoComplete: 'address-level2' })}
              {field('pin', copy.pin, { inputMode: 'numeric', pattern: '[1-9][0-9]{5}', maxLength: 6, autoComplete: 'postal-code' })}
              <div className="field">
                <label htmlFor={`${id}-state`}>{copy.state}</label>
                <select id={`${id}-state`} value={address.state} onChange={(event) => setAddress((a) => ({ ...a, state: event.target.value }))}>
                  {GST_STATE_CODES.map((code) => (
                    <option key={code} value={code}>
                      {GST_STATES[code]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
          <button type="submit" className="button" disabled={isBusy} aria-describedby={error ? errorId : undefined}>
            {isBusy ? copy.paying : copy.pay(formatPaise(total, locale))}
          </button>
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        </form>
      )}
      {localOrder && (
        <LocalCheckoutDialog order={localOrder} isBusy={isBusy} onPay={() => void checkout.payLocally()} onFail={checkout.closeLocalCheckout} />
      )}
    </article>
  );
}

/** My appointments (issue 50 item 6): the medicines of online consultations, ordered and followed. Hidden when there are none. */
export function MedicineOrderSection({ state, token }: { state: MyAppointmentsState; token: string }) {
  const {
    myAppointments: { medicineOrderCopy: copy },
  } = usePatientCopy();
  const { list: loaded, load, retry } = useOwnList<MedicineOffer>('/v1/dispensary/my-orders', token);

  if (loaded.kind === 'loaded' && loaded.items.length === 0) return null;
  return (
    <LoadedSection
      className="course-section"
      headingId="medicines-heading"
      heading={copy.heading}
      status={loaded.kind}
      loadingText={copy.loading}
      failedText={copy.failed}
      onRetry={retry}
    >
      {loaded.kind === 'loaded' &&
        loaded.items.map((offer) => (
          <VisitMedicines key={offer.appointment_id} offer={offer} state={state} token={token} onChanged={() => void load()} />
        ))}
    </LoadedSection>
  );
}

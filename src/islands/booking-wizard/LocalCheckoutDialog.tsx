import { useEffect, useRef } from 'react';
import { formatPaise } from '../../lib/format/money';
import type { OrderResponse } from '../../lib/api/types';
import { usePatientCopy } from '../shared/island-language';
import '../shared/modal.css';

/** The local payment simulator's checkout (DESIGN.md, Providers): pay or fail, no card involved. */
export function LocalCheckoutDialog({
  order,
  isBusy,
  onPay,
  onFail,
}: {
  order: Pick<OrderResponse, 'amount'>;
  isBusy: boolean;
  onPay: () => void;
  onFail: () => void;
}) {
  const {
    booking: { bookingCopy: copy },
    locale,
  } = usePatientCopy();
  const payButton = useRef<HTMLButtonElement>(null);
  useEffect(() => payButton.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes a dialog (WAI-ARIA dialog pattern). */}
      <div
        className="modal-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="local-checkout-title"
        onKeyDown={(e) => e.key === 'Escape' && onFail()}
      >
        <h2 id="local-checkout-title">{copy.localCheckout.title}</h2>
        <p>{copy.localCheckout.note}</p>
        <p className="checkout-amount">{formatPaise(order.amount, locale)}</p>
        <div className="actions">
          <button ref={payButton} type="button" className="button" disabled={isBusy} onClick={onPay}>
            {copy.localCheckout.pay} {formatPaise(order.amount, locale)}
          </button>
          <button type="button" className="button button-secondary" disabled={isBusy} onClick={onFail}>
            {copy.localCheckout.fail}
          </button>
        </div>
      </div>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import type { StaffRole } from '../../lib/domain/people';
import { DISCOUNT_LIMIT_PERCENT } from '../../lib/policy/discounts';
import { SelectField, TextField } from '../components/form-fields';
import { $session } from '../session/session-store';
import { HOLD_OPTIONS, isDeskMethod, PAYMENT_OPTIONS, type PaymentChoice } from './new-appointment-form';
import type { NewAppointmentState } from './useNewAppointment';

/** A discount off the fee taken or sent (issue 51 item 10): the percent within the role's limit, and why. */
function DiscountFields({ booking }: { booking: NewAppointmentState }) {
  const { form, update, errors, chooseDiscount } = booking;
  const session = useStore($session);
  const role = session.status === 'authenticated' ? session.user.role : null;
  const limit = (role && DISCOUNT_LIMIT_PERCENT[role as StaffRole]) ?? 0;
  if (limit === 0) return null;
  return (
    <div className="admin-form-row">
      <TextField
        label="Discount (%) (optional)"
        name="discountPercent"
        inputMode="numeric"
        value={form.discountPercent}
        onChange={chooseDiscount}
        hint={`Up to ${limit} % for your role`}
        error={errors['payment.discount.percent']}
      />
      {form.discountPercent.trim() !== '' && (
        <TextField
          label="Reason for the discount"
          name="discountReason"
          value={form.discountReason}
          onChange={(discountReason) => update({ discountReason })}
          error={errors['payment.discount.reason']}
        />
      )}
    </div>
  );
}

/** The fee taken at the desk (amount, slip number), sent as a payment link, or waived with a reason. */
export function PaymentFieldset({ booking }: { booking: NewAppointmentState }) {
  const { form, update, errors } = booking;
  return (
    <fieldset>
      <legend>Payment</legend>
      <SelectField
        label="Method"
        name="method"
        value={form.method}
        onChange={(v) => update({ method: v as PaymentChoice })}
        options={PAYMENT_OPTIONS}
      />
      {isDeskMethod(form.method) && <DiscountFields booking={booking} />}
      {isDeskMethod(form.method) ? (
        <div className="admin-form-row">
          <TextField
            label="Amount (₹)"
            name="amount"
            inputMode="decimal"
            value={form.amount}
            onChange={(amount) => update({ amount })}
            error={errors['payment.amount']}
          />
          <TextField
            label="Reference (optional)"
            name="reference"
            value={form.reference}
            onChange={(reference) => update({ reference })}
            hint="UPI or card slip number"
            error={errors['payment.reference']}
          />
        </div>
      ) : form.method === 'link' ? (
        <>
          <DiscountFields booking={booking} />
          <SelectField
            label="Hold the slot for"
            name="holdMinutes"
            value={form.holdMinutes}
            onChange={(holdMinutes) => update({ holdMinutes })}
            options={HOLD_OPTIONS}
            error={errors['payment.holdMinutes']}
          />
          <p className="admin-hint">
            The patient gets the link by SMS, WhatsApp and e-mail; the slot is held for them until it expires (never past the start).
          </p>
        </>
      ) : (
        <TextField
          label="Reason for waiving the fee"
          name="reason"
          value={form.reason}
          onChange={(reason) => update({ reason })}
          error={errors['payment.reason']}
        />
      )}
    </fieldset>
  );
}

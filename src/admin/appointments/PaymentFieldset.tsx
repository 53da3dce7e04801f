import { SelectField, TextField } from '../components/form-fields';
import { HOLD_OPTIONS, isDeskMethod, PAYMENT_OPTIONS, type PaymentChoice } from './new-appointment-form';
import type { NewAppointmentState } from './useNewAppointment';

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

import { type SubmitEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { CheckoutAnswer, MedicinesPaymentLink } from '../../lib/api/types';
import { GST_STATE_CODES, GST_STATES } from '../../lib/domain/gst';
import { DESK_PAYMENT_METHODS, type DeskPaymentMethod } from '../../lib/domain/payments';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { copyLink } from '../components/copy-link';
import { SelectField, TextField } from '../components/form-fields';
import { adminApi, adminSaveFile } from '../session/session-store';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';
import { sentToPatientText } from '../messages/message-labels';

const METHOD_LABELS: Record<DeskPaymentMethod, string> = { cash: 'Cash', upi: 'UPI', card: 'Card' };
const METHOD_OPTIONS = DESK_PAYMENT_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] }));
const STATE_OPTIONS = GST_STATE_CODES.map((code) => ({ value: code, label: `${code}-${GST_STATES[code]}` }));
const KIND_LABELS: Record<CheckoutAnswer['documents'][number]['kind'], string> = { tax_invoice: 'Tax invoice', tax_credit_note: 'Credit note' };

function Consultation({ consultation }: { consultation: CheckoutAnswer['consultation'] }) {
  if (consultation.status === 'waived') return <p>Consultation: fee waived, nothing to pay.</p>;
  if (consultation.status === 'unpaid') return <p>Consultation: not paid when booked.</p>;
  return (
    <p>
      Consultation: paid ({formatPaise(consultation.amountPaise)}) when booked
      {consultation.billOfSupply && `, bill of supply ${consultation.billOfSupply}`}.
    </p>
  );
}

function Documents({ documents }: { documents: CheckoutAnswer['documents'] }) {
  if (documents.length === 0) return null;
  return (
    <>
      <h3>Tax documents</h3>
      <ul className="dispensary-documents">
        {documents.map((document) => (
          <li key={document.id}>
            <span>
              {KIND_LABELS[document.kind]} <strong>{document.number}</strong>, {formatPaise(document.valuePaise)},{' '}
              {formatDate(document.issuedAt, 'short', CLINIC_TIME_ZONE)}
            </span>{' '}
            <button
              type="button"
              className="button button-small button-secondary"
              aria-label={`Download PDF of ${document.number}`}
              onClick={() =>
                void adminSaveFile(document.pdf.replace(/^\/api/, ''), `${document.number.replaceAll('/', '-')}.pdf`).catch((err: unknown) =>
                  toast.error(errorMessage(err, 'The PDF could not be downloaded. Please try again.')),
                )
              }
            >
              Download PDF
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The link made for what is due, sent to the patient: they pay it on their phone; Refresh shows the invoice once paid (decision 065). */
function SentLink({ link, onRefresh }: { link: MedicinesPaymentLink['paymentLink']; onRefresh: () => void }) {
  return (
    <div className="dispensary-payment-link" role="status">
      <p>
        Payment link for <strong>{formatPaise(link.amountPaise)}</strong>, valid until {formatDate(link.expiresAt, 'short', CLINIC_TIME_ZONE)}:{' '}
        <a href={link.url} target="_blank" rel="noreferrer">
          {link.url}
        </a>
      </p>
      <p>{sentToPatientText(link.channels)}</p>
      <p>
        <button type="button" className="button button-small" onClick={() => void copyLink(link.url)}>
          Copy link
        </button>{' '}
        <button type="button" className="button button-small button-secondary" onClick={onRefresh}>
          Refresh what is due
        </button>
      </p>
    </div>
  );
}

/**
 * Issue 50 item 4 (docs/decisions/063): the desk takes the visit's one payment for the medicines
 * dispensed and not yet billed. The amount is the server's; the tax invoice is issued with it and
 * listed here with its PDF. Admin and receptionist only (the pharmacist does not take payments).
 */
export function CheckoutPanel({ appointmentId }: { appointmentId: string }) {
  const { data, setData, error, reload } = useLoaded<CheckoutAnswer>(
    `/v1/dispensary/appointments/${appointmentId}/checkout`,
    'What is due could not be loaded. Please try again.',
  );
  const [method, setMethod] = useState<DeskPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [recipientState, setRecipientState] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [link, setLink] = useState<MedicinesPaymentLink['paymentLink'] | null>(null);

  // The amount is the server's: the link is made for exactly what is due now.
  async function sendLink() {
    setIsSaving(true);
    setFailure(null);
    try {
      setLink((await adminApi<MedicinesPaymentLink>(`/v1/dispensary/appointments/${appointmentId}/checkout/link`, { method: 'POST' })).paymentLink);
    } catch (err) {
      setFailure(errorMessage(err, 'The payment link could not be made. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setIsSaving(true);
    setFailure(null);
    try {
      const body = {
        method,
        ...(method !== 'cash' && reference.trim() && { reference: reference.trim() }),
        ...(recipientState && { recipientState }),
      };
      setData(await adminApi<CheckoutAnswer>(`/v1/dispensary/appointments/${appointmentId}/checkout`, { method: 'POST', body }));
      setReference('');
      toast.success('Payment taken; tax invoice issued');
    } catch (err) {
      setFailure(errorMessage(err, 'The payment could not be recorded. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className="dispensary-checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title">Payment</h2>
      {!data ? (
        <LoadState error={error} onRetry={() => void reload()} />
      ) : (
        <>
          <Consultation consultation={data.consultation} />
          {data.due.length === 0 ? (
            <p className="admin-empty">No medicines are due for payment.</p>
          ) : (
            <form className="admin-form" onSubmit={(event) => void submit(event)} aria-labelledby="checkout-due-title">
              <h3 id="checkout-due-title">Medicines due</h3>
              <div className="admin-table-scroll">
                <table className="admin-table admin-table-cards admin-static-cards">
                  <caption className="visually-hidden">Medicines due for payment</caption>
                  <thead>
                    <tr>
                      <th scope="col">Medicine</th>
                      <th scope="col">Units</th>
                      <th scope="col">MRP</th>
                      <th scope="col">Amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.due.map((line) => (
                      <tr key={line.dispenseLineId}>
                        <th scope="row">{line.medicine}</th>
                        <td data-label="Units">
                          {line.quantity} {line.unit}
                        </td>
                        <td data-label="MRP">
                          {formatPaise(line.mrpPaise)} ({line.gstRate} % GST, HSN {line.hsn})
                        </td>
                        <td data-label="Amount">{formatPaise(line.valuePaise)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="dispensary-total">
                Total due: <strong>{formatPaise(data.totalDuePaise)}</strong>
              </p>
              <SelectField
                label="Paid by"
                name="method"
                value={method}
                onChange={(value) => setMethod(value as DeskPaymentMethod)}
                options={METHOD_OPTIONS}
              />
              {method !== 'cash' && (
                <TextField
                  label={method === 'upi' ? 'UPI reference (optional)' : 'Card slip reference (optional)'}
                  name="reference"
                  value={reference}
                  onChange={setReference}
                />
              )}
              <SelectField
                label="Patient’s state (place of supply)"
                name="recipientState"
                value={recipientState}
                onChange={setRecipientState}
                options={STATE_OPTIONS}
                placeholder="The clinic’s own state"
              />
              {failure && (
                <p role="alert" className="admin-error">
                  {failure}
                </p>
              )}
              <div className="dispensary-checkout-actions">
                <button type="submit" className="button" disabled={isSaving}>
                  {isSaving ? 'Saving...' : `Take payment ${formatPaise(data.totalDuePaise)}`}
                </button>
                <button type="button" className="button button-secondary" disabled={isSaving} onClick={() => void sendLink()}>
                  Payment link
                </button>
              </div>
              {link && <SentLink link={link} onRefresh={() => void reload()} />}
            </form>
          )}
          <Documents documents={data.documents} />
        </>
      )}
    </section>
  );
}

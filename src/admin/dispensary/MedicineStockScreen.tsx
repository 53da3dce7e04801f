import { type SubmitEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { Batch, MedicineDetail } from '../../lib/api/types';
import { defaultExpiryDate, SHELF_LIFE_MONTHS } from '../../lib/domain/dispensary';
import { formatPaise, rupeesToPaise } from '../../lib/format/money';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { adjustmentSchema, receiveBatchSchema } from '../../lib/validation/dispensary';
import { MEDICINE_FORM_LABELS } from '../../lib/validation/visit-record';
import { BackLink } from '../components/BackLink';
import { checkForm, TextField } from '../components/form-fields';
import { adminApi } from '../session/session-store';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';

function ReceiveForm({ detail, onDone }: { detail: MedicineDetail; onDone: (detail: MedicineDetail) => void }) {
  const { medicine } = detail;
  const [values, setValues] = useState({ batchNumber: '', mfgDate: '', expiryDate: '', quantity: '', cost: '', supplier: '' });
  const [expiryTouched, setExpiryTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const months = SHELF_LIFE_MONTHS[medicine.form];
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((v) => {
      const next = { ...v, [field]: value };
      // The expiry follows the manufacture date (Rule 161B's shelf life) until staff type the label's own.
      if (field === 'mfgDate' && !expiryTouched && /^\d{4}-\d{2}-\d{2}$/.test(value)) next.expiryDate = defaultExpiryDate(medicine.form, value) ?? '';
      return next;
    });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const body = {
      batchNumber: values.batchNumber,
      mfgDate: values.mfgDate,
      expiryDate: values.expiryDate || null,
      quantity: values.quantity === '' ? 0 : Number(values.quantity),
      costPaise: values.cost === '' ? -1 : rupeesToPaise(Number(values.cost)),
      supplier: values.supplier,
    };
    const checked = checkForm(receiveBatchSchema, body);
    if (checked.errors) {
      setErrors({ ...checked.errors, cost: checked.errors.costPaise ?? '' });
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await adminApi<MedicineDetail>(`/v1/dispensary/medicines/${medicine.id}/batches`, { method: 'POST', body: checked.data });
      toast.success('Batch received');
      setValues({ batchNumber: '', mfgDate: '', expiryDate: '', quantity: '', cost: '', supplier: values.supplier });
      setExpiryTouched(false);
      onDone(saved);
    } catch (err) {
      toast.error(errorMessage(err, 'The batch could not be received. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="admin-form dispensary-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="receive-title">
      <h2 id="receive-title">Receive a batch</h2>
      <TextField
        label="Batch number"
        name="batchNumber"
        value={values.batchNumber}
        onChange={set('batchNumber')}
        error={errors.batchNumber}
        required
      />
      <TextField
        label="Manufacture date"
        name="mfgDate"
        type="date"
        max={indiaDateOf(new Date())}
        value={values.mfgDate}
        onChange={set('mfgDate')}
        error={errors.mfgDate}
        required
      />
      <TextField
        label="Expiry date"
        name="expiryDate"
        type="date"
        value={values.expiryDate}
        onChange={(value) => {
          setExpiryTouched(true);
          set('expiryDate')(value);
        }}
        error={errors.expiryDate}
        hint={
          months === null
            ? 'Enter the date on the label: this form has no default shelf life.'
            : `Filled from the manufacture date: ${MEDICINE_FORM_LABELS[medicine.form]} keeps ${months / 12} years (Rule 161B). Change it to the label’s date if different.`
        }
      />
      <TextField
        label={`Quantity (${medicine.unit})`}
        name="quantity"
        type="number"
        inputMode="numeric"
        min="1"
        value={values.quantity}
        onChange={set('quantity')}
        error={errors.quantity}
        required
      />
      <TextField
        label="Cost per unit (₹)"
        name="cost"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={values.cost}
        onChange={set('cost')}
        error={errors.cost || undefined}
        required
      />
      <TextField label="Supplier" name="supplier" value={values.supplier} onChange={set('supplier')} error={errors.supplier} required />
      <button type="submit" className="button" disabled={isSaving}>
        {isSaving ? 'Receiving...' : 'Receive batch'}
      </button>
    </form>
  );
}

function AdjustForm({ batch, onDone }: { batch: Batch; onDone: (detail: MedicineDetail) => void }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = checkForm(adjustmentSchema, { delta: delta === '' ? 0 : Number(delta), reason });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      onDone(await adminApi<MedicineDetail>(`/v1/dispensary/batches/${batch.id}/adjustments`, { method: 'POST', body: checked.data }));
      toast.success('Stock adjusted');
      setDelta('');
      setReason('');
    } catch (err) {
      toast.error(errorMessage(err, 'The stock could not be adjusted. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="dispensary-adjust" onSubmit={(event) => void submit(event)} noValidate aria-label={`Adjust batch ${batch.batchNumber}`}>
      <TextField label="Change (+/− units)" name="delta" type="number" inputMode="numeric" value={delta} onChange={setDelta} error={errors.delta} />
      <TextField label="Reason" name="reason" value={reason} onChange={setReason} error={errors.reason} />
      <button type="submit" className="button button-small" disabled={isSaving}>
        Adjust
      </button>
    </form>
  );
}

/** Issue 50 item 2: one medicine's batches, earliest expiry first, receiving a batch and adjusting one with a reason. */
export function MedicineStockScreen() {
  const { id } = useParams();
  const valid = /^\d+$/.test(id ?? '');
  const {
    data: detail,
    setData,
    error,
    reload,
  } = useLoaded<MedicineDetail>(valid ? `/v1/dispensary/medicines/${id}` : null, 'The medicine’s stock could not be loaded. Please try again.');

  return (
    <section className="admin-page dispensary-page">
      <BackLink to="/admin/dispensary/medicines">Medicines</BackLink>
      {!valid ? (
        <p role="alert" className="admin-error">
          Medicine not found
        </p>
      ) : !detail ? (
        <LoadState error={error} onRetry={() => void reload()} />
      ) : (
        <>
          <div className="admin-page-heading">
            <h1>{detail.medicine.name}</h1>
          </div>
          <p>
            {MEDICINE_FORM_LABELS[detail.medicine.form]}, {detail.medicine.unit} of {detail.medicine.packSize}, MRP{' '}
            {formatPaise(detail.medicine.mrpPaise)}. <strong data-testid="usable-stock">{detail.medicine.usable}</strong> usable of{' '}
            {detail.medicine.onHand} on hand.
          </p>
          <h2>Batches</h2>
          {detail.batches.length === 0 ? (
            <p className="admin-empty">No batches yet: receive the first one below.</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table admin-table-cards admin-static-cards">
                <caption className="visually-hidden">Batches of {detail.medicine.name}, earliest expiry first</caption>
                <thead>
                  <tr>
                    <th scope="col">Batch</th>
                    <th scope="col">Manufactured</th>
                    <th scope="col">Expires</th>
                    <th scope="col">On hand</th>
                    <th scope="col">Cost</th>
                    <th scope="col">Supplier</th>
                    <th scope="col">Adjust</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.batches.map((batch) => (
                    <tr key={batch.id}>
                      <th scope="row">{batch.batchNumber}</th>
                      <td data-label="Manufactured">{batch.mfgDate}</td>
                      <td data-label="Expires">
                        {batch.expiryDate}
                        {batch.expired && <strong className="dispensary-expired"> Expired</strong>}
                      </td>
                      <td data-label="On hand">
                        {batch.onHand} of {batch.quantityReceived}
                      </td>
                      <td data-label="Cost">{formatPaise(batch.costPaise)}</td>
                      <td data-label="Supplier">{batch.supplier}</td>
                      <td data-label="Adjust">
                        <AdjustForm batch={batch} onDone={setData} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ReceiveForm detail={detail} onDone={setData} />
        </>
      )}
    </section>
  );
}

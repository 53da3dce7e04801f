import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Medicine, MedicineDetail } from '../../lib/api/types';
import { DEFAULT_GST_RATE } from '../../lib/domain/dispensary';
import { formatPaise, paiseToRupeeText, rupeesToPaise } from '../../lib/format/money';
import { medicineSchema } from '../../lib/validation/dispensary';
import { CheckboxField, checkForm, SelectField, TextField } from '../components/form-fields';
import { adminApi } from '../session/session-store';
import { FORM_OPTIONS, GST_OPTIONS, KIND_OPTIONS } from './labels';

const empty = {
  name: '',
  form: 'churna',
  kind: 'classical',
  hsn: '3004',
  gstRate: String(DEFAULT_GST_RATE),
  unit: '',
  packSize: '',
  mrp: '',
  reorderLevel: '0',
  active: true,
};
type Values = typeof empty;

const valuesOf = (medicine: Medicine): Values => ({
  name: medicine.name,
  form: medicine.form,
  kind: medicine.kind,
  hsn: medicine.hsn,
  gstRate: String(medicine.gstRate),
  unit: medicine.unit,
  packSize: medicine.packSize,
  mrp: paiseToRupeeText(medicine.mrpPaise),
  reorderLevel: String(medicine.reorderLevel),
  active: medicine.active,
});

/** Adds a medicine to the catalogue, or edits one: the same fields the API checks, checked here first. */
export function MedicineForm({ medicine, onSaved, onCancel }: { medicine?: Medicine; onSaved: (saved: Medicine) => void; onCancel: () => void }) {
  const [values, setValues] = useState<Values>(medicine ? valuesOf(medicine) : empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (field: keyof Values) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mrpRupees = values.mrp.trim() === '' ? NaN : Number(values.mrp);
    const body = {
      ...values,
      gstRate: Number(values.gstRate),
      mrpPaise: Number.isFinite(mrpRupees) ? rupeesToPaise(mrpRupees) : -1,
      reorderLevel: values.reorderLevel.trim() === '' ? -1 : Number(values.reorderLevel),
      mrp: undefined,
    };
    delete body.mrp;
    const checked = checkForm(medicineSchema, body);
    if (checked.errors) {
      setErrors({ ...checked.errors, mrp: checked.errors.mrpPaise ?? '' });
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await adminApi<MedicineDetail>(medicine ? `/v1/dispensary/medicines/${medicine.id}` : '/v1/dispensary/medicines', {
        method: medicine ? 'PUT' : 'POST',
        body: checked.data,
      });
      toast.success(medicine ? 'Medicine saved' : 'Medicine added');
      onSaved(saved.medicine);
    } catch (err) {
      toast.error(errorMessage(err, 'The medicine could not be saved. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="admin-form dispensary-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="medicine-form-title">
      <h2 id="medicine-form-title">{medicine ? `Edit ${medicine.name}` : 'Add a medicine'}</h2>
      <TextField label="Name" name="name" value={values.name} onChange={set('name')} error={errors.name} required />
      <SelectField label="Dosage form (kalpana)" name="form" value={values.form} onChange={set('form')} options={FORM_OPTIONS} error={errors.form} />
      <SelectField
        label="Classical or proprietary"
        name="kind"
        value={values.kind}
        onChange={set('kind')}
        options={KIND_OPTIONS}
        error={errors.kind}
      />
      <TextField
        label="HSN code"
        name="hsn"
        inputMode="numeric"
        value={values.hsn}
        onChange={set('hsn')}
        error={errors.hsn}
        hint="4 to 8 digits (3004 for Ayurvedic medicines)"
        required
      />
      <SelectField label="GST rate" name="gstRate" value={values.gstRate} onChange={set('gstRate')} options={GST_OPTIONS} error={errors.gstRate} />
      <TextField
        label="Sold by (unit)"
        name="unit"
        value={values.unit}
        onChange={set('unit')}
        error={errors.unit}
        hint="bottle, jar, strip"
        required
      />
      <TextField
        label="Pack size"
        name="packSize"
        value={values.packSize}
        onChange={set('packSize')}
        error={errors.packSize}
        hint="60 tablets, 450 ml, 100 g"
        required
      />
      <TextField
        label="MRP per unit (₹, GST included)"
        name="mrp"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={values.mrp}
        onChange={set('mrp')}
        error={errors.mrp || undefined}
        hint={medicine ? `Now ${formatPaise(medicine.mrpPaise)}` : undefined}
        required
      />
      <TextField
        label="Reorder level (units)"
        name="reorderLevel"
        type="number"
        inputMode="numeric"
        min="0"
        value={values.reorderLevel}
        onChange={set('reorderLevel')}
        error={errors.reorderLevel}
        hint="The low-stock report lists it at or below this"
      />
      <CheckboxField label="In the catalogue (dispensable)" name="active" checked={values.active} onChange={set('active')} />
      <div className="admin-form-actions">
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Saving...' : medicine ? 'Save medicine' : 'Add medicine'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Medicine, MedicineDetail } from '../../lib/api/types';
import { DEFAULT_GST_RATE } from '../../lib/domain/dispensary';
import { formatPaise, paiseToRupeeText, rupeesToPaise } from '../../lib/format/money';
import { medicineSchema } from '../../lib/validation/dispensary';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { useSchemaForm } from '../components/useSchemaForm';
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

/** What the schema reads: the rupees typed become paise; an empty price or level fails its check. */
const toInput = ({ mrp, ...values }: Values) => {
  const mrpRupees = mrp.trim() === '' ? NaN : Number(mrp);
  return {
    ...values,
    gstRate: Number(values.gstRate),
    mrpPaise: Number.isFinite(mrpRupees) ? rupeesToPaise(mrpRupees) : -1,
    reorderLevel: values.reorderLevel.trim() === '' ? -1 : Number(values.reorderLevel),
  };
};

/** Adds a medicine to the catalogue, or edits one: the same fields the API checks, checked here first. */
export function MedicineForm({ medicine, onSaved, onCancel }: { medicine?: Medicine; onSaved: (saved: Medicine) => void; onCancel: () => void }) {
  const { field, values, setField, errors, isSaving, submit } = useSchemaForm(
    medicineSchema,
    medicine ? valuesOf(medicine) : empty,
    async (data) => {
      try {
        const saved = await adminApi<MedicineDetail>(medicine ? `/v1/dispensary/medicines/${medicine.id}` : '/v1/dispensary/medicines', {
          method: medicine ? 'PUT' : 'POST',
          body: data,
        });
        toast.success(medicine ? 'Medicine saved' : 'Medicine added');
        onSaved(saved.medicine);
      } catch (err) {
        toast.error(errorMessage(err, 'The medicine could not be saved. Please try again.'));
      }
    },
    toInput,
  );

  return (
    <form
      className="admin-form dispensary-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      aria-labelledby="medicine-form-title"
    >
      <h2 id="medicine-form-title">{medicine ? `Edit ${medicine.name}` : 'Add a medicine'}</h2>
      <TextField label="Name" {...field('name')} required />
      <SelectField label="Dosage form (kalpana)" {...field('form')} options={FORM_OPTIONS} />
      <SelectField label="Classical or proprietary" {...field('kind')} options={KIND_OPTIONS} />
      <TextField label="HSN code" {...field('hsn')} inputMode="numeric" hint="4 to 8 digits (3004 for Ayurvedic medicines)" required />
      <SelectField label="GST rate" {...field('gstRate')} options={GST_OPTIONS} />
      <TextField label="Sold by (unit)" {...field('unit')} hint="bottle, jar, strip" required />
      <TextField label="Pack size" {...field('packSize')} hint="60 tablets, 450 ml, 100 g" required />
      <TextField
        label="MRP per unit (₹, GST included)"
        {...field('mrp')}
        error={errors.mrpPaise}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        hint={medicine ? `Now ${formatPaise(medicine.mrpPaise)}` : undefined}
        required
      />
      <TextField
        label="Reorder level (units)"
        {...field('reorderLevel')}
        type="number"
        inputMode="numeric"
        min="0"
        hint="The low-stock report lists it at or below this"
      />
      <CheckboxField label="In the catalogue (dispensable)" name="active" checked={values.active} onChange={setField('active')} />
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

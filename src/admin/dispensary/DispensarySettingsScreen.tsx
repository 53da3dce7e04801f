import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { DispensarySettings } from '../../lib/api/types';
import { paiseToRupeeText, rupeesToPaise } from '../../lib/format/money';
import { dispensarySettingsSchema } from '../../lib/validation/dispensary';
import { BackLink } from '../components/BackLink';
import { TextField } from '../components/form-fields';
import { useSchemaForm } from '../components/useSchemaForm';
import { adminApi } from '../session/session-store';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';

type Values = { returnWindowDays: string; delivery: string };

const valuesOf = (settings: DispensarySettings): Values => ({
  returnWindowDays: String(settings.returnWindowDays),
  delivery: paiseToRupeeText(settings.deliveryPaise),
});

/** What the schema reads: the rupees typed become paise; an empty box fails its check (-1) rather than meaning 0. */
const toInput = ({ returnWindowDays, delivery }: Values) => {
  const rupees = delivery.trim() === '' ? NaN : Number(delivery);
  return {
    returnWindowDays: returnWindowDays.trim() === '' ? -1 : Number(returnWindowDays),
    deliveryPaise: Number.isFinite(rupees) ? rupeesToPaise(rupees) : -1,
  };
};

function SettingsForm({ settings }: { settings: DispensarySettings }) {
  const { field, setValues, errors, setErrors, isSaving, submit } = useSchemaForm(
    dispensarySettingsSchema,
    valuesOf(settings),
    async (data) => {
      try {
        setValues(valuesOf(await adminApi<DispensarySettings>('/v1/dispensary/settings', { method: 'PUT', body: data })));
        toast.success('Dispensary settings saved');
      } catch (err) {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast.error(errorMessage(err, 'The settings could not be saved. Please try again.'));
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
      aria-label="Dispensary settings"
    >
      <TextField
        label="Return window (days)"
        {...field('returnWindowDays')}
        type="number"
        inputMode="numeric"
        min="0"
        max="90"
        hint="Days after a dispense in which its units may be returned (0 to 90)"
        required
      />
      <TextField
        label="Delivery charge for online orders (₹, GST included)"
        {...field('delivery')}
        error={errors.deliveryPaise}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        hint="0 means delivery is not offered: patients collect their order at the clinic"
        required
      />
      <div className="admin-form-actions">
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

/** Issue 50: the dispensary's return window and delivery charge (decisions 054, 065); admin only, like the API's PUT. */
export function DispensarySettingsScreen() {
  const { data, error, reload } = useLoaded<DispensarySettings>(
    '/v1/dispensary/settings',
    'The dispensary settings could not be loaded. Please try again.',
  );
  return (
    <section className="admin-page dispensary-page">
      <BackLink to="/admin/dispensary/medicines">Medicines</BackLink>
      <h1>Dispensary settings</h1>
      {data ? <SettingsForm settings={data} /> : <LoadState error={error} onRetry={() => void reload()} />}
    </section>
  );
}

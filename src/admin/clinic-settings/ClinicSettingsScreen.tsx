import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { ClinicSettings } from '../../lib/api/types';
import { type ClinicSettingsInput, clinicSettingsSchema } from '../../lib/validation/clinic-settings';
import { AdminForm } from '../components/AdminForm';
import { TextAreaField, TextField } from '../components/form-fields';
import { useSchemaForm } from '../components/useSchemaForm';
import { adminApi } from '../session/session-store';

type Values = Record<keyof ClinicSettingsInput, string>;

const EMPTY: Values = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  mapUrl: '',
  geoLat: '',
  geoLon: '',
  phone: '',
  email: '',
  gstin: '',
  openingHours: '',
  registrationNumber: '',
  reviewUrl: '',
};

const toValues = (s: ClinicSettings): Values => ({
  name: s.name,
  addressLine1: s.addressLine1,
  addressLine2: s.addressLine2 ?? '',
  city: s.city,
  state: s.state,
  postalCode: s.postalCode,
  mapUrl: s.mapUrl ?? '',
  geoLat: s.geoLat === null ? '' : String(s.geoLat),
  geoLon: s.geoLon === null ? '' : String(s.geoLon),
  phone: s.phone,
  email: s.email,
  gstin: s.gstin ?? '',
  openingHours: s.openingHours.join('\n'),
  registrationNumber: s.registrationNumber ?? '',
  reviewUrl: s.reviewUrl ?? '',
});

/** The hours are typed one line each; blank lines are dropped. */
const toInput = (values: Values) => ({
  ...values,
  openingHours: values.openingHours
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/** The logo the site's header shows (issue 45): a PNG or JPEG the server checks by its bytes. */
function ClinicLogo({ logoUrl, onSaved }: { logoUrl: string | null; onSaved: (settings: ClinicSettings) => void }) {
  const [isBusy, setIsBusy] = useState(false);
  const send = async (method: 'PUT' | 'DELETE', done: string, file?: File) => {
    setIsBusy(true);
    try {
      const body = file ? new FormData() : undefined;
      if (file) body!.append('file', file);
      onSaved(await adminApi<ClinicSettings>('/v1/clinic-settings/logo', { method, body }));
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <section className="admin-card clinic-logo" aria-labelledby="clinic-logo-heading">
      <h2 id="clinic-logo-heading">Logo</h2>
      {logoUrl ? <img src={logoUrl} alt="The clinic's logo" height={64} /> : <p className="admin-hint">No logo yet.</p>}
      <div className="admin-field">
        <label htmlFor="clinic-logo-file">Upload a logo</label>
        <input
          id="clinic-logo-file"
          type="file"
          accept="image/png,image/jpeg"
          disabled={isBusy}
          aria-describedby="clinic-logo-hint"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void send('PUT', 'Logo saved', file);
          }}
        />
        <p className="admin-hint" id="clinic-logo-hint">
          A PNG or JPEG of at most 200 KB, shown beside the clinic&apos;s name at the top of the public pages.
        </p>
      </div>
      {logoUrl && (
        <button type="button" className="button button-small button-quiet" disabled={isBusy} onClick={() => void send('DELETE', 'Logo removed')}>
          Remove logo
        </button>
      )}
    </section>
  );
}

/** Beyond SPEC (issue 34): the clinic's address, map link, phone and e-mail that messages and calendar files print. */
export function ClinicSettingsScreen() {
  const [isLoaded, setIsLoaded] = useState(false);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const form = useSchemaForm(
    clinicSettingsSchema,
    EMPTY,
    async (settings) => {
      try {
        const saved = await adminApi<ClinicSettings>('/v1/clinic-settings', { method: 'PUT', body: settings });
        form.setValues(toValues(saved));
        toast.success('Clinic details saved');
      } catch (err) {
        toast.error(errorMessage(err, 'Something went wrong!'));
      }
    },
    toInput,
  );
  const { values, setField, errors, isSaving, submit, setValues } = form;

  useEffect(() => {
    const controller = new AbortController();
    adminApi<ClinicSettings>('/v1/clinic-settings', { signal: controller.signal })
      .then((settings) => {
        setValues(toValues(settings));
        setLogoUrl(settings.logoUrl);
        setIsLoaded(true);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) toast.error(errorMessage(err, 'Failed to fetch the clinic details.'));
      });
    return () => controller.abort();
  }, [setValues]);

  const field = (name: keyof Values, label: string, extra: { hint?: string; type?: string; required?: boolean; inputMode?: 'decimal' } = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={setField(name)} error={errors[name]} {...extra} />
  );

  return (
    <section className="admin-page">
      <h1>Clinic Settings</h1>
      <p className="admin-hint">
        The public pages, in-person appointments, their messages and calendar files show these details. The public pages show a change once the site
        has been rebuilt, a few minutes after saving.
      </p>
      {isLoaded ? (
        <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel="Save Clinic Details" busyLabel="Saving...">
          {field('name', 'Clinic name', { required: true })}
          {field('addressLine1', 'Address line 1', { required: true })}
          {field('addressLine2', 'Address line 2')}
          {field('city', 'City', { required: true })}
          {field('state', 'State', { required: true })}
          {field('postalCode', 'PIN code', { required: true })}
          {field('mapUrl', 'Map link', { type: 'url', hint: 'A Google Maps (or other) link to the entrance.' })}
          {field('geoLat', 'Latitude', { inputMode: 'decimal', hint: 'Optional: calendar apps place the visit on a map.' })}
          {field('geoLon', 'Longitude', { inputMode: 'decimal' })}
          {field('phone', 'Phone', { type: 'tel', required: true })}
          {field('email', 'E-mail', { type: 'email', required: true })}
          {field('registrationNumber', 'Registration number', {
            hint: 'Optional: the clinic’s registration, printed on the Contact page and in the footer.',
          })}
          {field('reviewUrl', 'Public review link', {
            type: 'url',
            hint: 'Optional: your Google (or other) review page. Every patient who rates a visit sees it afterwards; left empty, none is shown.',
          })}
          <TextAreaField
            label="Opening hours"
            name="openingHours"
            rows={3}
            value={values.openingHours}
            onChange={setField('openingHours')}
            error={errors.openingHours}
            hint="One line each, as the public pages print them."
          />
          {field('gstin', 'GSTIN', { hint: 'Optional: with a GSTIN, receipts are issued as bills of supply (health care is exempt, SAC 9993).' })}
        </AdminForm>
      ) : (
        <p>Loading...</p>
      )}
      {isLoaded && <ClinicLogo logoUrl={logoUrl} onSaved={(settings) => setLogoUrl(settings.logoUrl)} />}
    </section>
  );
}

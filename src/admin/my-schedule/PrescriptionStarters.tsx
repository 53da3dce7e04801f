import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { Consultation, PrescriptionTemplate } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { prescriptionTemplateSchema } from '../../lib/validation/prescription-templates';
import type { PrescriptionLine } from '../../lib/validation/visit-record';
import { CheckboxField, checkForm, SelectField, TextField } from '../components/form-fields';
import { CORNER_TOAST } from '../components/corner-toast';
import { adminApi } from '../session/session-store';

/** The choice that starts from the patient's last prescription, beside the templates' ids. */
const LAST = 'last';

interface Props {
  pastVisits: Consultation['past_visits'];
  prescription: PrescriptionLine[];
  onStart: (lines: PrescriptionLine[]) => void;
}

/**
 * Issue 51 item 5: the doctor starts a prescription from one of their templates (or one another
 * doctor shares), or from the patient's last prescription, then edits it; and saves what is on
 * screen as a named template.
 */
export function PrescriptionStarters({ pastVisits, prescription, onStart }: Props) {
  const [templates, setTemplates] = useState<PrescriptionTemplate[] | null>(null);
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    adminApi<PrescriptionTemplate[]>('/v1/prescription-templates', { signal: controller.signal })
      .then(setTemplates)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) toast.error(errorMessage(err, 'Could not load the prescription templates.'), CORNER_TOAST);
      });
    return () => controller.abort();
  }, []);

  // The newest earlier visit whose finalised record prescribed something.
  const last = pastVisits.find((visit) => visit.prescription.length > 0);
  const options = [
    ...(last ? [{ value: LAST, label: `Last prescription (${formatDate(last.time)}, ${last.doctor.name})` }] : []),
    ...(templates ?? []).map((t) => ({ value: String(t.id), label: t.mine ? t.name : `${t.name} (shared by ${t.doctor.name})` })),
  ];

  // A line the template could not keep (no medicine) is named by its path (lines.0.medicine).
  const linesError = Object.entries(errors).find(([path]) => path.startsWith('lines'))?.[1];

  const start = () => {
    const chosen = choice === LAST ? last : templates?.find((t) => String(t.id) === choice);
    if (!chosen) return;
    const lines = 'lines' in chosen ? chosen.lines : chosen.prescription;
    onStart(lines.map((line) => ({ ...line })));
    toast.success(`Started from “${'name' in chosen ? chosen.name : 'the last prescription'}”: edit it as needed.`, CORNER_TOAST);
  };

  const save = async () => {
    const checked = checkForm(prescriptionTemplateSchema, { name, lines: prescription, shared });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await adminApi<PrescriptionTemplate>('/v1/prescription-templates', { method: 'POST', body: checked.data });
      setTemplates((current) => [saved, ...(current ?? [])]);
      setName('');
      setShared(false);
      toast.success(`Saved as the template “${saved.name}”.`, CORNER_TOAST);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(errorMessage(err, 'Could not save the template.'), CORNER_TOAST);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="prescription-starters">
      <div className="prescription-starters-row">
        <SelectField
          label="Start from"
          name="prescriptionStart"
          value={choice}
          onChange={setChoice}
          options={options}
          placeholder={templates === null ? 'Loading templates…' : options.length === 0 ? 'No templates yet' : 'Choose a template'}
        />
        <button type="button" className="button button-small button-secondary" disabled={!choice} onClick={start}>
          {prescription.length > 0 ? 'Replace the lines' : 'Use'}
        </button>
      </div>
      {prescription.length > 0 && (
        <details className="prescription-starters-save">
          <summary>Save these lines as a template</summary>
          <TextField label="Template name" name="templateName" value={name} onChange={setName} error={errors.name ?? linesError} />
          <CheckboxField label="Share with the clinic’s other doctors" name="templateShared" checked={shared} onChange={setShared} />
          <button type="button" className="button button-small" disabled={isSaving} onClick={() => void save()}>
            {isSaving ? 'Saving…' : 'Save template'}
          </button>
        </details>
      )}
    </div>
  );
}

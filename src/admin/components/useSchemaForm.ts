import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ZodType } from 'zod';
import { checkForm } from './form-fields';

/** The fields of a form's values that hold text: those a TextField or SelectField edits. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * Form state checked with the same zod schema the API uses. Each field's problem shows under it
 * and the first one is toasted; `save` gets the parsed values.
 */
export function useSchemaForm<Values extends object, Parsed>(
  schema: ZodType<Parsed>,
  initial: Values,
  save: (data: Parsed) => Promise<void>,
  /** Turns the typed-in values into what the schema reads (e.g. an empty price into none). */
  toInput: (values: Values) => unknown = (values) => values,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const setField =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  async function submit() {
    const checked = checkForm(schema, toInput(values));
    if (checked.errors) {
      setErrors(checked.errors);
      toast.error(Object.values(checked.errors)[0]!);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await save(checked.data);
    } finally {
      setIsSaving(false);
    }
  }

  /** A text field's name, value, setter and error, for spreading on a TextField or SelectField. */
  const field = <K extends TextKey<Values>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: setField(name) as (value: string) => void,
    error: errors[name],
  });

  // setErrors shows the server's per-field answer (e.g. a taken e-mail) the same way.
  return { values, setValues, setField, field, errors, setErrors, isSaving, submit };
}

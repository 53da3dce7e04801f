import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { ZodType } from 'zod';

/** Each field's first problem, keyed by field name, or the parsed values when all pass. */
export function checkForm<T>(schema: ZodType<T>, values: unknown): { data: T; errors?: never } | { data?: never; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return { errors };
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The field's error (marking it invalid) and hint, as its description. */
function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends InputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A line of help below the input. */
  hint?: string;
}

/** A labelled text, e-mail, number, date or time input with its hint and error below it. */
export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error, hint)} {...input} />
    </FieldShell>
  );
}

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  error?: string;
  hint?: string;
  /** The language typed in (a Hindi or Gujarati text), for spelling and screen readers. */
  lang?: string;
}

/** A labelled text area (several lines) with its hint and error below it. */
export function TextAreaField({ label, value, onChange, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error, hint)} {...textarea} />
    </FieldShell>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Shown first with an empty value, so nothing is chosen by accident. */
  placeholder?: string;
  error?: string;
  required?: boolean;
}

export function SelectField({ label, name, value, onChange, options, placeholder, error, required }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select id={id} name={name} value={value} required={required} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="admin-field admin-field-checkbox">
      <label>
        <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
      </label>
    </div>
  );
}

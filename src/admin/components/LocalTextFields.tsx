import type { Locale } from '../../i18n/locales';
import { TextAreaField, TextField } from './form-fields';

export const LOCAL_LANGUAGES: readonly { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'hi', label: 'Hindi' },
  { locale: 'gu', label: 'Gujarati' },
];

export type LocalText = Record<Locale, string>;
export const EMPTY_LOCAL_TEXT: LocalText = { en: '', hi: '', gu: '' };

interface LocalTextFieldsProps {
  legend: string;
  name: string;
  value: LocalText;
  onChange: (value: LocalText) => void;
  error?: string;
  /** Several lines (instructions) instead of one (a name). */
  rows?: number;
  required?: boolean;
}

/**
 * One text in the patient's three languages: a field per language, each marked with its `lang`
 * so the browser's spelling and a screen reader's voice follow the script typed.
 */
export function LocalTextFields({ legend, name, value, onChange, error, rows, required }: LocalTextFieldsProps) {
  const set = (locale: Locale) => (text: string) => onChange({ ...value, [locale]: text });
  return (
    <fieldset className="admin-field">
      <legend>{legend}</legend>
      {LOCAL_LANGUAGES.map(({ locale, label }) =>
        rows ? (
          <TextAreaField
            key={locale}
            label={`${legend} (${label})`}
            name={`${name}-${locale}`}
            lang={locale}
            rows={rows}
            value={value[locale]}
            onChange={set(locale)}
          />
        ) : (
          <TextField
            key={locale}
            label={`${legend} (${label})`}
            name={`${name}-${locale}`}
            lang={locale}
            value={value[locale]}
            onChange={set(locale)}
            required={required}
          />
        ),
      )}
      {error && <p className="admin-field-error">{error}</p>}
    </fieldset>
  );
}

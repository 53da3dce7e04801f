import {
  ASHTAVIDHA,
  ASHTAVIDHA_PARTS,
  bmiOf,
  CONSTITUTION_LABELS,
  DOSHA_CHOICES,
  DOSHA_LABELS,
  EMPTY_VITALS,
  type ExaminationInput,
  type FlaggedField,
  HUMAN_RANGE,
  NORMAL_RANGE,
  VITAL_FIELDS,
  VITAL_LABELS,
  vitalFlags,
  type VitalsInput,
} from '../../lib/validation/examination';
import './clinical.css';

/** Whether a flagged value is above or below the normal range. */
export const flagWord = (field: FlaggedField, value: number) => (value > NORMAL_RANGE[field].max ? 'High' : 'Low');

/**
 * The vitals taken at a visit (issue 51, item 2): each optional, BMI computed as typed, a value
 * out of the adult normal range flagged beside its field (the server refuses one out of human range).
 */
export function VitalsFields({
  value,
  onChange,
  disabled,
}: {
  value: VitalsInput | null;
  onChange: (v: VitalsInput | null) => void;
  disabled: boolean;
}) {
  const vitals = value ?? EMPTY_VITALS;
  const flags = vitalFlags(vitals);
  const bmi = bmiOf(vitals.weight_kg, vitals.height_cm);
  const set = (field: (typeof VITAL_FIELDS)[number], text: string) => {
    const next = { ...vitals, [field]: text.trim() === '' ? null : Number(text) };
    onChange(VITAL_FIELDS.every((f) => next[f] === null) ? null : next);
  };
  return (
    <fieldset className="vitals-fields" disabled={disabled}>
      <legend>Vitals</legend>
      {VITAL_FIELDS.map((field) => {
        const current = vitals[field];
        const isFlagged = current !== null && flags.includes(field);
        const isDecimal = field === 'temperature_c' || field === 'weight_kg' || field === 'height_cm';
        return (
          <div key={field} className="vital-field">
            <label className="admin-field">
              <span className="admin-label">
                {VITAL_LABELS[field].label} ({VITAL_LABELS[field].unit})
              </span>
              <input
                className={`admin-input${isFlagged ? ' vital-flagged' : ''}`}
                type="number"
                inputMode="decimal"
                step={isDecimal ? 0.1 : 1}
                min={HUMAN_RANGE[field].min}
                max={HUMAN_RANGE[field].max}
                value={current ?? ''}
                aria-describedby={isFlagged ? `vital-flag-${field}` : undefined}
                onChange={(e) => set(field, e.target.value)}
              />
            </label>
            {isFlagged && (
              <span id={`vital-flag-${field}`} className="vital-flag" role="status">
                {flagWord(field, current)} (normal {NORMAL_RANGE[field].min}–{NORMAL_RANGE[field].max})
              </span>
            )}
          </div>
        );
      })}
      <p className="vitals-bmi" aria-live="polite">
        BMI: <strong>{bmi === null ? '—' : `${bmi} kg/m²`}</strong>
        {bmi !== null && flags.includes('bmi') && (
          <span className="vital-flag">
            {' '}
            {flagWord('bmi', bmi)} (normal {NORMAL_RANGE.bmi.min}–{NORMAL_RANGE.bmi.max})
          </span>
        )}
      </p>
    </fieldset>
  );
}

/** The Ashtavidha pariksha (issue 51, item 3): for each part a usual finding and a free note, and the dosha of prakriti and vikriti. */
export function AshtavidhaFields({
  value,
  onChange,
  disabled,
}: {
  value: ExaminationInput;
  onChange: (v: ExaminationInput) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="ashtavidha-fields" disabled={disabled}>
      <legend>Ashtavidha pariksha</legend>
      {ASHTAVIDHA_PARTS.map((part) => {
        const choices = ASHTAVIDHA[part].choices as Record<string, { en: string }>;
        const label = ASHTAVIDHA[part].label.en;
        return (
          <div key={part} className="ashtavidha-part" role="group" aria-label={label}>
            <label className="admin-field">
              <span className="admin-label">{label}</span>
              <select
                className="admin-input"
                value={value[part].choice ?? ''}
                onChange={(e) => onChange({ ...value, [part]: { ...value[part], choice: e.target.value || null } })}
              >
                <option value="">Not examined</option>
                {Object.entries(choices).map(([key, words]) => (
                  <option key={key} value={key}>
                    {words.en}
                  </option>
                ))}
              </select>
            </label>
            <label className="admin-field">
              <span className="admin-label">
                Note <span className="visually-hidden">on {label}</span>
              </span>
              <input
                className="admin-input"
                maxLength={200}
                value={value[part].note}
                onChange={(e) => onChange({ ...value, [part]: { ...value[part], note: e.target.value } })}
              />
            </label>
          </div>
        );
      })}
      {(['prakriti', 'vikriti'] as const).map((key) => (
        <label key={key} className="admin-field">
          <span className="admin-label">{CONSTITUTION_LABELS[key].en} dosha</span>
          <select
            className="admin-input"
            value={value[key] ?? ''}
            onChange={(e) => onChange({ ...value, [key]: (e.target.value || null) as ExaminationInput[typeof key] })}
          >
            <option value="">Not assessed</option>
            {DOSHA_CHOICES.map((dosha) => (
              <option key={dosha} value={dosha}>
                {DOSHA_LABELS[dosha].en}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

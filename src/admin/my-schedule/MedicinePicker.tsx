import { type KeyboardEvent, useId, useState } from 'react';
import type { PrescribableMedicine } from '../../lib/api/types';
import type { StockState } from '../../lib/domain/dispensary';
import { MEDICINE_FORM_LABELS } from '../../lib/validation/visit-record';

export const STOCK_STATE_LABELS: Record<StockState, string> = { in_stock: 'In stock', low: 'Low stock', out: 'Out of stock' };

/** How many suggestions show at once: enough to choose among, short enough for a phone. */
const MAX_SUGGESTIONS = 8;

/** The active catalogue medicines whose name holds what was typed (case-blind), those starting with it first. */
export function suggestMedicines(catalogue: readonly PrescribableMedicine[], typed: string): PrescribableMedicine[] {
  const query = typed.trim().toLowerCase();
  if (!query) return [];
  const matches = catalogue.filter((medicine) => medicine.name.toLowerCase().includes(query));
  const starts = (medicine: PrescribableMedicine) => (medicine.name.toLowerCase().startsWith(query) ? 0 : 1);
  return matches.sort((a, b) => starts(a) - starts(b)).slice(0, MAX_SUGGESTIONS);
}

interface MedicinePickerProps {
  value: string;
  /** The catalogue medicine picked for the line, if any. */
  medicineId: number | null | undefined;
  /** The dispensary's active medicines; null while loading or when they could not be loaded (free text only). */
  catalogue: readonly PrescribableMedicine[] | null;
  /** The doctor typed: free text, no longer the picked medicine. */
  onType: (text: string) => void;
  onPick: (medicine: PrescribableMedicine) => void;
}

/**
 * Issue 50 item 1: the prescription line's medicine field. Typing suggests the dispensary's active
 * medicines (name, form, stock state) in a list box (the ARIA combobox pattern: arrow keys, Enter,
 * Escape); picking one fills the name and form and keeps the medicine's id on the line. Free text
 * stays allowed for what the clinic does not stock.
 */
export function MedicinePicker({ value, medicineId, catalogue, onType, onPick }: MedicinePickerProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = isOpen && catalogue ? suggestMedicines(catalogue, value) : [];
  const isExpanded = suggestions.length > 0;
  const picked = medicineId ? catalogue?.find((medicine) => medicine.id === medicineId) : undefined;

  const pick = (medicine: PrescribableMedicine) => {
    onPick(medicine);
    setIsOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && isExpanded) {
      event.preventDefault();
      setIsOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isExpanded) {
        setIsOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && isExpanded && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    }
  };

  return (
    <div className="admin-field visit-line-medicine medicine-picker">
      <div className="medicine-picker-head">
        <label className="admin-label" htmlFor={`${id}-input`}>
          Medicine
        </label>
        <small id={`${id}-source`} className="medicine-picker-source">
          {picked ? `from the dispensary, ${STOCK_STATE_LABELS[picked.stock].toLowerCase()}` : medicineId ? 'from the dispensary' : ''}
        </small>
      </div>
      <input
        id={`${id}-input`}
        className="admin-input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={isExpanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-source`}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Suggestions from the dispensary" className="medicine-picker-list" hidden={!isExpanded}>
        {suggestions.map((medicine, index) => (
          <li
            key={medicine.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="medicine-picker-option"
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(medicine);
            }}
          >
            <span className="medicine-picker-name">{medicine.name}</span>{' '}
            <span className="medicine-picker-meta">
              {MEDICINE_FORM_LABELS[medicine.form]}, <span data-stock={medicine.stock}>{STOCK_STATE_LABELS[medicine.stock]}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

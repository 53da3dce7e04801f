import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Doctor } from '../../lib/api/types';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { SelectField, TextField } from './form-fields';
import { useAdminList } from './useAdminList';

/** Today as the clinic's (IST) calendar day, the unit the lists' ?from=&to= filter by. */
export const clinicToday = () => indiaDateOf(new Date());

/** The filters above a list: a labelled search landmark whose fields wrap on a phone. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-filters" role="search" aria-label={label}>
      {children}
    </div>
  );
}

/** A list's ?doctor_id= filter: every doctor by name, or all of them. */
export function DoctorFilter({ value, onChange }: { value: string; onChange: (doctor_id: string) => void }) {
  const { rows } = useAdminList<Doctor>('/v1/doctors', 'Failed to fetch doctors.');
  const options = rows.map((doctor) => ({ value: String(doctor.id), label: doctor.name }));
  return <SelectField label="Doctor" name="doctor_id" value={value} onChange={onChange} options={options} placeholder="All doctors" />;
}

interface DateRange {
  from: string;
  to: string;
}

interface DateRangeFilterProps extends DateRange {
  onChange: (range: DateRange) => void;
}

/** From and To clinic days (both included), with Today, Upcoming (today on) and All dates one click away. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const today = clinicToday();
  const quick: { label: string; range: DateRange }[] = [
    { label: 'Today', range: { from: today, to: today } },
    { label: 'Upcoming', range: { from: today, to: '' } },
    { label: 'All dates', range: { from: '', to: '' } },
  ];
  return (
    <>
      <TextField label="From" name="from" type="date" value={from} max={to || undefined} onChange={(value) => onChange({ from: value, to })} />
      <TextField label="To" name="to" type="date" value={to} min={from || undefined} onChange={(value) => onChange({ from, to: value })} />
      <div className="admin-filter-quick">
        {quick.map(({ label, range }) => (
          <button
            key={label}
            type="button"
            className="button button-small button-quiet"
            aria-pressed={range.from === from && range.to === to}
            onClick={() => onChange(range)}
          >
            {label}
          </button>
        ))}
      </div>
    </>
  );
}

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

interface SearchFilterProps {
  label: string;
  hint: string;
  /** The search in force (from the URL). */
  value: string;
  onSearch: (query: string) => void;
}

/** A search box that asks the server once typing pauses; Back or a reload puts the search in force back in it. */
export function SearchFilter({ label, hint, value, onSearch }: SearchFilterProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const onSearchRef = useRef(onSearch);
  const id = useId();
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // A search changed elsewhere (Back) replaces the text, unless the text already means it ("kavya ").
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    const query = text.trim();
    if (query === value) return;
    const timer = setTimeout(() => onSearchRef.current(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="admin-field admin-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} maxLength={100} aria-describedby={`${id}-hint`} onChange={(e) => setText(e.target.value)} />
      <p className="admin-hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}

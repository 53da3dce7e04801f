import type { ReactNode } from 'react';
import type { Doctor } from '../../lib/api/types';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { TextField } from './form-fields';
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

/** The doctors as select options (id and name), for filtering a list by one of them. */
export function useDoctorOptions() {
  const { rows } = useAdminList<Doctor>('/v1/doctors', 'Failed to fetch doctors.');
  return rows.map((doctor) => ({ value: String(doctor.id), label: doctor.name }));
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

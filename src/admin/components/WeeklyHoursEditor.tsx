import { useId } from 'react';
import type { WorkingSpan } from '../../lib/validation/resources';

/** One weekday as the editor shows it: whether the resource works, and from when to when (HH:MM). */
export interface DayHours {
  weekday: number;
  works: boolean;
  start: string;
  end: string;
}

/** The clinic's week starts on Monday; Sunday (0) comes last. */
const DAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const;

const toTime = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const toMinute = (time: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

/** A week as the editor's rows, Monday first; days not in `spans` start unticked at 09:00–17:00. */
export function toDayHours(spans: readonly WorkingSpan[]): DayHours[] {
  return DAYS.map(([weekday]) => {
    const span = spans.find((s) => s.weekday === weekday);
    return span
      ? { weekday, works: true, start: toTime(span.startMinute), end: toTime(span.endMinute) }
      : { weekday, works: false, start: '09:00', end: '17:00' };
  });
}

/**
 * The editor's rows as the API's spans (only the days worked). An end of 00:00 is midnight at
 * the day's end (24:00, which a time input cannot show); a blank time fails the shared schema.
 */
export function toSpans(days: readonly DayHours[]): { weekday: number; startMinute: number; endMinute: number }[] {
  return days
    .filter((day) => day.works)
    .map((day) => ({ weekday: day.weekday, startMinute: toMinute(day.start), endMinute: day.end === '00:00' ? 1440 : toMinute(day.end) }));
}

interface WeeklyHoursEditorProps {
  legend: string;
  value: DayHours[];
  onChange: (days: DayHours[]) => void;
  error?: string;
}

/** A therapist's or a room's week: per weekday a "works" tick and its start and end times, in quarter hours. */
export function WeeklyHoursEditor({ legend, value, onChange, error }: WeeklyHoursEditorProps) {
  const id = useId();
  const change = (weekday: number, patch: Partial<DayHours>) => onChange(value.map((day) => (day.weekday === weekday ? { ...day, ...patch } : day)));
  return (
    <fieldset className="admin-field admin-hours" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend>{legend}</legend>
      <p className="admin-hint" id={`${id}-hint`}>
        Times are in IST, in steps of 15 minutes. An end of 00:00 means midnight.
      </p>
      {DAYS.map(([weekday, name]) => {
        const day = value.find((d) => d.weekday === weekday)!;
        return (
          <div key={weekday} className="admin-hours-day">
            <label className="admin-hours-works">
              <input type="checkbox" checked={day.works} onChange={(e) => change(weekday, { works: e.target.checked })} /> {name}
            </label>
            <label>
              <span className="visually-hidden">{name} from</span>
              <input type="time" step={900} value={day.start} disabled={!day.works} onChange={(e) => change(weekday, { start: e.target.value })} />
            </label>
            <span aria-hidden="true">to</span>
            <label>
              <span className="visually-hidden">{name} until</span>
              <input type="time" step={900} value={day.end} disabled={!day.works} onChange={(e) => change(weekday, { end: e.target.value })} />
            </label>
          </div>
        );
      })}
      {error && (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

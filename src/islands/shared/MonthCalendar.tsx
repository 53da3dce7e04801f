import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addDays, addMonths, mondayIndex, monthOf, monthWeeks } from '../../lib/time/month-grid';
import { longDateName, monthName } from '../../lib/format/date';
import { useMonthAvailability } from './useMonthAvailability';
import './slot-choice.css';
import { usePatientCopy } from './island-language';

interface MonthCalendarProps {
  /** The chosen clinic day, YYYY-MM-DD, or ''. */
  value: string;
  onChange: (date: string) => void;
  /** First and last bookable days. */
  min: string;
  max: string;
  serviceId: string;
  token?: string;
  /** The id of the message under the calendar when nothing is chosen yet. */
  errorId?: string;
  /** A day in the window without free times was pressed (the wizard offers its waiting list). */
  onUnavailableDay?: (date: string) => void;
}

/**
 * An accessible month calendar (the APG date-picker grid): arrows move a day or a week, Home and
 * End to the week's ends, Page Up and Page Down a month; days without free slots are
 * aria-disabled. Availability comes from one call per month.
 */
export function MonthCalendar({ value, onChange, min, max, serviceId, token, errorId, onUnavailableDay }: MonthCalendarProps) {
  const {
    booking: { bookingCopy },
    locale,
  } = usePatientCopy();
  const copy = bookingCopy.calendar;
  const [focused, setFocused] = useState(value || min);
  const month = monthOf(focused);
  const availability = useMonthAvailability(month, serviceId, token);
  const grid = useRef<HTMLTableElement>(null);
  const hasKeyboardMoved = useRef(false);

  const clamp = (date: string) => (date < min ? min : date > max ? max : date);
  const countOf = (date: string) => (availability.kind === 'loaded' ? (availability.counts.get(date) ?? 0) : null);
  // While counts are unknown (loading, failed) a day inside the window stays choosable: the slot step says if it is empty.
  const isChoosable = (date: string) => date >= min && date <= max && countOf(date) !== 0;

  useEffect(() => {
    if (!hasKeyboardMoved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  function onKeyDown(e: KeyboardEvent) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -mondayIndex(focused)),
      End: () => addDays(focused, 6 - mondayIndex(focused)),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    hasKeyboardMoved.current = true;
    setFocused(clamp(move()));
  }

  const canGoBack = monthOf(min) < month;
  const canGoOn = monthOf(max) > month;
  const headingId = `calendar-${month}`;
  return (
    <div className="month-calendar">
      <div className="calendar-head">
        <button
          type="button"
          className="calendar-nav"
          aria-label={copy.previousMonth}
          disabled={!canGoBack}
          onClick={() => setFocused(clamp(`${monthOf(addMonths(`${month}-01`, -1))}-01`))}
        >
          ‹
        </button>
        <h3 id={headingId} aria-live="polite">
          {monthName(month, locale)}
        </h3>
        <button
          type="button"
          className="calendar-nav"
          aria-label={copy.nextMonth}
          disabled={!canGoOn}
          onClick={() => setFocused(clamp(`${monthOf(addMonths(`${month}-01`, 1))}-01`))}
        >
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={headingId} aria-describedby={errorId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {copy.weekdays.map((day) => (
              <th key={day} scope="col" abbr={day}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} />;
                const count = countOf(date);
                const isChosen = date === value;
                const isDisabled = !isChoosable(date);
                const label = [
                  longDateName(date, locale),
                  count === null ? null : count > 0 ? copy.freeSlots(count) : copy.noSlots,
                  isChosen ? copy.chosen : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={date} role="gridcell" aria-selected={isChosen}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={label}
                      aria-disabled={isDisabled || undefined}
                      className={[isChosen ? 'chosen' : '', count ? 'has-slots' : ''].join(' ').trim() || undefined}
                      onFocus={() => setFocused(date)}
                      onClick={() => (isDisabled ? date >= min && date <= max && onUnavailableDay?.(date) : onChange(date))}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {availability.kind === 'loading' && <p role="status">{copy.loading}</p>}
      {availability.kind === 'failed' && <p role="status">{copy.failed}</p>}
    </div>
  );
}

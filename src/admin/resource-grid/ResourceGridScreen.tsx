import dayjs from 'dayjs';
import { type CSSProperties, type KeyboardEvent, useMemo, useState } from 'react';
import { Calendar, type SlotInfo, dayjsLocalizer } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { GridEvent, GridResource } from '../../lib/api/types';
import { RESERVATION_PURPOSES } from '../../lib/domain/resources';
import { BlockDialog, type BlockDraft } from './BlockDialog';
import { EventDialog, type PickedEvent } from './EventDialog';
import {
  type CalendarEvent,
  type GridSpan,
  PURPOSE_LABELS,
  clinicClockNow,
  gridWindow,
  moveDate,
  resourceKey,
  toCalendarEvents,
  windowLabel,
} from './grid-window';
import { ResourceList } from './ResourceList';
import './resource-grid.css';
import { useIsPhone } from './useIsPhone';
import { useResourceGrid } from './useResourceGrid';

const localizer = dayjsLocalizer(dayjs);

// The wing's working day in clinic time: the grid starts at 6 AM and ends at 9 PM rather than scrolling through the night.
const DAY_START = dayjs().startOf('day').hour(6).toDate();
const DAY_END = dayjs().startOf('day').hour(21).toDate();

const eventClass = (event: CalendarEvent) => ({ className: `grid-event grid-event-${event.source.purpose}` });

/**
 * The Panchakarma wing's day and week (issue 47), in clinic time (IST) whatever the browser's zone
 * (grid-window.ts): a column per room, therapist and doctor for a day, the week in one calendar,
 * or a list per resource (always on a phone). Staff block a room, a therapist or a doctor by
 * selecting a free range in its column (or with "Block time") and release a block by picking it.
 */
export default function ResourceGridScreen() {
  const isPhone = useIsPhone();
  // A clinic-clock date (grid-window.ts): its local reading is the clinic's.
  const [date, setDate] = useState(clinicClockNow);
  const [span, setSpan] = useState<GridSpan>('day');
  const [asList, setAsList] = useState(false);
  const [draft, setDraft] = useState<BlockDraft | null>(null);
  const [picked, setPicked] = useState<PickedEvent | null>(null);
  const range = useMemo(() => gridWindow(date, span), [date, span]);
  const { grid, isLoading, reload } = useResourceGrid(range.from, range.to);
  const events = useMemo(() => toCalendarEvents(grid.events, grid.resources), [grid]);
  const showsList = asList || isPhone;

  const pick = (event: GridEvent, resource: GridResource | undefined) => setPicked({ event, resourceTitle: resource?.title ?? '' });
  const selectRange = (slot: SlotInfo) => {
    const key = typeof slot.resourceId === 'string' ? slot.resourceId : undefined;
    const resource = grid.resources.find((candidate) => resourceKey(candidate) === key);
    setDraft({ resource: resource ? resourceKey(resource) : null, start: slot.start, end: slot.end });
  };
  const newBlock = () => setDraft({ resource: null, start: dayjs(date).hour(9).minute(0).toDate(), end: dayjs(date).hour(10).minute(0).toDate() });

  return (
    <section className="admin-page grid-page">
      <h1>Resource grid</h1>
      <div className="grid-toolbar" role="toolbar" aria-label="Grid controls">
        <div className="grid-toolbar-group">
          <button type="button" className="button button-small button-quiet" onClick={() => setDate(clinicClockNow())}>
            Today
          </button>
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => setDate(moveDate(date, span, -1))}
            aria-label={`Previous ${span}`}
          >
            ‹ Back
          </button>
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => setDate(moveDate(date, span, 1))}
            aria-label={`Next ${span}`}
          >
            Next ›
          </button>
        </div>
        <p className="grid-toolbar-label" aria-live="polite">
          {windowLabel(date, span)}
        </p>
        <div className="grid-toolbar-group" role="group" aria-label="View">
          {(['day', 'week'] as const).map((each) => (
            <button key={each} type="button" className="button button-small button-quiet" aria-pressed={span === each} onClick={() => setSpan(each)}>
              {each === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
          {!isPhone && (
            <button type="button" className="button button-small button-quiet" aria-pressed={asList} onClick={() => setAsList(!asList)}>
              List
            </button>
          )}
        </div>
        <button type="button" className="button button-small" onClick={newBlock} disabled={grid.resources.length === 0}>
          Block time
        </button>
      </div>
      <ul className="grid-legend" aria-label="Legend">
        {RESERVATION_PURPOSES.map((purpose) => (
          <li key={purpose}>
            <span className={`grid-swatch grid-event-${purpose}`} aria-hidden="true" /> {PURPOSE_LABELS[purpose]}
          </li>
        ))}
      </ul>
      {isLoading ? (
        <p>Loading...</p>
      ) : showsList ? (
        <ResourceList resources={grid.resources} events={grid.events} withDay={span === 'week'} onPick={pick} />
      ) : (
        <div className={`grid-calendar grid-calendar-${span}`} style={{ '--grid-columns': grid.resources.length } as CSSProperties}>
          <Calendar<CalendarEvent, GridResource>
            localizer={localizer}
            getNow={clinicClockNow}
            date={date}
            onNavigate={setDate}
            view={span}
            views={['day', 'week']}
            onView={(view) => setSpan(view === 'week' ? 'week' : 'day')}
            toolbar={false}
            events={events}
            // A column per resource for a day; a week in one calendar, each event naming its resource.
            resources={span === 'day' ? grid.resources : undefined}
            resourceIdAccessor={resourceKey}
            resourceTitleAccessor={(resource) => resource.title}
            titleAccessor={(event) => (span === 'week' && event.resource ? `${event.resource.title}: ${event.title}` : event.title)}
            tooltipAccessor={(event) => `${event.resource?.title ?? ''}: ${event.title}`}
            eventPropGetter={eventClass}
            min={DAY_START}
            max={DAY_END}
            step={15}
            timeslots={4}
            selectable
            onSelectSlot={selectRange}
            onSelectEvent={(event) => pick(event.source, event.resource)}
            onKeyPressEvent={(event, keyEvent) => {
              // An event is focusable (tabIndex 0): Enter or Space opens it as a click does.
              const { key } = keyEvent as KeyboardEvent<HTMLElement>;
              if (key === 'Enter' || key === ' ') pick(event.source, event.resource);
            }}
          />
        </div>
      )}
      <BlockDialog
        draft={draft}
        resources={grid.resources}
        onClose={() => setDraft(null)}
        onBlocked={() => {
          setDraft(null);
          void reload();
        }}
      />
      <EventDialog
        picked={picked}
        onClose={() => setPicked(null)}
        onReleased={() => {
          setPicked(null);
          void reload();
        }}
      />
    </section>
  );
}

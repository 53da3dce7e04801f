import type { GridEvent, GridResource } from '../../lib/api/types';
import { KIND_LABELS, PURPOSE_LABELS, resourceKey, timeRange } from './grid-window';

interface ResourceListProps {
  resources: GridResource[];
  events: GridEvent[];
  /** A week's list names each event's day. */
  withDay: boolean;
  onPick: (event: GridEvent, resource: GridResource) => void;
}

/**
 * The grid as a list, one section per room and therapist: what a phone shows instead of columns,
 * and the keyboard and screen reader's way through the grid (every event is a button).
 */
export function ResourceList({ resources, events, withDay, onPick }: ResourceListProps) {
  const byResource = new Map<string, GridEvent[]>();
  for (const event of events) {
    const key = resourceKey({ kind: event.kind, id: event.resourceId });
    byResource.set(key, [...(byResource.get(key) ?? []), event]);
  }
  return (
    <div className="grid-list">
      {resources.map((resource) => {
        const held = byResource.get(resourceKey(resource)) ?? [];
        return (
          <section key={resourceKey(resource)} className="grid-list-resource" aria-label={`${resource.title} (${KIND_LABELS[resource.kind]})`}>
            <h2>
              {resource.title} <span className="grid-list-kind">{KIND_LABELS[resource.kind]}</span>
            </h2>
            {held.length === 0 ? (
              <p className="grid-list-free">Free</p>
            ) : (
              <ul>
                {held.map((event) => (
                  <li key={event.id}>
                    <button type="button" className={`grid-list-event grid-event-${event.purpose}`} onClick={() => onPick(event, resource)}>
                      <span className="grid-list-time">{timeRange(event.startsAt, event.endsAt, withDay)}</span>
                      <span>{event.title}</span>
                      <span className="grid-list-purpose">{PURPOSE_LABELS[event.purpose]}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

import type { Key, ReactNode } from 'react';
import './courses.css';

/** One session as a row: each screen says what its cells hold (plain text, or the planner's inputs). */
export interface SessionRow {
  key: Key;
  day: ReactNode;
  when: ReactNode;
  therapy: ReactNode;
  /** The course phase, shown under the therapy. */
  phase?: string;
  room: ReactNode;
  therapists: ReactNode;
  status?: ReactNode;
  /** The screen's own last column (actions, conflicts). */
  extra?: ReactNode;
  className?: string;
}

interface CourseSessionTableProps {
  /** The table's accessible name. */
  caption: string;
  rows: SessionRow[];
  /** Header of the time column: "When" (a planned instant) or "Time" (chosen while planning). */
  whenHeader?: string;
  /** Whether the rows carry a status (a planned course's sessions do; a proposal's do not). */
  withStatus?: boolean;
  /** Header of the screen's last column, when it has one. */
  extraHeader?: string;
}

/**
 * A course's sessions in order (issue 47), as planning, the course page and the ledger show them:
 * day, time, therapy, room, therapists, status, and the screen's own last column.
 */
export function CourseSessionTable({ caption, rows, whenHeader = 'When', withStatus = true, extraHeader }: CourseSessionTableProps) {
  return (
    <div className="admin-table-scroll">
      {/* On a phone each session is a card whose cells name themselves (data-label). */}
      <table className="admin-table admin-table-cards admin-static-cards course-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{whenHeader}</th>
            <th scope="col">Therapy</th>
            <th scope="col">Room</th>
            <th scope="col">Therapists</th>
            {withStatus && <th scope="col">Status</th>}
            {extraHeader && <th scope="col">{extraHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.className}>
              <td data-label="Day">{row.day}</td>
              <td data-label={whenHeader}>{row.when}</td>
              <td data-label="Therapy">
                {row.therapy}
                {row.phase && (
                  <>
                    <br />
                    <span className="admin-cell-note">{row.phase}</span>
                  </>
                )}
              </td>
              <td data-label="Room">{row.room}</td>
              <td data-label="Therapists">{row.therapists}</td>
              {withStatus && <td data-label="Status">{row.status}</td>}
              {extraHeader && <td data-label={extraHeader}>{row.extra}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

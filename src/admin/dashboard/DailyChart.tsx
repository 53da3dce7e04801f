import { useState } from 'react';
import type { DashboardOperations } from '../../lib/api/types';
import { formatRupees } from '../../lib/format/money';
import { formatCount, formatCountOf } from '../../lib/format/number';
import { shortDateName } from '../../lib/format/date';

type Day = DashboardOperations['daily'][number];

/** One bar's slot in viewBox units; the SVG stretches to its box, so only proportions matter. */
const BAR_STEP = 10;
const BAR_WIDTH = 7;
const PLOT_HEIGHT = 100;

/** One series as bars around a zero line (revenue dips below it on a day refunds outweigh payments). */
function BarPanel({ title, days, valueOf, format }: { title: string; days: Day[]; valueOf: (day: Day) => number; format: (n: number) => string }) {
  const values = days.map(valueOf);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const zeroY = (top / span) * PLOT_HEIGHT;
  const peak = top > 0 ? ` on ${shortDateName(days[values.indexOf(top)]!.date)}` : '';
  const scale = `highest ${format(top)}${peak}${bottom < 0 ? `, lowest ${format(bottom)}` : ''}`;
  return (
    <div className="admin-chart-panel">
      <h3>
        {title} <span className="admin-chart-scale">({scale})</span>
      </h3>
      <svg viewBox={`0 0 ${days.length * BAR_STEP} ${PLOT_HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`${title} per day: ${scale}.`}>
        {values.map((value, i) => (
          <rect
            key={days[i]!.date}
            className={value < 0 ? 'admin-chart-bar-negative' : 'admin-chart-bar'}
            x={i * BAR_STEP + (BAR_STEP - BAR_WIDTH) / 2}
            y={value >= 0 ? zeroY - (value / span) * PLOT_HEIGHT : zeroY}
            width={BAR_WIDTH}
            height={(Math.abs(value) / span) * PLOT_HEIGHT}
          >
            <title>{`${shortDateName(days[i]!.date)}: ${format(value)}`}</title>
          </rect>
        ))}
        <line className="admin-chart-zero" x1={0} x2={days.length * BAR_STEP} y1={zeroY} y2={zeroY} vectorEffect="non-scaling-stroke" />
      </svg>
    </div>
  );
}

/**
 * Bookings and revenue for each of the last 30 clinic days: inline SVG bars, with a summary in
 * the caption and a toggle to the same figures as a table (for screen readers and exact values).
 */
export function DailyChart({ days }: { days: Day[] }) {
  const [isTable, setIsTable] = useState(false);
  const first = shortDateName(days[0]!.date);
  const last = shortDateName(days.at(-1)!.date);
  const totalBookings = days.reduce((sum, day) => sum + day.bookings, 0);
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <figure className="admin-chart">
      <figcaption>
        {first} to {last}: {formatCountOf(totalBookings, 'booking')} and {formatRupees(totalRevenue)} in revenue.
      </figcaption>
      <button type="button" className="button button-small button-quiet" aria-pressed={isTable} onClick={() => setIsTable(!isTable)}>
        Show as table
      </button>
      {isTable ? (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">
              Bookings and revenue per day, {first} to {last}
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="admin-number">
                  Bookings
                </th>
                <th scope="col" className="admin-number">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="admin-nowrap">
                    {shortDateName(day.date)}
                  </th>
                  <td className="admin-number">{formatCount(day.bookings)}</td>
                  <td className="admin-number">{formatRupees(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="admin-chart-panels">
          <BarPanel title="Bookings" days={days} valueOf={(day) => day.bookings} format={formatCount} />
          <BarPanel title="Revenue" days={days} valueOf={(day) => day.revenue} format={formatRupees} />
          <p className="admin-chart-axis" aria-hidden="true">
            <span>{first}</span>
            <span>{last}</span>
          </p>
        </div>
      )}
    </figure>
  );
}

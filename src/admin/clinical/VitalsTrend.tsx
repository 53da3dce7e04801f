import { type FlaggedField, VITAL_LABELS, type VitalsHistoryEntry } from '../../lib/validation/examination';
import { formatDate } from '../../lib/format/date';
import { flagWord } from './ExaminationFields';
import './clinical.css';

const TREND_FIELDS: FlaggedField[] = ['systolic', 'diastolic', 'pulse', 'temperature_c', 'spo2', 'weight_kg', 'bmi'];
const WIDTH = 120;
const HEIGHT = 28;

/** A small inline line of the values over the visits (no chart library); its text twin is the table's row. */
function Sparkline({ values, label }: { values: number[]; label: string }) {
  if (values.length < 2) return <span className="admin-hint">One visit so far</span>;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values.map((v, i) => [(i / (values.length - 1)) * (WIDTH - 4) + 2, HEIGHT - 2 - ((v - min) / span) * (HEIGHT - 4)] as const);
  const last = points[points.length - 1]!;
  return (
    <svg
      className="vitals-sparkline"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${label} trend: ${values.join(', ')}`}
    >
      <polyline fill="none" stroke="currentColor" strokeWidth="1.5" points={points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} />
      <circle cx={last[0]} cy={last[1]} r="2.5" fill="currentColor" />
    </svg>
  );
}

/** The patient page's vitals (issue 51, item 2): the latest values, flagged when out of range, and each one's trend. */
export function VitalsTrend({ history }: { history: VitalsHistoryEntry[] }) {
  if (history.length === 0) return <p className="admin-hint">No vitals recorded yet.</p>;
  const latest = history[history.length - 1]!;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table vitals-trend">
        <caption>
          Last taken {formatDate(latest.time)} (visit #{latest.appointment_id}); trend over {history.length} visit{history.length === 1 ? '' : 's'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Vital</th>
            <th scope="col">Last value</th>
            <th scope="col">Trend</th>
          </tr>
        </thead>
        <tbody>
          {TREND_FIELDS.map((field) => {
            const values = history.map((h) => h[field]).filter((v): v is number => v !== null);
            const value = latest[field];
            if (values.length === 0) return null;
            const { label, unit } = VITAL_LABELS[field];
            return (
              <tr key={field}>
                <th scope="row">{label}</th>
                <td>
                  {value === null ? '—' : `${value} ${unit}`}
                  {value !== null && latest.flags.includes(field) && <span className="vital-flag"> {flagWord(field, value)}</span>}
                </td>
                <td>
                  <Sparkline values={values} label={label} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type DayHours, toDayHours, toSpans, WeeklyHoursEditor } from '../../src/admin/components/WeeklyHoursEditor';
import { weeklyHoursSchema } from '../../src/lib/validation/resources';

afterEach(cleanup);

describe('the weekly hours editor’s rows and the API’s spans', () => {
  it.each([
    ['Mon–Sat 08:00–17:00', [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1020 }))],
    ['Sunday only, 07:30–18:00', [{ weekday: 0, startMinute: 450, endMinute: 1080 }]],
    ['an evening to midnight', [{ weekday: 3, startMinute: 1200, endMinute: 1440 }]],
    ['no day at all', []],
  ])('%s goes to the rows and back unchanged', (_, spans) => {
    const rows = toDayHours(spans);
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(toSpans(rows)).toEqual([...spans].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7)));
    expect(weeklyHoursSchema.safeParse(toSpans(rows)).success).toBe(true);
  });

  it('reads an end of 00:00 as midnight (1440) and a blank time as a time the shared schema refuses', () => {
    const rows = toDayHours([]).map((row) => (row.weekday === 2 ? { ...row, works: true, start: '20:00', end: '00:00' } : row));
    expect(toSpans(rows)).toEqual([{ weekday: 2, startMinute: 1200, endMinute: 1440 }]);
    const blank = rows.map((row) => (row.weekday === 2 ? { ...row, start: '' } : row));
    expect(weeklyHoursSchema.safeParse(toSpans(blank)).success).toBe(false);
  });
});

function Harness({ initial }: { initial: DayHours[] }) {
  const [days, setDays] = useState(initial);
  return (
    <>
      <WeeklyHoursEditor legend="Working hours" value={days} onChange={setDays} />
      <output>{JSON.stringify(toSpans(days))}</output>
    </>
  );
}

describe('WeeklyHoursEditor', () => {
  it('names each time by its day, and enables a day’s times only when it is worked', async () => {
    render(<Harness initial={toDayHours([{ weekday: 1, startMinute: 480, endMinute: 1020 }])} />);
    expect(screen.getByRole('group', { name: 'Working hours' })).toBeTruthy();
    expect(screen.getByLabelText('Monday from')).toHaveProperty('value', '08:00');
    expect(screen.getByLabelText('Sunday from')).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    expect(screen.getByLabelText('Sunday from')).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(JSON.parse(screen.getByRole('status').textContent)).toEqual([{ weekday: 0, startMinute: 540, endMinute: 1020 }]);
  });
});

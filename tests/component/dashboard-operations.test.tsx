import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from '../../src/admin/dashboard/DashboardScreen';
import type { DashboardOperations, DashboardTotals } from '../../src/lib/api/types';
import { datesBetween } from '../../src/lib/time/clinic-time';

const TOTALS: DashboardTotals = { totalDoctors: 3, totalAppointments: 40, totalTimeSlots: 900, totalUsers: 25, totalServices: 5 };

const figures = (overrides: Partial<DashboardOperations> = {}): DashboardOperations => ({
  today: '2026-11-20',
  today_appointments: [],
  next_days: datesBetween('2026-11-21', '2026-11-27').map((date, i) => ({ date, appointments: i })),
  revenue: { this_month: 2100, last_month: 2600 },
  open_contact_queries: 2,
  no_shows: { rate: 0.4, no_show: 2, completed: 3 },
  confirmations: { share: 0.6, confirmed: { rate: 0, no_show: 0, completed: 3 }, unconfirmed: { rate: 1, no_show: 2, completed: 0 } },
  daily: datesBetween('2026-10-22', '2026-11-20').map((date, i) => ({ date, bookings: i % 4, revenue: i === 12 ? -1000 : (i % 3) * 800 })),
  ...overrides,
});

/** Answers per path; a function answer is called per request (to fail first, then succeed). */
let answers: Record<string, () => Response> = {};

beforeEach(() => {
  answers = {
    '/api/v1/dashboard': () => Response.json(TOTALS),
    '/api/v1/dashboard/operations': () => Response.json(figures()),
    '/api/v1/visit-feedback/summary': () => Response.json({ days: 90, asked: 0, answered: 0, average: null, by_doctor: [], by_service: [] }),
  };
  vi.stubGlobal('fetch', async (input: string) => {
    const answer = answers[new URL(input, 'http://localhost').pathname];
    return answer ? answer() : new Response(null, { status: 404 });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDashboard = () =>
  render(
    <MemoryRouter>
      <DashboardScreen />
    </MemoryRouter>,
  );

describe('the admin dashboard’s operations figures', () => {
  it('says when there are no appointments today, and shows the figures around it', async () => {
    renderDashboard();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('No appointments today')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Today, Fri, Nov 20' })).toBeTruthy();
    expect(screen.getByText('₹2,100.00')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    // Confirmed through the reminders, and the no-show rates on each side.
    const confirmations = screen.getByRole('heading', { name: 'Confirmed by patients (30 days)' }).parentElement!;
    expect(within(confirmations).getByText('60%')).toBeTruthy();
    expect(confirmations.textContent).toContain('No-shows: 0% of confirmed, 100% of unconfirmed visits');
    expect(screen.getByRole('link', { name: 'View contact queries' }).getAttribute('href')).toBe('/admin/contact-queries');
  });

  it("lists today's appointments with their status and a Join link while they are on", async () => {
    const appointment = {
      time: '2026-11-20T04:30:00.000Z',
      end_time: '2026-11-20T05:00:00.000Z',
      patient: { name: 'Kavya Sharma' },
      doctor: { name: 'Dr. Asha Rao' },
      service: { name: 'Nadi Pariksha' },
      mode: 'video' as const,
      google_meet_link: 'https://meet.jit.si/room',
      checked_in_at: null,
      patient_answer: 'confirmed' as const,
    };
    answers['/api/v1/dashboard/operations'] = () =>
      Response.json(
        figures({
          today_appointments: [
            { ...appointment, id: 1, status: 'confirmed', patient_answer: 'wants_change' },
            { ...appointment, id: 2, status: 'cancelled', patient: { name: 'Rohan Mehta' } },
          ],
        }),
      );
    renderDashboard();
    const table = await screen.findByRole('table', { name: "Today's appointments in time order" });
    const [, confirmed, cancelled] = within(table).getAllByRole('row');
    expect(confirmed!.textContent).toContain('10:00 AM – 10:30 AM IST');
    expect(within(confirmed!).getByText('Confirmed')).toBeTruthy();
    // What the patient answered to the reminders, beside the status; none once cancelled.
    expect(within(confirmed!).getByText('Wants to change')).toBeTruthy();
    expect(within(cancelled!).queryByText('Wants to change')).toBeNull();
    expect(within(confirmed!).getByRole('link', { name: 'Join the meeting with Kavya Sharma' }).getAttribute('href')).toBe(
      'https://meet.jit.si/room',
    );
    expect(within(cancelled!).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled!).queryByRole('link', { name: /^Join/ })).toBeNull();
    // A started, confirmed appointment gets its outcome from here; every row opens in Appointments.
    expect(within(confirmed!).getByRole('button', { name: /^Mark completed ?appointment 1$/ })).toBeTruthy();
    expect(within(confirmed!).getByRole('button', { name: /^Mark no-show ?appointment 1$/ })).toBeTruthy();
    expect(within(cancelled!).queryByRole('button', { name: /^Mark / })).toBeNull();
    expect(
      within(cancelled!)
        .getByRole('link', { name: /^Open ?appointment 2$/ })
        .getAttribute('href'),
    ).toBe('/admin/appointments?from=2026-11-20&to=2026-11-20');
  });

  it('swaps the chart for a table of the same figures and back', async () => {
    renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    const chart = screen.getByRole('figure');
    expect(within(chart).getByText(/^Thu, Oct 22 to Fri, Nov 20: 43 bookings and ₹23,000.00 in revenue\.$/)).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(chart).getByRole('img', { name: 'Bookings per day: highest 3 on Sun, Oct 25.' })).toBeTruthy();
    expect(within(chart).getByRole('img', { name: 'Revenue per day: highest ₹1,600.00 on Sat, Oct 24, lowest -₹1,000.00.' })).toBeTruthy();
    expect(within(chart).queryByRole('table')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(chart).queryAllByRole('img')).toHaveLength(0);
    const table = within(chart).getByRole('table', { name: 'Bookings and revenue per day, Thu, Oct 22 to Fri, Nov 20' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[12]!).getByRole('rowheader').textContent).toBe('Tue, Nov 3');
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '-₹1,000.00']);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(chart).queryByRole('table')).toBeNull();
  });

  it('shows a failure in place and loads the figures again on Try again', async () => {
    let calls = 0;
    answers['/api/v1/dashboard/operations'] = () => (++calls === 1 ? Response.json({ error: 'boom' }, { status: 500 }) : Response.json(figures()));
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the dashboard figures.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No appointments today')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

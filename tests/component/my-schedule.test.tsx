import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoctorAppointment } from '../../src/lib/api/types';
import { MyScheduleScreen } from '../../src/admin/my-schedule/MyScheduleScreen';
import { queuedFetch } from '../support/queued-fetch';

// Tuesday, November 24, 2026, 10:00 AM in India (04:30 UTC).
const NOW = new Date('2026-11-24T04:30:00.000Z');
const MINUTE = 60_000;

const appointment = (id: number, time: string, changes: Partial<DoctorAppointment> = {}): DoctorAppointment => ({
  id,
  time,
  end_time: new Date(Date.parse(time) + 30 * MINUTE).toISOString(),
  status: 'confirmed',
  mode: 'video',
  google_meet_link: `https://meet.example/${id}`,
  description: `Description ${id}`,
  patient: { name: `Patient ${id}`, mobile: `+9198000000${id}0` },
  service: { name: 'Personalized Consultation' },
  note: null,
  checked_in_at: null,
  patient_answer: 'not_answered',
  ...changes,
});

/** The week as the API lists it: time order, in UTC instants. */
const WEEK: DoctorAppointment[] = [
  appointment(1, '2026-11-24T02:30:00.000Z', {
    status: 'completed',
    note: { body: '<h1>Plan</h1><p>Warm water <strong>daily</strong></p>', updated_at: '2026-11-24T03:00:00.000Z' },
  }),
  appointment(2, '2026-11-24T04:00:00.000Z', { patient_answer: 'wants_change' }),
  appointment(3, '2026-11-24T05:30:00.000Z', { patient_answer: 'confirmed' }),
  // 00:30 IST on Wednesday, though still Tuesday in UTC.
  appointment(4, '2026-11-24T19:00:00.000Z'),
  appointment(5, '2026-11-26T04:30:00.000Z', { mode: 'call', google_meet_link: null }),
];

const EMPTY_QUEUE = { date: '2026-11-24', doctorId: 1, doctorName: 'Dr. Test', nowCalling: null, waiting: 0, averageWaitMinutes: null, tokens: [] };

const fetchStub = queuedFetch((url) =>
  // The walk-in queue's card (issue 51, tests/component/queue-card.test.tsx) reads its own answer;
  // the programme alert panel (issue 49) asks on its own, none here.
  url.startsWith('/api/v1/doctor/queue') ? Response.json(EMPTY_QUEUE) : url.includes('/v1/programmes/alerts') ? Response.json([]) : undefined,
);
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderSchedule = () =>
  render(
    <>
      <Toaster />
      <MyScheduleScreen />
    </>,
  );

const card = (patient: string) => screen.getByRole('article', { name: new RegExp(`${patient}$`) });

describe('My Schedule', () => {
  it('asks for the upcoming view and groups the week by clinic (IST) day, today first', async () => {
    fetchStub.answers = [() => Response.json(WEEK)];
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'Today · Tue, Nov 24' })).toBeTruthy();
    expect(fetchStub.requests[0]!.url).toBe('/api/v1/doctor/appointments?view=upcoming');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today · Tue, Nov 24',
      'Tomorrow · Wed, Nov 25',
      'Thu, Nov 26',
    ]);

    const day = (heading: string) => screen.getByRole('region', { name: heading });
    // Each visit says what the patient answered to the reminders.
    expect(within(card('Patient 2')).getByText('Patient reply').nextElementSibling!.textContent).toContain('Wants to change');
    expect(within(card('Patient 3')).getByText('Patient reply').nextElementSibling!.textContent).toContain('Confirmed');
    expect(within(card('Patient 4')).getByText('Patient reply').nextElementSibling!.textContent).toContain('Not answered');
    const patientsOn = (heading: string) =>
      within(day(heading))
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')!.textContent);
    expect(patientsOn('Today · Tue, Nov 24')).toEqual([
      '8:00 AM – 8:30 AM IST · Patient 1',
      '9:30 AM – 10:00 AM IST · Patient 2',
      '11:00 AM – 11:30 AM IST · Patient 3',
    ]);
    expect(patientsOn('Tomorrow · Wed, Nov 25')).toEqual(['12:30 AM – 1:00 AM IST · Patient 4']);
    expect(patientsOn('Thu, Nov 26')).toEqual(['10:00 AM – 10:30 AM IST · Patient 5']);

    // What the doctor needs to hold the consultation.
    const started = card('Patient 2');
    expect(within(started).getByRole('link', { name: '+91 98000 00020' }).getAttribute('href')).toBe('tel:+919800000020');
    expect(within(started).getByText('Description 2')).toBeTruthy();
    expect(within(started).getByText('Video')).toBeTruthy();
    expect(within(started).getByText('Confirmed')).toBeTruthy();
    expect(within(started).getByRole('link', { name: 'Join the video consultation with Patient 2' }).getAttribute('href')).toBe(
      'https://meet.example/2',
    );
    expect(within(card('Patient 5')).getByRole('link', { name: 'Call Patient 5' }).getAttribute('href')).toBe('tel:+919800000050');

    // The saved note, through the rich-text allowlist, its heading under the card's.
    const noted = card('Patient 1');
    expect(await within(noted).findByRole('heading', { level: 4, name: 'Plan' })).toBeTruthy();
    expect(within(noted).getByText('daily').tagName).toBe('STRONG');
    expect(within(noted).getByRole('button', { name: /^Edit note/ })).toBeTruthy();
    expect(within(noted).queryByRole('link', { name: /^Join/ })).toBeNull();
  });

  it('offers Mark completed and Mark no-show only for confirmed appointments that have started, and from the start time on', async () => {
    fetchStub.answers = [() => Response.json(WEEK)];
    renderSchedule();
    await screen.findByRole('heading', { name: 'Today · Tue, Nov 24' });
    const outcomeButtons = (patient: string) =>
      within(card(patient))
        .queryAllByRole('button', { name: /^Mark / })
        .map((b) => b.textContent);

    expect(outcomeButtons('Patient 2')).toEqual([
      'Mark completed for Patient 2 at 9:30 AM – 10:00 AM IST',
      'Mark no-show for Patient 2 at 9:30 AM – 10:00 AM IST',
    ]);
    expect(outcomeButtons('Patient 1')).toEqual([]); // completed already
    expect(outcomeButtons('Patient 3')).toEqual([]); // 11:00, an hour ahead
    expect(outcomeButtons('Patient 4')).toEqual([]);
    expect(within(card('Patient 3')).getByRole('button', { name: /^Write note/ })).toBeTruthy();

    // At 11:00 IST the next consultation's buttons appear without a reload.
    act(() => {
      vi.setSystemTime(new Date('2026-11-24T05:29:45.000Z'));
      vi.advanceTimersByTime(30_000);
    });
    expect(outcomeButtons('Patient 3')).toHaveLength(2);
    expect(fetchStub.requests).toHaveLength(1);
  });

  it('offers no Write note or Open visit on a cancelled visit (issue 45)', async () => {
    fetchStub.answers = [() => Response.json([...WEEK, appointment(6, '2026-11-24T06:30:00.000Z', { status: 'cancelled' })])];
    renderSchedule();
    await screen.findByRole('heading', { name: 'Today · Tue, Nov 24' });
    expect(within(card('Patient 6')).getByText('Cancelled')).toBeTruthy();
    expect(within(card('Patient 6')).queryAllByRole('button')).toEqual([]);
    expect(within(card('Patient 3')).getByRole('button', { name: /^Open visit/ })).toBeTruthy();
  });

  it('marks an appointment completed after the confirm dialog and shows the refreshed list', async () => {
    const completed = WEEK.map((a) => (a.id === 2 ? { ...a, status: 'completed' as const } : a));
    fetchStub.answers = [() => Response.json(WEEK), () => Response.json(completed[1]), () => Response.json(completed)];
    renderSchedule();
    await screen.findByRole('heading', { name: 'Today · Tue, Nov 24' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(card('Patient 2')).getByRole('button', { name: /^Mark completed/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Completed' });
    expect(within(dialog).getByText(/Tue, Nov 24, 2026, 9:30 AM IST/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));

    expect(await screen.findByText('Appointment marked completed.')).toBeTruthy();
    expect(fetchStub.requests[1]).toEqual({ method: 'POST', url: '/api/v1/doctor/appointments/2/status', body: { status: 'completed' } });
    expect(fetchStub.requests[2]!.url).toBe('/api/v1/doctor/appointments?view=upcoming');
    expect(within(card('Patient 2')).getByText('Completed')).toBeTruthy();
    expect(within(card('Patient 2')).queryAllByRole('button', { name: /^Mark / })).toHaveLength(0);
  });

  it('says so when there is nothing today or in the week ahead', async () => {
    fetchStub.answers = [() => Response.json([])];
    renderSchedule();
    expect(await screen.findByText('No appointments today and in the week ahead.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows an empty today above the days that have appointments', async () => {
    fetchStub.answers = [() => Response.json([WEEK[4]])];
    renderSchedule();
    const today = await screen.findByRole('region', { name: 'Today · Tue, Nov 24' });
    expect(within(today).getByText('No appointments today.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thu, Nov 26' })).toBeTruthy();
  });

  it('shows a failure with Retry, which loads the schedule again', async () => {
    fetchStub.answers = [() => Response.json({ error: 'boom', code: 'internal' }, { status: 500 }), () => Response.json(WEEK)];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSchedule();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your schedule. Please try again.');
    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Today · Tue, Nov 24' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchStub.requests).toHaveLength(2);
  });
});

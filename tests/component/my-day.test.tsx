import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyDayScreen } from '../../src/admin/my-day/MyDayScreen';
import type { TherapistSession } from '../../src/lib/api/types';
import { queuedFetch } from '../support/queued-fetch';

// Tuesday, 1 December 2026, 10:00 AM in India (04:30 UTC).
const NOW = new Date('2026-12-01T04:30:00.000Z');

const session = (id: number, startsAt: string, changes: Partial<TherapistSession> = {}): TherapistSession => ({
  id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
  phase: 'purvakarma',
  status: 'planned',
  note: '',
  markedAt: null,
  patient: { name: `Patient ${id}` },
  therapy: { name: 'Abhyanga' },
  room: { name: 'Abhyanga Room 1' },
  coTherapists: [],
  ...changes,
});

const DAY: TherapistSession[] = [
  session(1, '2026-12-01T02:30:00.000Z', { status: 'done', note: 'Went well' }),
  session(2, '2026-12-01T04:00:00.000Z', { coTherapists: ['Bina Therapist'] }),
  session(3, '2026-12-01T08:30:00.000Z', { therapy: { name: 'Shirodhara' }, room: { name: 'Shirodhara Room' }, phase: 'pradhanakarma' }),
];

const fetchStub = queuedFetch();
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderDay = () =>
  render(
    <>
      <Toaster />
      <MyDayScreen />
    </>,
  );
const card = (patient: string) => screen.getByRole('article', { name: new RegExp(`${patient}$`) });

describe('My day', () => {
  it('asks for today (IST) and shows each session with patient, therapy, room, times and co-therapist', async () => {
    fetchStub.answers = [() => Response.json(DAY)];
    renderDay();
    expect(await screen.findByRole('article', { name: /Patient 2$/ })).toBeTruthy();
    expect(fetchStub.requests[0]!.url).toBe('/api/v1/course-sessions/mine?date=2026-12-01');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Today, Tuesday, December 1, 2026');
    const second = within(card('Patient 2'));
    expect(second.getByRole('heading', { level: 3 }).textContent).toBe('9:30 AM – 10:15 AM IST · Patient 2');
    expect(second.getByText('Abhyanga')).toBeTruthy();
    expect(second.getByText('Abhyanga Room 1')).toBeTruthy();
    expect(second.getByText('Bina Therapist')).toBeTruthy();
    // Done: its note, no button. Not yet begun: no button, a hint instead.
    expect(within(card('Patient 1')).getByText('Went well')).toBeTruthy();
    expect(within(card('Patient 1')).queryByRole('button', { name: 'Mark done' })).toBeNull();
    expect(within(card('Patient 3')).queryByRole('button', { name: 'Mark done' })).toBeNull();
    expect(within(card('Patient 3')).getByText('It can be marked done from its start time.')).toBeTruthy();
  });

  it('marks a started session done with a note and shows the day again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchStub.answers = [() => Response.json(DAY)];
    renderDay();
    await user.click(await within(await screen.findByRole('article', { name: /Patient 2$/ })).findByRole('button', { name: 'Mark done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark done: Abhyanga for Patient 2' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Mild headache after; told the doctor');
    const marked = { ...DAY[1]!, status: 'done' as const, note: 'Mild headache after; told the doctor' };
    fetchStub.answers = [() => Response.json(marked), () => Response.json([DAY[0], marked, DAY[2]])];
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Session marked done')).toBeTruthy();
    expect(fetchStub.requests[1]).toEqual({
      method: 'POST',
      url: '/api/v1/course-sessions/2/done',
      body: { note: 'Mild headache after; told the doctor' },
    });
    expect(await within(card('Patient 2')).findByText('Mild headache after; told the doctor')).toBeTruthy();
    expect(within(card('Patient 2')).queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchStub.answers = [() => Response.json(DAY)];
    renderDay();
    await user.click(await within(await screen.findByRole('article', { name: /Patient 2$/ })).findByRole('button', { name: 'Mark done' }));
    fetchStub.answers = [
      () => Response.json({ error: 'Only a planned session can be marked done', key: 'courseView.sessionNotPlanned' }, { status: 409 }),
    ];
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Only a planned session can be marked done')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('moves a day back and forth and to a chosen date; an empty day says so; a failure offers Retry', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchStub.answers = [() => Response.json(DAY), () => Response.json([])];
    renderDay();
    await screen.findByRole('article', { name: /Patient 2$/ });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No sessions this day.')).toBeTruthy();
    expect(fetchStub.requests[1]!.url).toBe('/api/v1/course-sessions/mine?date=2026-12-02');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wednesday, December 2, 2026');

    fetchStub.answers = [() => Response.json(DAY)];
    await user.click(screen.getByRole('button', { name: 'Back to today' }));
    expect(await screen.findByRole('article', { name: /Patient 3$/ })).toBeTruthy();

    fetchStub.answers = [() => new Response('{}', { status: 500 }), () => Response.json([DAY[0]])];
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(fetchStub.requests.at(-1)!.url).toBe('/api/v1/course-sessions/mine?date=2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /Patient 1$/ })).toBeTruthy();
    expect(fetchStub.requests.at(-1)!.url).toBe('/api/v1/course-sessions/mine?date=2026-11-30');
  });
});

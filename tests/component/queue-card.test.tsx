import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { DoctorQueue } from '../../src/lib/api/types';
import { QueueCard } from '../../src/admin/my-schedule/QueueCard';
import { queuedFetch } from '../support/queued-fetch';

const token = (number: number, status: 'waiting' | 'called', name: string, waitMinutes: number | null = null) => ({
  id: number,
  number,
  status,
  patient: { id: 100 + number, name },
  appointmentId: number === 2 ? null : 50 + number,
  arrivedAt: '2026-11-24T04:30:00.000Z',
  calledAt: status === 'called' ? '2026-11-24T04:42:00.000Z' : null,
  waitMinutes,
});

const queue = (changes: Partial<DoctorQueue>): DoctorQueue => ({
  date: '2026-11-24',
  doctorId: 1,
  doctorName: 'Dr. Test',
  nowCalling: null,
  waiting: 2,
  averageWaitMinutes: null,
  tokens: [token(1, 'waiting', 'Asha Mehta'), token(2, 'waiting', 'Ravi Kumar')],
  ...changes,
});

const fetchStub = queuedFetch();

describe('the queue card on My Schedule (issue 51 item 7)', () => {
  it('lists the tokens waiting, calls the next one and shows it with the average wait', async () => {
    fetchStub.answers = [
      () => Response.json(queue({})),
      () =>
        Response.json(
          queue({
            nowCalling: 1,
            waiting: 1,
            averageWaitMinutes: 12,
            tokens: [token(1, 'called', 'Asha Mehta', 12), token(2, 'waiting', 'Ravi Kumar')],
          }),
        ),
    ];
    render(
      <>
        <Toaster />
        <QueueCard />
      </>,
    );
    const card = await screen.findByRole('region', { name: 'Queue today' });
    const waiting = await within(card).findByRole('list', { name: 'Tokens waiting' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Token 1 · Asha Mehta', 'Token 2 · Ravi Kumar (walk-in)']);
    expect(within(card).getByTestId('schedule-now-calling').textContent).toBe('–');

    await userEvent.click(within(card).getByRole('button', { name: 'Call next patient' }));
    expect(await screen.findByText('Token 1 called: Asha Mehta')).toBeTruthy();
    expect(fetchStub.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/doctor/queue', 'POST /api/v1/doctor/queue/call-next']);
    expect(within(card).getByTestId('schedule-now-calling').textContent).toBe('1');
    expect(card.textContent).toContain('Average wait (arrival to call): 12 min');
  });

  it('cannot call when nobody waits, shows nothing before the first arrival, and says when the read failed', async () => {
    fetchStub.answers = [
      () => Response.json(queue({ nowCalling: 1, waiting: 0, averageWaitMinutes: 3, tokens: [token(1, 'called', 'Asha Mehta', 3)] })),
    ];
    render(<QueueCard />);
    const button = await screen.findByRole('button', { name: 'Call next patient' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    // Nobody in the queue today: no card at all.
    fetchStub.answers = [() => Response.json(queue({ waiting: 0, tokens: [] }))];
    const empty = render(<QueueCard />);
    await vi.waitFor(() => expect(fetchStub.requests).toHaveLength(2));
    expect(empty.container.textContent).toBe('');
    cleanup();
    fetchStub.answers = [() => Response.json({ error: 'Server error', code: 'internal' }, { status: 500 })];
    render(<QueueCard />);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
  });
});

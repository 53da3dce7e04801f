import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseCancellation, CourseLedger } from '../../src/lib/api/types';
import { CourseLedgerPanel } from '../../src/admin/course-ledger/CourseLedgerPanel';

const therapy = { id: 3, name: 'Virechana', minutes: 60, therapistsNeeded: 1, fitting: 'treatment-table' as const };
const session = (id: number, day: number, status: CourseLedger['sessions'][number]['status'], startsAt: string) => ({
  id,
  stepIndex: day,
  phase: 'pradhanakarma' as const,
  therapy,
  room: { id: 5, name: 'Room A' },
  therapists: status === 'planned' ? [{ id: 9, name: 'Meera' }] : [],
  startsAt,
  endsAt: startsAt,
  status,
  replacesSessionId: null,
  canReschedule: status === 'missed',
});

const cancellation: CourseCancellation = {
  courseId: 12,
  canCancel: true,
  unusedSessions: 2,
  paidPaise: 0,
  refundPaise: 0,
  policy: 'Cancelling the course refunds the unused sessions.',
};

function ledgerOf(paidPaise: number): CourseLedger {
  return {
    course: {
      id: 12,
      patientId: 4,
      patientName: 'Asha Patel',
      name: '3-day Panchakarma',
      days: 3,
      status: 'planned',
      pricePaise: 900_000,
      startsOn: '2026-11-27',
      cancelledAt: null,
    },
    sessions: [
      session(1, 0, 'done', '2026-11-27T03:30:00.000Z'),
      session(2, 1, 'planned', '2026-11-28T03:30:00.000Z'),
      session(3, 2, 'missed', '2026-11-26T03:30:00.000Z'),
    ],
    summary: { sessionCount: 3, used: 1, creditsLeft: 2, missed: 1, cancelled: 0, paidPaise, refundablePaise: paidPaise ? 600_000 : 0 },
    payments: paidPaise
      ? [{ id: 40, status: 'completed', method: 'cash', amountPaise: paidPaise, refundedPaise: 0, receiptNumber: 'JAC/2627/000007' }]
      : [],
    cancellation: { ...cancellation, paidPaise, refundPaise: paidPaise ? 600_000 : 0 },
    options: {
      rooms: [
        { id: 5, name: 'Room A', fittings: ['treatment-table'] },
        { id: 6, name: 'Steam room', fittings: ['steam-chamber'] },
      ],
      therapists: [
        { id: 9, name: 'Meera', therapyIds: [3] },
        { id: 10, name: 'Untrained Ravi', therapyIds: [] },
      ],
    },
  };
}

let requests: { method: string; path: string; body: unknown }[] = [];
let paid = 0;
function stubApi() {
  requests = [];
  paid = 0;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path, body });
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
    if (path.endsWith('/ledger')) return json(ledgerOf(paid));
    if (path.endsWith('/cancellation')) return json({ ...cancellation, paidPaise: paid, refundPaise: paid ? 600_000 : 0 });
    if (path.endsWith('/payment')) {
      paid = 900_000;
      return json({}, 201);
    }
    return json({});
  });
}

beforeEach(stubApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posts = () => requests.filter((r) => r.method === 'POST');

describe('CourseLedgerPanel (issue 47)', () => {
  it('sends a payment link for the course’s price after staff confirm it, and offers none once paid', async () => {
    render(<CourseLedgerPanel courseId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment link' });
    expect(dialog.textContent).toContain('It works for 7 days');
    await userEvent.click(within(dialog).getByRole('button', { name: /Send link for ₹9,000/ }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', path: '/api/v1/courses/12/payment-link', body: undefined }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send payment link' })).toBeNull());
    cleanup();
    paid = 900_000;
    render(<CourseLedgerPanel courseId={12} />);
    await screen.findByRole('region', { name: 'Payment and sessions' });
    expect(screen.queryByRole('button', { name: 'Send payment link' })).toBeNull();
  });

  it('shows the credits and each session, and takes the price at the desk without sending an amount', async () => {
    render(<CourseLedgerPanel courseId={12} />);
    const panel = await screen.findByRole('region', { name: 'Payment and sessions' });
    expect(within(panel).getByText('Credits left').nextSibling?.textContent).toBe('2');
    expect(within(panel).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Take payment at the desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment at the desk' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await userEvent.type(within(dialog).getByLabelText(/Reference/), 'UPI-1');
    await userEvent.click(within(dialog).getByRole('button', { name: /Record ₹9,000/ }));
    await waitFor(() =>
      expect(posts()).toEqual([{ method: 'POST', path: '/api/v1/courses/12/payment', body: { method: 'upi', reference: 'UPI-1' } }]),
    );
    expect(await screen.findByRole('button', { name: /Download receipt JAC\/2627\/000007/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take payment at the desk' })).toBeNull();
  });

  it('marks a started session missed, and reschedules a missed one with a fitted room and a trained therapist', async () => {
    render(<CourseLedgerPanel courseId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: /Mark missed: Virechana/ }));
    const missed = await screen.findByRole('dialog', { name: 'Mark missed' });
    await userEvent.click(within(missed).getByRole('button', { name: 'Mark missed' }));
    await waitFor(() => expect(posts().map((r) => r.path)).toEqual(['/api/v1/course-sessions/2/missed']));

    await userEvent.click(await screen.findByRole('button', { name: /Reschedule: Virechana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule missed session' });
    const confirm = within(dialog).getByRole('button', { name: 'Reschedule' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const room = within(dialog).getByLabelText('Room');
    // Only rooms fitted for the therapy, only therapists trained in it.
    expect(within(room).queryByRole('option', { name: 'Steam room' })).toBeNull();
    expect(within(within(dialog).getByLabelText('Therapist')).queryByRole('option', { name: 'Untrained Ravi' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('New start (IST)'), '2026-12-05T09:30');
    await userEvent.selectOptions(room, 'Room A');
    await userEvent.selectOptions(within(dialog).getByLabelText('Therapist'), 'Meera');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(posts().at(-1)).toEqual({
        method: 'POST',
        path: '/api/v1/course-sessions/3/reschedule',
        body: { startsAt: '2026-12-05T09:30:00+05:30', roomId: 5, therapistIds: [9] },
      }),
    );
  });

  it('shows the refund before cancelling and confirms that amount', async () => {
    paid = 900_000;
    render(<CourseLedgerPanel courseId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel course' });
    expect(await within(dialog).findByText(/Refund: ₹6,000/)).toBeTruthy();
    expect(within(dialog).getByText(cancellation.policy)).toBeTruthy();
    expect(posts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /Cancel and refund ₹6,000/ }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', path: '/api/v1/courses/12/cancel', body: { expectedRefundPaise: 600_000 } }]));
  });
});

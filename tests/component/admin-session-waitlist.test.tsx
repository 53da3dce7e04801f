import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionWaitlist } from '../../src/admin/classes/SessionWaitlist';
import type { StaffWaitlistAnswer } from '../../src/lib/api/types';

const entry = (id: number, name: string, status: StaffWaitlistAnswer['entries'][number]['status']): StaffWaitlistAnswer['entries'][number] => ({
  id,
  patient: { id: id + 100, name, mobile: `+9198000000${id}` },
  mode: 'online',
  status,
  joinedAt: '2026-12-01T04:00:00.000Z',
  offer: status === 'offered' ? { status: 'open', expiresAt: '2026-12-01T16:00:00.000Z' } : null,
});

let sent: { method: string; path: string; body: unknown }[] = [];
let line: StaffWaitlistAnswer;

beforeEach(() => {
  sent = [];
  line = { sessionId: 5, free: { in_person: 0, online: 1 }, entries: [entry(1, 'Asha Rao', 'lapsed'), entry(2, 'Vikram Shah', 'waiting')] };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (input === '/api/v1/class-sessions/5/waitlist') return Response.json(line);
    if (input === '/api/v1/class-sessions/5/waitlist/offer' && method === 'POST') {
      line = { ...line, free: { in_person: 0, online: 0 }, entries: [line.entries[0]!, entry(2, 'Vikram Shah', 'offered')] };
      return Response.json(line);
    }
    return Response.json({ error: 'Not found', code: 'not_found' }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a class session's waitlist for staff", () => {
  it('lists the line in order with each state, and Offer now offers the free seat to the first waiting', async () => {
    const changed = vi.fn();
    render(<SessionWaitlist sessionId={5} modes={['in_person', 'online']} onChanged={changed} />);
    const table = await screen.findByRole('table', { name: 'Waitlist' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Asha Rao.*Offer ran out$/),
      expect.stringMatching(/^2Vikram Shah.*WaitingRemove$/),
    ]);
    // No in-person seat is free: only the online one can be offered.
    expect(screen.queryByRole('button', { name: /in person seat/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Offer now: online seat (1 free)' }));
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/class-sessions/5/waitlist/offer', body: { mode: 'online' } });
    expect(await within(table).findByText(/^Offered until /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Offer now/ })).toBeNull();
    expect(changed).toHaveBeenCalled();
  });

  it('says so when nobody waits', async () => {
    line = { sessionId: 5, free: { in_person: 1, online: 1 }, entries: [] };
    render(<SessionWaitlist sessionId={5} modes={['in_person']} onChanged={() => undefined} />);
    expect(await screen.findByText('Nobody is waiting for this session.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

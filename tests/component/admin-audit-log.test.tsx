import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditLogScreen } from '../../src/admin/audit/AuditLogScreen';
import { HistoryDialog } from '../../src/admin/audit/HistoryDialog';
import type { AuditEvent } from '../../src/lib/api/types';

const event = (id: number, fields: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  at: '2025-01-05T09:30:00.000Z',
  actor_id: 1,
  actor_role: 'admin',
  actor_name: 'Clinic Admin',
  action: 'update',
  entity: 'service',
  entity_id: 3,
  before: { id: 3, name: 'Abhyanga', price: 500, status: true, updatedAt: '2025-01-01T00:00:00.000Z' },
  after: { id: 3, name: 'Abhyanga', price: 600, status: true, updatedAt: '2025-01-05T09:30:00.000Z' },
  ip: '127.0.0.1',
  ...fields,
});

/** What the fake API answers: the page asked for of `events`, counted as `total` (the whole trail). */
let events: AuditEvent[] = [];
let total = 0;
let requests: URLSearchParams[] = [];
const lastRequest = () => Object.fromEntries(requests.at(-1)!);

function answer(url: URL): Response {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? events.length);
  return Response.json(events.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(total) } });
}

beforeEach(() => {
  events = [event(2), event(1, { action: 'create', before: null, after: { id: 3, name: 'Abhyanga', price: 500, status: true } })];
  total = events.length;
  requests = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    expect(url.pathname).toBe('/api/v1/audit-events');
    requests.push(url.searchParams);
    return answer(url);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderLog = (state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/admin/audit-log', state }]}>
      <Toaster />
      <AuditLogScreen />
    </MemoryRouter>,
  );

const filters = () => within(screen.getByRole('search', { name: 'Filter the audit log' }));

describe('the Audit Log screen', () => {
  it('sends the filters applied, and none after Reset', async () => {
    renderLog();
    await screen.findByText('Page 1 of 1');
    expect(lastRequest()).toEqual({ limit: '10', offset: '0' });

    await userEvent.selectOptions(filters().getByLabelText('Record type'), 'service');
    await userEvent.type(filters().getByLabelText('Record ID'), '3');
    await userEvent.selectOptions(filters().getByLabelText('Action'), 'update');
    await userEvent.selectOptions(filters().getByLabelText('Actor role'), 'admin');
    await userEvent.type(filters().getByLabelText('Actor ID'), '1');
    await userEvent.type(filters().getByLabelText('From (IST)'), '2025-01-01');
    await userEvent.type(filters().getByLabelText('To (IST)'), '2025-01-31');
    // Nothing is asked until Apply.
    expect(requests).toHaveLength(1);
    await userEvent.click(filters().getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        entity: 'service',
        entity_id: '3',
        action: 'update',
        actor_role: 'admin',
        actor_id: '1',
        from: '2025-01-01',
        to: '2025-01-31',
        limit: '10',
        offset: '0',
      }),
    );

    await userEvent.click(filters().getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastRequest()).toEqual({ limit: '10', offset: '0' }));
    expect(filters().getByLabelText<HTMLSelectElement>('Record type').value).toBe('');
    expect(filters().getByLabelText<HTMLInputElement>('From (IST)').value).toBe('');
  });

  it('refuses an actor id that is not one, and dates out of order, without asking the server', async () => {
    renderLog();
    await screen.findByText('Page 1 of 1');
    await userEvent.type(filters().getByLabelText('Actor ID'), 'abc');
    await userEvent.click(filters().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(filters().getByLabelText('Actor ID').getAttribute('aria-invalid')).toBe('true'));

    await userEvent.clear(filters().getByLabelText('Actor ID'));
    await userEvent.type(filters().getByLabelText('From (IST)'), '2025-02-01');
    await userEvent.type(filters().getByLabelText('To (IST)'), '2025-01-31');
    await userEvent.click(filters().getByRole('button', { name: 'Apply' }));
    expect(await filters().findByText('The end date must not be before the start date!')).toBeTruthy();
    expect(filters().getByLabelText('To (IST)').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(1);
  });

  it("opens on a record's events when a History dialog sent it there", async () => {
    renderLog({ entity: 'service', entity_id: 3 });
    await screen.findByText('Page 1 of 1');
    expect(requests).toHaveLength(1);
    expect(lastRequest()).toEqual({ entity: 'service', entity_id: '3', limit: '10', offset: '0' });
    expect(filters().getByLabelText<HTMLSelectElement>('Record type').value).toBe('service');
    expect(filters().getByLabelText<HTMLInputElement>('Record ID').value).toBe('3');
  });

  it('shows who changed what, in clinic time, with the full record in Details', async () => {
    renderLog();
    const row = (await screen.findByRole('cell', { name: 'Updated' })).closest('tr')!;
    expect(within(row).getByText('Jan 5, 2025, 3:00 PM IST')).toBeTruthy();
    expect(within(row).getByText('Clinic Admin')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Service 3' })).toBeTruthy();
    expect(within(row).getByRole('list').textContent).toBe('Price: 500 → 600');

    await userEvent.click(within(row).getByRole('button', { name: /^Details ?of event 2$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Audit event 2' });
    expect(within(dialog).getByText('127.0.0.1')).toBeTruthy();
    expect(within(dialog).getByText(/"price": 500/)).toBeTruthy();
    expect(within(dialog).getByText(/"price": 600/)).toBeTruthy();
  });

  it('reads a cancellation in IST, rupees and words, and a failed login as nobody signed in', async () => {
    events = [
      event(4, {
        action: 'login_failed',
        entity: 'session',
        actor_role: 'anonymous',
        before: null,
        after: { email: 'admin@clinic.example', reason: 'wrong_password' },
      }),
      event(3, {
        action: 'cancel',
        entity: 'appointment',
        before: { status: 'confirmed', cancelledAt: null },
        after: { status: 'cancelled', cancelledAt: '2026-11-24T16:04:51.670Z', refundPaise: 250000 },
      }),
    ];
    total = events.length;
    renderLog();
    const cancelled = (await screen.findByRole('cell', { name: 'Cancelled' })).closest('tr')!;
    expect(within(cancelled).getByRole('list').textContent).toBe(
      'Status: confirmed → cancelledCancelled at: empty → Nov 24, 2026, 9:34 PM ISTRefund: empty → ₹2,500.00',
    );
    const failed = screen.getByRole('cell', { name: 'Login failed' }).closest('tr')!;
    expect(within(failed).getByText('Not signed in')).toBeTruthy();
    expect(within(failed).queryByText('Clinic Admin')).toBeNull();
  });

  it('exports the filtered trail page by page, at most 10,000 events, and says when it stopped short', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => {} }));
    events = Array.from({ length: 10_500 }, (_, i) => event(10_500 - i));
    total = 12_345;
    renderLog({ entity: 'service' });
    await screen.findByText('Page 1 of 1235');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 5000 });
    const exports = requests.slice(1).map((params) => Object.fromEntries(params));
    expect(exports).toHaveLength(10);
    expect(exports[0]).toEqual({ entity: 'service', limit: '1000', offset: '0' });
    expect(exports.at(-1)).toEqual({ entity: 'service', limit: '1000', offset: '9000' });
    expect(await screen.findByText(/Exported the first 10,000 of 12,345 events/)).toBeTruthy();

    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!); // jsdom's Blob has no text()
    });
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(10_001);
    expect(lines[0]).toBe('id,at,actor_id,actor_name,actor_role,action,entity,entity_id,changes,before,after,ip');
    expect(lines[1]).toMatch(/^10500,2025-01-05T09:30:00.000Z,1,Clinic Admin,admin,update,service,3,Price: 500 → 600,"{""id"":3,/);
  });
});

describe('the History dialog of one record', () => {
  const renderHistory = () =>
    render(
      <MemoryRouter>
        <Toaster />
        <HistoryDialog record={{ entity: 'service', id: 3, name: 'Abhyanga' }} onClose={() => {}} />
      </MemoryRouter>,
    );

  it("lists the record's events newest first, each with what changed and its details", async () => {
    renderHistory();
    const dialog = screen.getByRole('dialog', { name: 'History of Abhyanga' });
    await within(dialog).findByText('Created');
    expect(lastRequest()).toEqual({ entity: 'service', entity_id: '3', limit: '50', offset: '0' });
    const entries = within(dialog).getAllByRole('list')[0]!.children;
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Updated by Clinic Admin (Admin), Jan 5, 2025, 3:00 PM IST');
    // The change made, not the bookkeeping that comes with it.
    expect(within(entries[0] as HTMLElement).getByRole('list').textContent).toBe('Price: 500 → 600');
    expect(within(entries[1] as HTMLElement).getByRole('list').textContent).toBe('Name: AbhyangaPrice: 500Status: yes');
    expect(within(dialog).queryByRole('link', { name: 'See all in the Audit Log' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Details ?of event 1$/ }));
    const details = screen.getByRole('dialog', { name: 'Audit event 1' });
    expect(within(details).getByText('Nothing recorded.')).toBeTruthy();
    expect(within(details).getByText(/"name": "Abhyanga"/)).toBeTruthy();
  });

  it('points to the Audit Log when the record has more events than it shows', async () => {
    total = 60;
    renderHistory();
    expect(await screen.findByText(/Showing the newest 2 of 60 events/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all in the Audit Log' })).toBeTruthy();
  });

  it('asks nothing and shows nothing while closed (the list screens keep it mounted)', async () => {
    render(
      <MemoryRouter>
        <HistoryDialog record={null} onClose={() => {}} />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    expect(document.querySelector('dialog')!.textContent).toBe('Close');
  });

  it('says so when the history cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Internal server error' }, { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHistory();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Could not load the history. Please try again.').length).toBeGreaterThan(0);
  });
});

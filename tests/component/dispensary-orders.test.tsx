import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from '../../src/admin/dispensary/OrdersScreen';
import { $session } from '../../src/admin/session/session-store';
import type { StaffMedicineOrder } from '../../src/lib/api/types';

// Issue 50 item 6 (docs/decisions/065): the pharmacist's and admin's list of medicines ordered online.

const delivery: StaffMedicineOrder = {
  id: 11,
  appointment_id: 7,
  status: 'paid',
  fulfilment: 'delivery',
  lines: [
    { name: 'Triphala Churna', unit: 'jar', quantity: 1, mrp_paise: 9_000 },
    { name: 'Kaishore Guggulu', unit: 'bottle', quantity: 1, mrp_paise: 16_500 },
  ],
  delivery_paise: 6_000,
  amount_paise: 31_500,
  address: { lines: '12 Park Street', city: 'Mumbai', pin: '400001', state: '27' },
  courier_reference: null,
  invoice_number: 'JACT/2627/000001',
  invoice_pdf: '/api/v1/dispensary/tax-documents/3/document.pdf',
  updated_at: '2026-11-29T17:46:00.000Z',
  patient_name: 'Asha Patel',
  patient_mobile: '+919874290195',
};
const collection: StaffMedicineOrder = {
  ...delivery,
  id: 12,
  fulfilment: 'collect',
  address: null,
  delivery_paise: 0,
  amount_paise: 25_500,
  patient_name: 'Kavya Sharma',
};

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
let requests: { method: string; path: string; body: unknown }[] = [];
let moveAnswer: (body: { to: string; courierReference?: string }) => Response;

beforeEach(() => {
  requests = [];
  $session.set({ status: 'authenticated', user: { id: 2, role: 'pharmacist', exp: 4_102_444_800 }, token: 't' });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method: init.method ?? 'GET', path, body });
    if (path === '/api/v1/dispensary/orders') return json([delivery, collection]);
    return moveAnswer(body);
  });
});
afterEach(() => {
  cleanup();
  $session.set({ status: 'loading' });
  vi.unstubAllGlobals();
});

const renderScreen = () =>
  render(
    <MemoryRouter>
      <OrdersScreen />
    </MemoryRouter>,
  );

describe('The dispensary’s Orders screen', () => {
  it('lists each order with its medicines, where it goes and only the moves its state allows', async () => {
    renderScreen();
    const sent = await screen.findByRole('row', { name: /Asha Patel/ });
    expect(sent.textContent).toContain('Triphala Churna × 1, Kaishore Guggulu × 1');
    expect(sent.textContent).toContain('12 Park Street, Mumbai 400001, Maharashtra');
    expect(sent.textContent).toContain('₹315.00');
    expect(sent.textContent).toContain('Paid: to prepare');
    // A delivery is dispatched, never "ready for collection"; a collection the other way round.
    expect(within(sent).getByRole('button', { name: /^Mark dispatched/ })).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /^Mark ready/ })).toBeNull();
    const collect = screen.getByRole('row', { name: /Kavya Sharma/ });
    expect(collect.textContent).toContain('Collect at the clinic');
    expect(within(collect).getByRole('button', { name: /^Mark ready/ })).toBeTruthy();
    expect(within(collect).queryByRole('button', { name: /^Mark dispatched/ })).toBeNull();
    expect(within(collect).queryByLabelText('Courier reference (optional)')).toBeNull();
  });

  it('dispatches with the courier reference and shows the order as the server answers it', async () => {
    const user = userEvent.setup();
    moveAnswer = ({ courierReference }) => json({ ...delivery, status: 'dispatched', courier_reference: courierReference });
    renderScreen();
    const sent = await screen.findByRole('row', { name: /Asha Patel/ });
    await user.type(within(sent).getByLabelText('Courier reference (optional)'), 'DTDC-88213');
    await user.click(within(sent).getByRole('button', { name: /^Mark dispatched/ }));
    await waitFor(() => expect(sent.textContent).toContain('Courier: DTDC-88213'));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/v1/dispensary/orders/11/moves', body: { to: 'dispatched', courierReference: 'DTDC-88213' } },
    ]);
    expect(within(sent).getByRole('button', { name: /^Mark delivered/ })).toBeTruthy();
  });

  it('shows a refusal in the order’s row and leaves it as it was', async () => {
    const user = userEvent.setup();
    moveAnswer = () => json({ error: 'This order has already moved on.', code: 'conflict', key: 'medicineOrders.badMove' }, 409);
    renderScreen();
    const collect = await screen.findByRole('row', { name: /Kavya Sharma/ });
    await user.click(within(collect).getByRole('button', { name: /^Mark ready/ }));
    expect((await within(collect).findByRole('alert')).textContent).toBe('This order has already moved on.');
    expect(collect.textContent).toContain('Paid: to prepare');
  });
});

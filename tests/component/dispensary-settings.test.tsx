import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DispensarySettingsScreen } from '../../src/admin/dispensary/DispensarySettingsScreen';

let puts: unknown[] = [];
let putAnswer: (body: { returnWindowDays: number; deliveryPaise: number }) => Response;
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
beforeEach(() => {
  puts = [];
  putAnswer = (body) => json(body);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    expect(new URL(input, 'http://localhost').pathname).toBe('/api/v1/dispensary/settings');
    if (init.method !== 'PUT') return json({ returnWindowDays: 7, deliveryPaise: 4_900 });
    const body = JSON.parse(String(init.body));
    puts.push(body);
    return putAnswer(body);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () =>
  render(
    <MemoryRouter>
      <DispensarySettingsScreen />
      <Toaster />
    </MemoryRouter>,
  );

describe('Dispensary settings', () => {
  it('loads the return window and the delivery charge in rupees, and saves them as paise', async () => {
    const user = userEvent.setup();
    renderScreen();
    const windowDays = await screen.findByLabelText<HTMLInputElement>(/Return window \(days\)/);
    const delivery = screen.getByLabelText<HTMLInputElement>(/Delivery charge for online orders/);
    expect(windowDays.value).toBe('7');
    expect(delivery.value).toBe('49.00');

    await user.clear(windowDays);
    await user.type(windowDays, '14');
    await user.clear(delivery);
    await user.type(delivery, '60.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(puts).toEqual([{ returnWindowDays: 14, deliveryPaise: 6_050 }]));
    expect(await screen.findByText('Dispensary settings saved')).toBeTruthy();
    expect(delivery.value).toBe('60.50');
  });

  it('checks the fields before sending: an empty charge is refused, not taken as no delivery', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.clear(await screen.findByLabelText(/Delivery charge for online orders/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findAllByText(/The delivery charge must be/)).length).toBeGreaterThan(0);
    expect(puts).toEqual([]);
  });

  it('shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const refusal = 'The return window must be a whole number of days from 0 to 90';
    putAnswer = () => json({ error: refusal, code: 'invalid', key: 'dispensary.windowInvalid', fields: { returnWindowDays: refusal } }, 400);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts).toEqual([{ returnWindowDays: 7, deliveryPaise: 4_900 }]));
    const windowDays = screen.getByLabelText(/Return window \(days\)/);
    await waitFor(() => expect(windowDays.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${windowDays.id}-error`)?.textContent).toContain(refusal);
  });

  it('offers Try again when the settings cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('The dispensary settings could not be loaded. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingWizard from '../../src/islands/booking-wizard/BookingWizard';

interface Call {
  path: string;
  method: string;
  body: unknown;
}

let calls: Call[];
const services = [
  { id: 1, name: 'Personalized Consultation', price: 800, status: true },
  { id: 2, name: 'Panchakarma', price: 2500, status: true },
];

/** A fake API: answers by path, records what the wizard sent. */
function stubApi(answers: Record<string, unknown> = {}) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const all: Record<string, unknown> = { '/api/v1/services': services, '/api/v1/time-slots/available': [], ...answers };
      return new Response(JSON.stringify(all[path] ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  stubApi({ '/api/v1/auth/send-otp': { firebase_uid: 'local-session', provider: 'local' } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderWizard = () => render(<BookingWizard clinicName="Clinic" firebase={null} />);

describe('BookingWizard phone verification', () => {
  it('asks for the mobile number, sends the full number and counts down m:ss before Resend appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Existing User' }));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your mobile number')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Country code'), '+44');
    await user.type(screen.getByLabelText('Mobile number'), '07700900123');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your mobile number')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/auth/send-otp')?.body).toEqual({ mobile: '+447700900123' });
    expect(screen.getByText('2:00')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1:59')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    // Enter in the number field asks again before the countdown ends.
    await user.type(screen.getByLabelText('Mobile number'), '{Enter}');
    expect(await screen.findByText('Please wait 119 seconds before resending OTP')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter the OTP')).toBeTruthy();

    for (let i = 0; i < 119; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
  });

  it('requires name and phone to register', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'First Time Booking' }));
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name and phone number are required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/users')).toBe(false);
  });
});

describe('BookingWizard steps with a stored session', () => {
  beforeEach(() => {
    localStorage.setItem('userSessionToken', 'token');
    localStorage.setItem('userSessionExpiry', String(Date.now() + 60_000));
    localStorage.setItem('userFirebaseUid', 'uid');
    localStorage.setItem('userId', '5');
  });

  it('restores the session at step 1 and blocks Next with the SPEC messages', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByText('Welcome back! Your session is still active.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Service Details' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select a service and describe your condition')).toBeTruthy();

    await screen.findByRole('option', { name: 'Panchakarma' });
    await user.selectOptions(screen.getByLabelText('Service'), '2');
    expect(screen.getByText('₹2,500.00')).toBeTruthy();
    await user.type(screen.getByLabelText('Describe your condition'), 'Back pain');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Select Date' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select a date')).toBeTruthy();
    await user.type(screen.getByLabelText('Appointment date'), '2099-01-05');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Select Time' })).toBeTruthy();
    expect(await screen.findByText('No available time slots for the selected date. Please choose a different date.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select a time slot')).toBeTruthy();

    const lookup = calls.find((c) => c.path === '/api/v1/time-slots/available');
    expect(lookup).toBeTruthy();
  });

  it('removes an expired session and starts at the choice', async () => {
    localStorage.setItem('userSessionExpiry', String(Date.now() - 1));
    renderWizard();
    expect(await screen.findByRole('button', { name: 'Existing User' })).toBeTruthy();
    expect(localStorage.getItem('userSessionToken')).toBeNull();
  });
});

import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingWizard from '../../src/islands/booking-wizard/BookingWizard';
import { clinicBookingBounds } from '../../src/lib/time/booking-day';
import { monthOf } from '../../src/lib/time/month-grid';
import { longDateName } from '../../src/lib/format/date';
import { PRIVACY_NOTICE_VERSION } from '../../src/lib/validation/consent';

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

/** A problem shows twice: as the flow's one toast and beside its field (aria-invalid, aria-describedby). */
async function expectFieldProblem(label: string, text: string) {
  expect(await screen.findAllByText(text)).toHaveLength(2);
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(text);
}

describe('BookingWizard phone verification', () => {
  it('asks for the mobile number, sends the full number and counts down m:ss before Resend appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Existing User' }));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await expectFieldProblem('Mobile number', 'Please enter your mobile number');

    await user.selectOptions(screen.getByLabelText('Country code'), '+44');
    await user.type(screen.getByLabelText('Mobile number'), '07700900123');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your mobile number')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/auth/send-otp')?.body).toEqual({ mobile: '+447700900123' });
    expect(screen.getByText('2:00')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('OTP'));

    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1:59')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    // Enter in the number field asks again before the countdown ends.
    await user.type(screen.getByLabelText('Mobile number'), '{Enter}');
    expect(await screen.findByText('Please wait 119 seconds before resending OTP')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await expectFieldProblem('OTP', 'Please enter the OTP');
    // One toast per flow: the resend warning was replaced, not stacked.
    expect(screen.queryByText('Please wait 119 seconds before resending OTP')).toBeNull();

    for (let i = 0; i < 119; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
  });

  it('requires name and phone to register', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'First Time Booking' }));
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Register and send OTP' }));
    await expectFieldProblem('Mobile number', 'Name and phone number are required');
    expect(calls.some((c) => c.path === '/api/v1/users')).toBe(false);
  });

  it('shows the privacy notice and registers only once it is ticked, sending the notice version', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'First Time Booking' }));
    const notice = screen.getByRole('region', { name: 'How we use your data' });
    expect(notice.textContent).toContain('health records for 3 years after your last consultation');
    expect(notice.textContent).toContain('Grievance officer: the Clinic Manager, care@ayurvedaclinic.in.');
    expect(within(notice).getByRole('link', { name: 'Full privacy policy' }).getAttribute('href')).toBe('/policies/privacy');
    await user.type(screen.getByLabelText('Full name'), 'Asha Patel');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Register and send OTP' }));
    await expectFieldProblem(
      'I have read this notice and agree that the clinic uses my data for my care as described.',
      'Please read the privacy notice and tick the box to register.',
    );
    expect(calls.some((c) => c.path === '/api/v1/users')).toBe(false);

    await user.click(screen.getByLabelText('I have read this notice and agree that the clinic uses my data for my care as described.'));
    await user.click(screen.getByRole('button', { name: 'Register and send OTP' }));
    expect(await screen.findByText('OTP sent to your mobile number')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/users')?.body).toMatchObject({ name: 'Asha Patel', privacy_notice_version: PRIVACY_NOTICE_VERSION });
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
    const today = clinicBookingBounds(new Date()).min;
    stubApi({ '/api/v1/time-slots/availability': { month: monthOf(today), days: [{ date: today, count: 3 }] } });
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByText('Welcome back! Your session is still active.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Service Details' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectFieldProblem('Service', 'Please select a service and describe your condition');

    await screen.findByRole('option', { name: 'Panchakarma' });
    await user.selectOptions(screen.getByLabelText('Service'), '2');
    expect(screen.getByText('₹2,500.00')).toBeTruthy();
    await user.type(screen.getByLabelText('Describe your condition'), 'Back pain');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Select Date' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please select a date')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: new RegExp(`^${longDateName(today)}, 3 free times`) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Select Time' })).toBeTruthy();
    expect(await screen.findByText('No available time slots for the selected date. Please choose a different date.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select a time slot')).toBeTruthy();

    const lookup = calls.find((c) => c.path === '/api/v1/time-slots/available');
    expect(lookup).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/v1/time-slots/availability')).toHaveLength(1);
  });

  it('SPEC §2: Previous shows on Service Details and leads to the verified number, never to a new code unless asked', async () => {
    stubApi({ '/api/v1/users/me': { mobile: '+919824011001' } });
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Service Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Verification' })).toBeTruthy();
    expect(await screen.findByText('+91 98240 11001')).toBeTruthy();
    expect(screen.getByText('Verified mobile number')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Service Details' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('');
    expect(localStorage.getItem('userSessionToken')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/v1/auth/send-otp')).toHaveLength(0);
  });

  it('Book again starts with the service and the mode of the earlier visit (issue 45)', async () => {
    window.history.pushState({}, '', '/book-appointment?service=2&doctor=4&mode=in_person');
    try {
      renderWizard();
      await screen.findByRole('option', { name: 'Panchakarma' });
      expect(screen.getByLabelText<HTMLSelectElement>('Service').value).toBe('2');
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^In person/ }).checked).toBe(true);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('removes an expired session and starts at the choice', async () => {
    localStorage.setItem('userSessionExpiry', String(Date.now() - 1));
    renderWizard();
    expect(await screen.findByRole('button', { name: 'Existing User' })).toBeTruthy();
    expect(localStorage.getItem('userSessionToken')).toBeNull();
  });
});

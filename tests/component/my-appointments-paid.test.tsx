import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MyAppointments from '../../src/islands/my-appointments/MyAppointments';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

const clinicPhone = { label: '+91 98240 11000', href: 'tel:+919824011000' };

describe('My appointments after paying by link (issue 45)', () => {
  it('says the payment was received when the checkout lands here paid, in the page’s language', () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    window.history.pushState({}, '', '/hi/my-appointments?razorpay_payment_link_id=plink_1&razorpay_payment_link_status=paid');
    render(<MyAppointments locale="hi" firebase={null} clinicPhone={clinicPhone} />);
    expect(screen.getByRole('status').textContent).toContain('भुगतान मिल गया');
  });

  it('says nothing of a payment otherwise', () => {
    window.history.pushState({}, '', '/my-appointments');
    render(<MyAppointments firebase={null} clinicPhone={clinicPhone} />);
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });
});

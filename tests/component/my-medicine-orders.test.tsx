import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MedicineOrderSection } from '../../src/islands/my-appointments/MedicineOrderSection';
import type { MyAppointmentsState } from '../../src/islands/my-appointments/useMyAppointments';
import { IslandLanguage } from '../../src/islands/shared/island-language';
import type { Locale } from '../../src/i18n/locales';
import type { MedicineOffer, MedicineOrder } from '../../src/lib/api/types';
import { queuedFetch } from '../support/queued-fetch';

const OFFER: MedicineOffer = {
  appointment_id: 41,
  time: '2026-11-20T05:30:00.000Z',
  doctor_name: 'Dr. Meera Joshi',
  lines: [
    { name: 'Avipattikar Churna', unit: 'jar', quantity: 1, mrp_paise: 12_000 },
    { name: 'Ksheerabala Taila', unit: 'bottle', quantity: 1, mrp_paise: 9_999 },
  ],
  total_paise: 21_999,
  delivery_paise: 5_000,
  orders: [],
};

const DISPATCHED: MedicineOrder = {
  id: 5,
  appointment_id: 41,
  status: 'dispatched',
  fulfilment: 'delivery',
  lines: OFFER.lines,
  delivery_paise: 5_000,
  amount_paise: 26_999,
  address: { lines: '12 Marine Drive', city: 'Mumbai', pin: '400002', state: '27' },
  courier_reference: 'DTDC-88123',
  invoice_number: 'JACT/2627/000007',
  invoice_pdf: '/api/v1/dispensary/tax-documents/9/document.pdf',
  updated_at: '2026-11-21T05:30:00.000Z',
};

const downloadFile = vi.fn(async () => undefined);
const fetchStub = queuedFetch();
beforeEach(() => {
  downloadFile.mockClear();
});

const renderSection = (locale: Locale = 'en') =>
  render(
    <IslandLanguage locale={locale}>
      <MedicineOrderSection state={{ downloadFile } as unknown as MyAppointmentsState} token="patient-token" />
    </IslandLanguage>,
  );

describe('Your medicines on My appointments', () => {
  it('lists the prescribed medicines at MRP, asks for an address for delivery and sends only the choice, never an amount', async () => {
    const user = userEvent.setup();
    fetchStub.answers = [
      () => Response.json([OFFER]),
      () => Response.json({ error: 'x', key: 'medicineOrders.deliveryNotOffered' }, { status: 409 }),
    ];
    renderSection();
    const visit = await screen.findByRole('article', { name: /Prescribed on .* by Dr\. Meera Joshi/ });
    expect(within(visit).getByText('Avipattikar Churna · 1 jar · ₹120.00')).toBeTruthy();
    expect(within(visit).getByRole('button', { name: 'Pay ₹219.99' })).toBeTruthy();
    await user.click(within(visit).getByRole('radio', { name: 'Deliver to my address (delivery ₹50.00)' }));
    expect(within(visit).getByRole('button', { name: 'Pay ₹269.99' })).toBeTruthy();
    await user.type(within(visit).getByLabelText('Address'), '12 Marine Drive');
    await user.type(within(visit).getByLabelText('City'), 'Mumbai');
    await user.type(within(visit).getByLabelText('PIN code'), '400002');
    await user.selectOptions(within(visit).getByLabelText('State'), '27');
    await user.click(within(visit).getByRole('button', { name: 'Pay ₹269.99' }));
    expect(fetchStub.requests[1]).toEqual({
      method: 'POST',
      url: '/api/v1/dispensary/appointments/41/orders',
      body: { fulfilment: 'delivery', address: { lines: '12 Marine Drive', city: 'Mumbai', pin: '400002', state: '27' } },
    });
    expect((await within(visit).findByRole('alert')).textContent).not.toBe('');
  });

  it('pays to collect through the local checkout, verifies, and shows the order paid', async () => {
    const user = userEvent.setup();
    const checkout = { medicine_order_id: 5, order_id: 'order_local_1', amount: 21_999, currency: 'INR', key: 'local', provider: 'local' };
    const paid = { ...DISPATCHED, status: 'paid', fulfilment: 'collect', address: null, courier_reference: null, amount_paise: 21_999 };
    fetchStub.answers = [
      () => Response.json([OFFER]),
      () => Response.json(checkout, { status: 201 }),
      () => Response.json({ razorpay_order_id: 'order_local_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' }),
      () => Response.json({ order: paid }, { status: 201 }),
      () => Response.json([{ ...OFFER, lines: [], total_paise: 0, orders: [paid] }]),
    ];
    renderSection();
    const visit = await screen.findByRole('article', { name: /Dr\. Meera Joshi/ });
    await user.click(within(visit).getByRole('button', { name: 'Pay ₹219.99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Paid: being prepared')).toBeTruthy();
    expect(fetchStub.requests.map((r) => r.url)).toEqual([
      '/api/v1/dispensary/my-orders',
      '/api/v1/dispensary/appointments/41/orders',
      '/api/dev/checkout/pay',
      '/api/v1/dispensary/orders/verify',
      '/api/v1/dispensary/my-orders',
    ]);
    expect(fetchStub.requests[1]!.body).toEqual({ fulfilment: 'collect' });
    expect(fetchStub.requests[3]!.body).toEqual({ razorpay_order_id: 'order_local_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
  });

  it('shows an order’s state and courier reference in Gujarati, with its tax invoice to download', async () => {
    const user = userEvent.setup();
    fetchStub.answers = [() => Response.json([{ ...OFFER, lines: [], total_paise: 0, orders: [DISPATCHED] }])];
    renderSection('gu');
    expect(await screen.findByRole('heading', { level: 2, name: 'તમારી દવાઓ' })).toBeTruthy();
    expect(screen.getByText('મોકલી દીધું')).toBeTruthy();
    expect(screen.getByText('કુરિયર સંદર્ભ: DTDC-88123')).toBeTruthy();
    // Nothing left to order: no form, no pay button.
    expect(screen.queryByRole('button', { name: /ચૂકવો/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ટેક્સ ઇન્વૉઇસ JACT/2627/000007 (PDF)' }));
    expect(downloadFile).toHaveBeenCalledWith(
      '/v1/dispensary/tax-documents/9/document.pdf',
      'JACT-2627-000007.pdf',
      'ટેક્સ ઇન્વૉઇસ ડાઉનલોડ થઈ શક્યું નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
    );
  });

  it('shows nothing to a patient without online prescriptions', async () => {
    fetchStub.answers = [() => Response.json([])];
    const { container } = renderSection();
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});

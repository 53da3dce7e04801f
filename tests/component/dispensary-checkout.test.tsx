import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CheckoutAnswer, DispenseList } from '../../src/lib/api/types';
import { CheckoutPanel } from '../../src/admin/dispensary/CheckoutPanel';
import { DispenseScreen } from '../../src/admin/dispensary/DispenseScreen';
import { $session } from '../../src/admin/session/session-store';

const due: CheckoutAnswer = {
  appointmentId: 7,
  patientName: 'Kavya Sharma',
  consultation: { status: 'paid', amountPaise: 80_000, billOfSupply: 'JAC/2627/000003', billOfSupplyPdf: '/api/v1/appointments/7/receipt.pdf' },
  due: [
    {
      dispenseLineId: 31,
      medicine: 'Avipattikar Churna (batch AV-1)',
      hsn: '30049011',
      quantity: 2,
      unit: 'jar',
      mrpPaise: 8_500,
      gstRate: 12,
      valuePaise: 17_000,
    },
  ],
  totalDuePaise: 17_000,
  documents: [],
};
const paid: CheckoutAnswer = {
  ...due,
  due: [],
  totalDuePaise: 0,
  documents: [
    {
      id: 4,
      kind: 'tax_invoice',
      number: 'JAT/2627/000001',
      issuedAt: '2026-11-29T06:00:00.000Z',
      placeOfSupply: '24',
      interState: false,
      valuePaise: 17_000,
      taxablePaise: 15_179,
      cgstPaise: 911,
      sgstPaise: 910,
      igstPaise: 0,
      pdf: '/api/v1/dispensary/tax-documents/4/document.pdf',
    },
  ],
};

/** Visit 7's dispense list: one line prescribed, two jars of it dispensed and still returnable. */
const list: DispenseList = {
  appointmentId: 7,
  time: '2026-11-28T05:00:00.000Z',
  patientName: 'Kavya Sharma',
  doctorName: 'Dr. Anand Vyas',
  finalised: true,
  lines: [
    {
      index: 0,
      prescribed: { medicine: 'Avipattikar Churna', form: 'churna', dose: '1 tsp', timing: 'after_food', anupana: 'Warm water', duration: '15 days' },
      suggestedMedicineId: 3,
      dispensedQuantity: 2,
    },
  ],
  dispenses: [
    {
      id: 11,
      partial: false,
      note: null,
      dispensedAt: '2026-11-28T06:00:00.000Z',
      returnableUntil: '2099-01-01T00:00:00.000Z',
      lines: [
        {
          id: 31,
          prescriptionLine: 0,
          prescribedMedicine: 'Avipattikar Churna',
          substituted: false,
          medicineId: 3,
          medicineName: 'Avipattikar Churna',
          batchId: 5,
          batchNumber: 'AV-1',
          expiryDate: '2028-01-31',
          quantity: 2,
          returnedQuantity: 0,
          mrpPaise: 8_500,
          gstRate: 12,
          hsn: '30049011',
        },
      ],
    },
  ],
};

let requests: { method: string; path: string; body: unknown }[] = [];
let postAnswer: () => Response;
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
beforeEach(() => {
  requests = [];
  postAnswer = () => json(paid, 201);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    requests.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith('/document.pdf')) return new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
    if (path === '/api/v1/dispensary/appointments/7') return json(list);
    if (path === '/api/v1/dispensary/medicines') return json([]);
    return method === 'POST' ? postAnswer() : json(due);
  });
});
afterEach(() => {
  cleanup();
  $session.set({ status: 'loading' });
  vi.unstubAllGlobals();
});

const posts = () => requests.filter((r) => r.method === 'POST');

describe('The Dispense screen’s Payment section', () => {
  it('shows the paid consultation and the medicines due, takes the payment without an amount and lists the tax invoice', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:invoice'), revokeObjectURL: () => {} }));
    render(<CheckoutPanel appointmentId="7" />);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(panel).findByText(/bill of supply JAC\/2627\/000003/)).toBeTruthy();
    const row = within(panel).getByRole('row', { name: /Avipattikar Churna \(batch AV-1\)/ });
    expect(row.textContent).toContain('2 jar');
    expect(row.textContent).toContain('HSN 30049011');
    expect(row.textContent).toContain('₹170.00');
    expect(within(panel).queryByLabelText(/reference/)).toBeNull();

    await user.selectOptions(within(panel).getByLabelText('Paid by'), 'UPI');
    await user.type(within(panel).getByLabelText('UPI reference (optional)'), ' UTR123 ');
    await user.selectOptions(within(panel).getByLabelText('Patient’s state (place of supply)'), '27-Maharashtra');
    await user.click(within(panel).getByRole('button', { name: 'Take payment ₹170.00' }));

    await waitFor(() =>
      expect(posts()).toEqual([
        { method: 'POST', path: '/api/v1/dispensary/appointments/7/checkout', body: { method: 'upi', reference: 'UTR123', recipientState: '27' } },
      ]),
    );
    expect(await within(panel).findByText('No medicines are due for payment.')).toBeTruthy();
    expect(within(panel).getByText('JAT/2627/000001')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Take payment/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Download PDF of JAT/2627/000001' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.at(-1)?.path).toBe('/api/v1/dispensary/tax-documents/4/document.pdf');
  });

  it('sends cash with neither reference nor state, and shows the server’s refusal in the section', async () => {
    const user = userEvent.setup();
    postAnswer = () =>
      json(
        {
          error: 'The clinic has no GSTIN in its settings: a tax invoice for medicines cannot be issued',
          code: 'conflict',
          key: 'taxDocuments.noGstin',
        },
        409,
      );
    render(<CheckoutPanel appointmentId="7" />);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    await user.click(await within(panel).findByRole('button', { name: 'Take payment ₹170.00' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('The clinic has no GSTIN in its settings');
    expect(posts().map((r) => r.body)).toEqual([{ method: 'cash' }]);
    // Nothing changed: the same medicines are still due.
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Take payment ₹170.00' }).disabled).toBe(false);
  });

  it('makes a payment link for what is due without sending an amount, says where it was sent, shows it to copy and reloads what is due on Refresh', async () => {
    const user = userEvent.setup();
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
    const url = 'https://rzp.io/rzp/medicines7';
    postAnswer = () =>
      json(
        {
          appointmentId: 7,
          paymentLink: { id: 'plink_7', url, amountPaise: 17_000, expiresAt: '2026-11-30T06:00:00.000Z', channels: ['email', 'sms'] },
        },
        201,
      );
    render(<CheckoutPanel appointmentId="7" />);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    await user.click(await within(panel).findByRole('button', { name: 'Payment link' }));

    const sent = await within(panel).findByRole('status');
    expect(posts()).toEqual([{ method: 'POST', path: '/api/v1/dispensary/appointments/7/checkout/link', body: undefined }]);
    expect(sent.textContent).toContain('Payment link for ₹170.00');
    expect(sent.textContent).toContain('Sent to the patient by E-mail and SMS.');
    expect(within(sent).getByRole<HTMLAnchorElement>('link', { name: url }).href).toBe(url);
    await user.click(within(sent).getByRole('button', { name: 'Copy link' }));
    expect(copied).toEqual([url]);

    // The patient paid by the link: Refresh shows nothing due and the tax invoice.
    const loads = requests.length;
    vi.stubGlobal(
      'fetch',
      async (input: string) => (requests.push({ method: 'GET', path: new URL(input, 'http://localhost').pathname, body: undefined }), json(paid)),
    );
    await user.click(within(sent).getByRole('button', { name: 'Refresh what is due' }));
    expect(await within(panel).findByText('No medicines are due for payment.')).toBeTruthy();
    expect(within(panel).getByText('JAT/2627/000001')).toBeTruthy();
    expect(requests.slice(loads)).toEqual([{ method: 'GET', path: '/api/v1/dispensary/appointments/7/checkout', body: undefined }]);
  });

  it('shows the refusal of a payment link in the section', async () => {
    const user = userEvent.setup();
    postAnswer = () =>
      json({ error: 'Nothing is due for this visit: its medicines are already paid', code: 'conflict', key: 'taxDocuments.nothingDue' }, 409);
    render(<CheckoutPanel appointmentId="7" />);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    await user.click(await within(panel).findByRole('button', { name: 'Payment link' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('Nothing is due for this visit');
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it('offers Try again when what is due cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    render(<CheckoutPanel appointmentId="7" />);
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect((await within(panel).findByRole('alert')).textContent).toContain('What is due could not be loaded. Please try again.');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('The Dispense screen by role', () => {
  const renderAs = (role: string) => {
    $session.set({ status: 'authenticated', user: { id: 2, role, exp: 4_102_444_800 }, token: 't' });
    render(
      <MemoryRouter initialEntries={['/admin/dispensary/dispense/7']}>
        <Routes>
          <Route path="/admin/dispensary/dispense/:id" element={<DispenseScreen />} />
        </Routes>
      </MemoryRouter>,
    );
  };

  it('shows a receptionist the prescription and what was dispensed read-only, and takes the payment there', async () => {
    const user = userEvent.setup();
    renderAs('receptionist');
    expect(await screen.findByRole('heading', { name: 'Dispense for Kavya Sharma' })).toBeTruthy();
    expect(screen.getByText(/1 tsp, after food, with Warm water, 15 days/)).toBeTruthy();
    const dispensed = screen.getByRole('table', { name: /Medicines dispensed/ });
    expect(within(dispensed).getByRole('row', { name: /Avipattikar Churna/ }).textContent).toContain('AV-1');
    // No dispensing, no returns, no catalogue loaded.
    expect(screen.queryByRole('button', { name: 'Dispense' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(dispensed).queryByRole('columnheader', { name: 'Return' })).toBeNull();
    expect(screen.queryByRole('form', { name: /^Return / })).toBeNull();
    expect(requests.some((r) => r.path === '/api/v1/dispensary/medicines')).toBe(false);

    const panel = await screen.findByRole('region', { name: 'Payment' });
    await user.click(await within(panel).findByRole('button', { name: 'Take payment ₹170.00' }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', path: '/api/v1/dispensary/appointments/7/checkout', body: { method: 'cash' } }]));
    expect(await within(panel).findByText('JAT/2627/000001')).toBeTruthy();
  });

  it('gives the pharmacist the dispense form and returns, and no payment', async () => {
    renderAs('pharmacist');
    expect(await screen.findByRole('button', { name: 'Dispense' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Return Avipattikar Churna batch AV-1' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  });
});

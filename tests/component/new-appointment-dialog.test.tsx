import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewAppointmentDialog, type NewAppointmentPrefill } from '../../src/admin/appointments/NewAppointmentDialog';
import { formatDate } from '../../src/lib/format/date';
import { indiaDateOf } from '../../src/lib/time/clinic-time';

/* The front desk's New appointment dialog (issue 34): what it checks before sending, and what it sends. */

const SERVICES = [{ id: 1, name: 'Personalized Consultation', price: 800, status: true, modes: ['video'] }];
const DOCTORS = [{ id: 7, name: 'Dr. Meera Joshi', status: true, service_ids: [1] }];
/** A free time two clinic days ahead, at 10:00 IST. */
const SLOT_DAY = indiaDateOf(new Date(Date.now() + 2 * 86_400_000));
const SLOT = {
  id: 501,
  start_time: `${SLOT_DAY}T04:30:00.000Z`,
  end_time: `${SLOT_DAY}T05:00:00.000Z`,
  doctor: { id: 7, name: 'Dr. Meera Joshi' },
};
const PATIENT = { id: 42, name: 'Asha Rao', mobile: '+919800000042' };

let posts: { path: string; body: unknown }[] = [];

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    if (init.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return Response.json(
        {
          message: 'Appointment booked',
          patientId: PATIENT.id,
          appointment: { id: 901, time: SLOT.start_time, mode: 'video', payment: { amount: 80000 } },
        },
        { status: 201 },
      );
    }
    if (url.pathname === '/api/v1/services') return Response.json(SERVICES);
    if (url.pathname === '/api/v1/doctors') return Response.json(DOCTORS);
    if (url.pathname === '/api/v1/time-slots/available') {
      const [from, to] = [url.searchParams.get('startDate')!, url.searchParams.get('endDate')!];
      return Response.json([SLOT].filter((slot) => slot.start_time >= from && slot.start_time <= to));
    }
    throw new Error(`No answer prepared for ${url.pathname}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = (prefill: NewAppointmentPrefill) =>
  render(
    <MemoryRouter>
      <Toaster />
      <NewAppointmentDialog prefill={prefill} onClose={() => {}} />
    </MemoryRouter>,
  );

const dialog = () => screen.getByRole('dialog');

/** The doctor's first free day, then its one free time. */
async function pickFreeTime(user: ReturnType<typeof userEvent.setup>) {
  const freeDays = await within(dialog()).findByRole('group', { name: 'Next free days' });
  await user.click(within(freeDays).getByRole('button', { name: /1 free/ }));
  await user.click(await within(dialog()).findByRole('radio', { name: formatDate(SLOT.start_time, 'time') }));
}

describe('New appointment dialog', () => {
  it('without a patient says to choose one beside the search, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog({ serviceId: 1, doctorId: 7 });
    await pickFreeTime(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Book appointment' }));
    const search = within(dialog()).getByLabelText('Find by name or mobile');
    const message = document.getElementById(search.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Choose a patient, or give a new patient’s name and mobile');
    expect(posts).toEqual([]);
  });

  it('asks for the reason when the fee is waived', async () => {
    const user = userEvent.setup();
    renderDialog({ patient: PATIENT });
    await user.selectOptions(within(dialog()).getByLabelText('Method'), 'Waived (no charge)');
    expect(within(dialog()).queryByLabelText('Amount (₹)')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Book appointment' }));
    const reason = within(dialog()).getByLabelText('Reason for waiving the fee');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText('Give the reason for waiving the fee')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('books Book again’s patient, service and doctor at a free time, then shows the reference', async () => {
    const user = userEvent.setup();
    renderDialog({ patient: PATIENT, serviceId: 1, doctorId: 7 });
    expect(within(dialog()).getByText(PATIENT.name)).toBeTruthy();
    await pickFreeTime(user);
    // The service's one mode and its fee are filled in.
    expect(within(dialog()).getByRole<HTMLInputElement>('radio', { name: 'Video' }).checked).toBe(true);
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('800');
    await user.click(within(dialog()).getByRole('button', { name: 'Book appointment' }));

    expect(await within(dialog()).findByRole('heading', { name: 'Appointment booked' })).toBeTruthy();
    expect(posts).toEqual([
      {
        path: '/api/v1/appointments/staff',
        body: {
          patientId: 42,
          serviceId: 1,
          slotId: 501,
          mode: 'video',
          description: null,
          payment: { method: 'cash', amount: 800, reference: null },
        },
      },
    ]);
    const booked = within(dialog())
      .getAllByRole('status')
      .find((status) => status.classList.contains('admin-booked'))!;
    expect(within(booked).getByText('#901')).toBeTruthy();
    expect(within(booked).getByRole('link', { name: PATIENT.name }).getAttribute('href')).toBe('/admin/patients/42');
    expect(within(booked).getByText('Payment').nextElementSibling!.textContent).toMatch(/^₹800(\.00)? by Cash$/);
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReminderReply from '../../src/islands/reminder-reply/ReminderReply';
import type { AppointmentAction, AvailableSlot } from '../../src/lib/api/types';
import { formatAppointmentTime } from '../../src/lib/format/date';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';

/* The page a reminder's link opens (issue 28): each answer, and a link that no longer works. */

const CODE = 'Ab3_x-Yz9Qw2';
const clinicPhone = { label: '+91 98240 11000', href: 'tel:+919824011000' };
const address = ['12 Ashram Road', 'Ahmedabad'];

const visit: AppointmentAction = {
  language: 'en',
  patient_first_name: 'Lata',
  doctor_name: 'Dr. Meera Joshi',
  service_name: 'Personalized Consultation',
  time: '2026-12-03T04:30:00.000Z',
  end_time: '2026-12-03T05:00:00.000Z',
  mode: 'in_person',
  status: 'confirmed',
  patient_confirmed_at: null,
  patient_wants_change_at: null,
  used_actions: [],
  cancel: { allowed: true, refund_paise: 40000, paid_paise: 80000 },
  reschedule: { allowed: true, moves_left: 2 },
};

const freeSlot = {
  id: 77,
  start_time: '2026-12-05T06:00:00.000Z',
  end_time: '2026-12-05T06:30:00.000Z',
  doctor: { id: 7, name: 'Dr. Meera Joshi' },
} as AvailableSlot;

type Answer = () => Response;
let answers: Record<string, Answer> = {};
let posts: { path: string; body: unknown }[] = [];

/** A fake API answering by method and path; every POST is recorded with its body. */
function stubApi(prepared: Record<string, Answer>) {
  answers = prepared;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(input, 'http://localhost').pathname;
    if (method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`No answer prepared for ${method} ${path}`);
    return answer();
  });
}

const base = `/api/v1/appointment-actions/${CODE}`;
const clinicTime = (iso: string) => formatAppointmentTime(iso, CLINIC_TIME_ZONE, 'en').clinic;

beforeEach(() => {
  posts = [];
  window.history.pushState({}, '', `/r/${CODE}`);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

const renderReply = () => render(<ReminderReply clinicPhone={clinicPhone} address={address} />);

describe('Reminder reply', () => {
  it('shows the visit, and Confirm answers once: the thanks, and no Confirm any more', async () => {
    stubApi({
      [`GET ${base}`]: () => Response.json(visit),
      [`POST ${base}/confirm`]: () => Response.json({ ...visit, patient_confirmed_at: '2026-11-28T10:00:00.000Z', used_actions: ['confirm'] }),
    });
    const user = userEvent.setup();
    renderReply();
    expect(await screen.findByRole('heading', { name: 'Namaste Lata' })).toBeTruthy();
    expect(screen.getByText('When').nextElementSibling!.textContent).toBe(clinicTime(visit.time));
    expect(screen.getByText('12 Ashram Road')).toBeTruthy();
    expect(screen.getByText('Please tell us whether you will come.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you: your appointment is confirmed. We look forward to seeing you.');
    expect(posts).toEqual([{ path: `${base}/confirm`, body: {} }]);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change time' })).toBeNull();
  });

  it('says a spent or expired link no longer works, with the clinic’s number and My appointments', async () => {
    stubApi({ [`GET ${base}`]: () => Response.json({ error: 'This link has expired' }, { status: 409 }) });
    renderReply();
    const page = await screen.findByRole('region', { name: 'This link no longer works' });
    expect(within(page).getByText(/It has expired, was already used/)).toBeTruthy();
    expect(within(page).getByRole('link', { name: clinicPhone.label }).getAttribute('href')).toBe(clinicPhone.href);
    expect(within(page).getByRole('link', { name: 'My appointments' }).getAttribute('href')).toBe('/my-appointments');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the API’s message when an answer is refused, and keeps the choices', async () => {
    stubApi({
      [`GET ${base}`]: () => Response.json(visit),
      [`POST ${base}/confirm`]: () => Response.json({ error: 'This link was already used' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderReply();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link was already used');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('moves the visit to a free time after asking once more, and shows the new time', async () => {
    const moved = { time: freeSlot.start_time, end_time: freeSlot.end_time };
    stubApi({
      [`GET ${base}`]: () => Response.json(visit),
      [`GET ${base}/slots`]: () => Response.json([freeSlot]),
      [`POST ${base}/reschedule`]: () => Response.json(moved),
    });
    const user = userEvent.setup();
    renderReply();
    await user.click(await screen.findByRole('button', { name: 'Change time' }));
    const times = screen.getByRole('group', { name: 'Choose a new time with the same doctor' });
    await user.click(await within(times).findByRole('button', { name: `Move to this time: ${clinicTime(freeSlot.start_time)}` }));

    const question = screen.getByRole('group', { name: `Move your appointment to ${clinicTime(freeSlot.start_time)}?` });
    expect(within(question).getByText('This uses one of your 2 changes of time online.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Yes, move it' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      `Done: your appointment is now on ${clinicTime(freeSlot.start_time)}. A new confirmation is on its way.`,
    );
    expect(posts).toEqual([{ path: `${base}/reschedule`, body: { slot_id: freeSlot.id } }]);
    expect(screen.getByText('When').nextElementSibling!.textContent).toBe(clinicTime(freeSlot.start_time));
  });

  it('asks before cancelling, with the policy’s refund, and No keeps the visit', async () => {
    stubApi({
      [`GET ${base}`]: () => Response.json(visit),
      [`POST ${base}/cancel`]: () => Response.json({ cancelled: true }),
    });
    const user = userEvent.setup();
    renderReply();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('group', { name: 'Cancel this appointment?' });
    expect(within(question).getByText(/^You will be refunded ₹400(\.00)? of the ₹800(\.00)? you paid\.$/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('group', { name: 'Cancel this appointment?' })).toBeNull();
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your appointment has been cancelled. Any refund is on its way to your account.');
    expect(posts).toEqual([{ path: `${base}/cancel`, body: { confirm: true } }]);
  });
});

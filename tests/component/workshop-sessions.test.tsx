import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WorkshopSessions from '../../src/islands/workshops/WorkshopSessions';
import { patientCopyOf } from '../../src/i18n/patient-copy';
import { SESSION_KEYS } from '../../src/lib/booking/patient-session';
import type { PublicClassSession } from '../../src/lib/api/types';

interface Call {
  path: string;
  method: string;
  body: unknown;
  cache: RequestCache | undefined;
}

let calls: Call[];
type Answer = { status: number; body: unknown };

const session = (changes: Partial<PublicClassSession> = {}): PublicClassSession => ({
  id: 7,
  classId: 3,
  title: { en: 'Ayurvedic cooking workshop', hi: 'आयुर्वेदिक पाक कला कार्यशाला', gu: 'આયુર્વેદિક રસોઈ કાર્યશાળા' },
  description: { en: 'Cook khichdi.', hi: 'खिचड़ी बनाएँ।', gu: 'ખીચડી બનાવો.' },
  teacher: 'Savita Patel',
  startsAt: '2026-12-12T08:30:00.000Z',
  endsAt: '2026-12-12T11:00:00.000Z',
  inSeries: false,
  seatSale: 'session',
  pricePaise: 0,
  seatsLeft: { in_person: 0, online: 4 },
  // No in-person seats sold: nothing to wait for (the waitlist's browser test covers a full mode).
  seats: { in_person: 0, online: 8 },
  ...changes,
});

/** A fake API answering each path with its queue of answers (the last one repeats); records what the island sent. */
function stubApi(answers: Record<string, Answer[]>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, cache: init.cache });
      const queue = answers[path] ?? [{ status: 404, body: {} }];
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

const ok = (body: unknown): Answer => ({ status: 200, body });

function signIn() {
  localStorage.setItem(SESSION_KEYS.token, 'patient-token');
  localStorage.setItem(SESSION_KEYS.expiry, String(Date.now() + 3_600_000));
  localStorage.setItem(SESSION_KEYS.firebaseUid, 'uid');
  localStorage.setItem(SESSION_KEYS.userId, '42');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorkshopSessions', () => {
  it('says when no session is scheduled', async () => {
    stubApi({ '/api/v1/class-sessions': [ok([])] });
    render(<WorkshopSessions clinicName="Clinic" firebase={null} />);
    expect(screen.getByRole('status').textContent).toBe('Loading sessions…');
    expect(await screen.findByText('No sessions are scheduled at the moment. Please check again soon.')).toBeTruthy();
  });

  it('shows a failed read in the page’s language and reads again on Try again', async () => {
    stubApi({ '/api/v1/class-sessions': [{ status: 500, body: {} }, ok([session()])] });
    const user = userEvent.setup();
    render(<WorkshopSessions clinicName="Clinic" firebase={null} locale="hi" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('सत्र लोड नहीं हो सके।');
    await user.click(within(alert).getByRole('button', { name: 'फिर से प्रयास करें' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'आयुर्वेदिक पाक कला कार्यशाला' })).toBeTruthy();
  });

  it('offers only the modes with seats left, asks an unverified visitor for the number, and points a first-timer to registration', async () => {
    stubApi({ '/api/v1/class-sessions': [ok([session()])] });
    const user = userEvent.setup();
    render(<WorkshopSessions clinicName="Clinic" firebase={null} />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Ayurvedic cooking workshop' })).closest('li')!;
    expect(within(card).getByTestId('seats-in_person').textContent).toContain('Full');
    expect(within(card).getByTestId('seats-online').textContent).toContain('4 seats left');
    await user.click(within(card).getByRole('button', { name: 'Book a seat: Ayurvedic cooking workshop' }));
    expect(
      within(card)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['online']);
    expect(within(card).getByLabelText('Mobile number')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Register on the booking page' }).getAttribute('href')).toBe('/book-appointment');
  });

  it('confirms a free seat at once and reads the list again past the browser cache', async () => {
    signIn();
    const held = { seat: { id: 9, classId: 3, sessionId: 7, mode: 'online', status: 'paid', holdExpiresAt: null, pricePaise: 0 }, order: null };
    stubApi({
      '/api/v1/class-sessions': [ok([session()]), ok([session({ seatsLeft: { in_person: 0, online: 3 } })])],
      '/api/v1/class-seats': [{ status: 201, body: held }],
    });
    const user = userEvent.setup();
    render(<WorkshopSessions clinicName="Clinic" firebase={null} />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Ayurvedic cooking workshop' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Book a seat: Ayurvedic cooking workshop' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm my seat' }));
    expect(await within(card).findByRole('heading', { name: 'Your seat is booked' })).toBeTruthy();
    expect(within(card).getByText(/meeting link for your online seat/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/class-seats')?.body).toEqual({ sessionId: 7, mode: 'online', series: false });
    expect(await within(card).findByText('3 seats left')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/v1/class-sessions').map((c) => c.cache)).toEqual([undefined, 'reload']);
  });

  it('shows the server’s refusal beside the button, in Gujarati', async () => {
    signIn();
    stubApi({
      '/api/v1/class-sessions': [ok([session({ pricePaise: 80_000 })])],
      '/api/v1/class-seats': [{ status: 409, body: { error: 'No seats of this kind are left', key: 'classSeats.seatsFull' } }],
    });
    const user = userEvent.setup();
    render(<WorkshopSessions clinicName="Clinic" firebase={null} locale="gu" />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'આયુર્વેદિક રસોઈ કાર્યશાળા' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'બેઠક બુક કરો: આયુર્વેદિક રસોઈ કાર્યશાળા' }));
    const pay = within(card).getByRole('button', { name: /ચૂકવો$/ });
    await user.click(pay);
    const alert = await within(card).findByRole('alert');
    await vi.waitFor(() => expect(alert.textContent).toBe(patientCopyOf('gu').messages.classSeats.seatsFull));
    expect(pay.getAttribute('aria-describedby')).toBe(alert.id);
  });
});

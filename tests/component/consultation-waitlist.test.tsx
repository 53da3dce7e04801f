import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullDayWaitlist } from '../../src/islands/booking-wizard/FullDayWaitlist';
import { IslandLanguage } from '../../src/islands/shared/island-language';
import WaitlistClaim from '../../src/islands/waitlist/WaitlistClaim';
import { WaitlistPlacesSection } from '../../src/islands/my-appointments/WaitlistPlacesSection';
import { patientCopyOf } from '../../src/i18n/patient-copy';
import { SESSION_KEYS } from '../../src/lib/booking/patient-session';
import { formatPaise } from '../../src/lib/format/money';
import type { ConsultationOfferAnswer, ConsultationWaitlistEntryAnswer, WaitlistOfferAnswer } from '../../src/lib/api/types';

// Issue 48, decision 061: the wizard's waiting list for a doctor's full day, and the claim page of both kinds of offer.

interface Call {
  key: string;
  body: unknown;
}
let calls: Call[];
type Answer = { status: number; body: unknown };
const ok = (body: unknown, status = 200): Answer => ({ status, body });

/** A fake API answering "METHOD /path" with its queue of answers (the last one repeats). */
function stubApi(answers: Record<string, Answer[]>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const queue = answers[key] ?? [{ status: 404, body: {} }];
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

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

const place = (changes: Partial<ConsultationWaitlistEntryAnswer> = {}): ConsultationWaitlistEntryAnswer => ({
  id: 31,
  doctorId: 5,
  serviceId: 2,
  doctorName: 'Dr. Mehta',
  serviceName: 'Consultation',
  date: '2026-12-10',
  mode: 'video',
  status: 'waiting',
  position: 2,
  ...changes,
});

describe('the booking wizard: a full doctor-day', () => {
  const renderDay = (locale: 'en' | 'hi' = 'hi', showEmpty = false) =>
    render(
      <IslandLanguage locale={locale}>
        <FullDayWaitlist serviceId="2" date="2026-12-10" mode="call" token="patient-token" showEmpty={showEmpty} />
      </IslandLanguage>,
    );

  it('offers the line of each full doctor, joins with the day, service and mode, shows the place and leaves it (Hindi)', async () => {
    const copy = patientCopyOf('hi').workshopSessions.consultationWaitlist;
    stubApi({
      'GET /api/v1/waitlist/consultations/full': [ok({ date: '2026-12-10', doctors: [{ id: 5, name: 'Dr. Mehta' }] })],
      'GET /api/v1/waitlist/consultations/mine': [ok([])],
      'POST /api/v1/waitlist/consultations': [ok(place({ mode: 'call' }), 201)],
      'DELETE /api/v1/waitlist/31': [ok(place({ status: 'withdrawn', position: null }))],
    });
    renderDay();
    await userEvent.click(await screen.findByRole('button', { name: copy.join('Dr. Mehta') }));
    expect(calls.find((c) => c.key === 'POST /api/v1/waitlist/consultations')?.body).toEqual({
      doctorId: 5,
      serviceId: 2,
      date: '2026-12-10',
      mode: 'call',
    });
    expect(await screen.findByText(copy.joined(2))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: copy.leave }));
    expect(await screen.findByText(copy.left)).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain('DELETE /api/v1/waitlist/31');
  });

  it("shows the server's refusal in the page's language and keeps the join button", async () => {
    const hi = patientCopyOf('hi');
    stubApi({
      'GET /api/v1/waitlist/consultations/full': [ok({ date: '2026-12-10', doctors: [{ id: 5, name: 'Dr. Mehta' }] })],
      'GET /api/v1/waitlist/consultations/mine': [ok([])],
      'POST /api/v1/waitlist/consultations': [ok({ error: 'x', key: 'waitlist.dayNotFull' }, 409)],
    });
    renderDay();
    const join = await screen.findByRole('button', { name: hi.workshopSessions.consultationWaitlist.join('Dr. Mehta') });
    await userEvent.click(join);
    expect((await screen.findByRole('alert')).textContent).toBe(hi.messages.waitlist.dayNotFull);
    expect(join).toBeTruthy();
  });

  it('shows a place already taken, and says so when no doctor is full that day', async () => {
    const copy = patientCopyOf('en').workshopSessions.consultationWaitlist;
    stubApi({
      'GET /api/v1/waitlist/consultations/full': [ok({ date: '2026-12-10', doctors: [] })],
      'GET /api/v1/waitlist/consultations/mine': [ok([place({ status: 'offered', position: 1 })])],
    });
    renderDay('en');
    expect(await screen.findByText(copy.offered)).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.leave })).toBeTruthy();
    cleanup();
    stubApi({
      'GET /api/v1/waitlist/consultations/full': [ok({ date: '2026-12-10', doctors: [] })],
      'GET /api/v1/waitlist/consultations/mine': [ok([])],
    });
    renderDay('en', true);
    expect(await screen.findByText(copy.noFullDoctor)).toBeTruthy();
  });
});

const TOKEN = 'a'.repeat(43);
const consultationOffer: ConsultationOfferAnswer = {
  kind: 'consultation',
  doctor: { id: 5, name: 'Dr. Mehta' },
  service: { id: 2, name: 'Consultation' },
  slotId: 77,
  mode: 'video',
  startsAt: '2026-12-10T05:30:00.000Z',
  endsAt: '2026-12-10T06:00:00.000Z',
  pricePaise: 150_000,
  expiresAt: '2026-12-09T10:00:00.000Z',
  now: '2026-12-09T08:00:00.000Z',
};
const classOffer: WaitlistOfferAnswer = {
  title: { en: 'Yoga for arthritis', hi: 'गठिया के लिए योग', gu: 'સંધિવા માટે યોગ' },
  mode: 'online',
  startsAt: '2026-12-12T08:30:00.000Z',
  endsAt: '2026-12-12T09:30:00.000Z',
  pricePaise: 0,
  expiresAt: '2026-12-09T10:00:00.000Z',
  now: '2026-12-09T08:00:00.000Z',
};

describe('the claim page', () => {
  beforeEach(() => window.history.replaceState(null, '', `/waitlist/claim?token=${TOKEN}`));

  it('a consultation offer: doctor, service, mode and the window; claim holds the slot and goes to the booking checkout (Gujarati)', async () => {
    const gu = patientCopyOf('gu');
    const copy = gu.workshopSessions.consultationWaitlist;
    signIn();
    stubApi({
      'GET /api/v1/waitlist/offer': [ok(consultationOffer)],
      'POST /api/v1/waitlist/claim': [
        ok({ kind: 'consultation', slotId: 77, serviceId: 2, mode: 'video', heldUntil: '2026-12-09T08:10:00.000Z' }, 201),
      ],
      'POST /api/v1/appointments/create-order': [
        ok({
          order_id: 'order_1',
          amount: 150_000,
          currency: 'INR',
          userId: 42,
          slotId: 77,
          serviceId: 2,
          description: 'Back pain',
          key: 'k',
          provider: 'local',
        }),
      ],
    });
    render(<WaitlistClaim clinicName="Clinic" firebase={null} locale="gu" />);
    expect(await screen.findByRole('heading', { name: 'Consultation' })).toBeTruthy();
    // The stored session is restored in an effect after the offer's first paint: wait for the claim form.
    const claim = await screen.findByRole('button', { name: copy.claim(formatPaise(150_000, 'gu')) });
    expect(screen.getByText('Dr. Mehta')).toBeTruthy();
    expect(screen.getByText(gu.booking.bookingCopy.modes.video.label)).toBeTruthy();
    expect([119, 120].map(gu.workshopSessions.waitlist.timeLeft)).toContain(screen.getByTestId('time-left').textContent);
    // Nothing is claimed without the concern described.
    await userEvent.click(claim);
    expect(screen.getByRole('alert').textContent).toBe(copy.describeRequired);
    expect(calls.map((c) => c.key)).not.toContain('POST /api/v1/waitlist/claim');
    await userEvent.type(screen.getByLabelText(copy.describe), 'Back pain');
    await userEvent.click(claim);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/v1/waitlist/claim')?.body).toEqual({ token: TOKEN });
    expect(calls.find((c) => c.key === 'POST /api/v1/appointments/create-order')?.body).toMatchObject({
      userId: 42,
      slotId: 77,
      serviceId: 2,
      mode: 'video',
      description: 'Back pain',
    });
  });

  it("a lapsed or another person's offer: the server's message in the page's language", async () => {
    const hi = patientCopyOf('hi');
    stubApi({ 'GET /api/v1/waitlist/offer': [ok({ error: 'x', key: 'waitlist.offerLapsed' }, 409)] });
    render(<WaitlistClaim clinicName="Clinic" firebase={null} locale="hi" />);
    expect((await screen.findByRole('alert')).textContent).toBe(hi.messages.waitlist.offerLapsed);
    cleanup();
    signIn();
    stubApi({
      'GET /api/v1/waitlist/offer': [ok(consultationOffer)],
      'POST /api/v1/waitlist/claim': [ok({ error: 'x', key: 'waitlist.offerNotYours' }, 403)],
    });
    render(<WaitlistClaim clinicName="Clinic" firebase={null} locale="hi" />);
    await userEvent.type(await screen.findByLabelText(hi.workshopSessions.consultationWaitlist.describe), 'खांसी');
    await userEvent.click(screen.getByRole('button', { name: hi.workshopSessions.consultationWaitlist.claim(formatPaise(150_000, 'hi')) }));
    expect(await screen.findByText(hi.messages.waitlist.offerNotYours)).toBeTruthy();
    expect(calls.map((c) => c.key)).not.toContain('POST /api/v1/appointments/create-order');
  });

  it("a class offer still shows its title in the page's language", async () => {
    stubApi({ 'GET /api/v1/waitlist/offer': [ok(classOffer)] });
    render(<WaitlistClaim clinicName="Clinic" firebase={null} locale="hi" />);
    expect(await screen.findByRole('heading', { name: classOffer.title.hi })).toBeTruthy();
  });
});

describe('My appointments: places in line', () => {
  it('lists a doctor-day and a class place with the number in line, and leaves one', async () => {
    const copy = patientCopyOf('en').workshopSessions.consultationWaitlist;
    stubApi({
      'GET /api/v1/waitlist/mine': [
        ok([{ id: 40, sessionId: 7, title: classOffer.title, startsAt: classOffer.startsAt, mode: 'online', status: 'waiting', position: 3 }]),
      ],
      'GET /api/v1/waitlist/consultations/mine': [ok([place()]), ok([])],
      'DELETE /api/v1/waitlist/31': [ok(place({ status: 'withdrawn', position: null }))],
    });
    render(
      <IslandLanguage locale="en">
        <WaitlistPlacesSection token="patient-token" />
      </IslandLanguage>,
    );
    expect(await screen.findByRole('heading', { name: copy.consultationPlace('Dr. Mehta', 'Consultation') })).toBeTruthy();
    expect(screen.getByText(copy.position(2))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Yoga for arthritis' })).toBeTruthy();
    expect(screen.getByText(copy.position(3))).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: copy.leave })[0]!);
    expect(calls.map((c) => c.key)).toContain('DELETE /api/v1/waitlist/31');
    await waitFor(() => expect(screen.queryByRole('heading', { name: copy.consultationPlace('Dr. Mehta', 'Consultation') })).toBeNull());
  });
});

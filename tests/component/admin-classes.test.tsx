import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateClassScreen } from '../../src/admin/classes/CreateClassScreen';
import { EditClassScreen } from '../../src/admin/classes/EditClassScreen';
import type { ClassRoster, ClinicClass, StaffClassSession } from '../../src/lib/api/types';
import { classMessages } from '../../src/lib/validation/classes';

const YOGA: ClinicClass = {
  id: 7,
  title: { en: 'Yoga for arthritis', hi: 'गठिया के लिए योग', gu: 'સંધિવા માટે યોગ' },
  description: { en: '', hi: '', gu: '' },
  teacher: { kind: 'therapist', id: 21, name: 'Meera Joshi' },
  room: { id: 3, name: 'Yoga Hall' },
  inPersonSeats: 10,
  onlineSeats: 5,
  pricePaise: 30_000,
  seatSale: 'session',
  rrule: null,
  status: true,
};
const session = (id: number, startsAt: string, fields: Partial<StaffClassSession> = {}): StaffClassSession => ({
  id,
  classId: 7,
  startsAt,
  endsAt: startsAt.replace('T02', 'T03'),
  status: 'scheduled',
  inSeries: true,
  meetingLink: 'https://meet.example/x',
  taken: { in_person: 2, online: 0 },
  ...fields,
});

/** What the fake API was sent, and the answers it gives. */
let sent: { method: string; path: string; body: unknown }[] = [];
let sessions: StaffClassSession[] = [];
let clash: string | null = null;

beforeEach(() => {
  sent = [];
  sessions = [session(101, '2026-12-08T02:00:00.000Z')];
  clash = null;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path: input, body });
    if (input === '/api/v1/doctors') return Response.json([{ id: 1, name: 'Dr. Anjali Patel', status: true }]);
    if (input === '/api/v1/therapists') return Response.json([{ id: 21, name: 'Meera Joshi', active: true }]);
    if (input === '/api/v1/rooms') return Response.json([{ id: 3, name: 'Yoga Hall', status: true }]);
    if (input === '/api/v1/classes' && method === 'POST') return Response.json({ ...YOGA, id: 8 }, { status: 201 });
    if (input === '/api/v1/classes/7') return Response.json(YOGA);
    if (input === '/api/v1/classes/7/sessions' && method === 'GET') return Response.json(sessions);
    if (input === '/api/v1/classes/7/sessions' && method === 'POST') {
      if (clash) return Response.json({ error: clash, code: 'conflict', key: 'resource.reservationClash' }, { status: 409 });
      sessions = [...sessions, session(102, '2026-12-10T02:00:00.000Z', { taken: { in_person: 0, online: 0 } })];
      return Response.json(sessions.slice(1), { status: 201 });
    }
    if (input === '/api/v1/class-sessions/101/roster' || input === '/api/v1/class-sessions/101/seats/1/check-in') {
      const seat = { id: 1, patientId: 50, name: 'Kavya Sharma', mobile: '+919800000001', mode: 'in_person' as const, series: false, paid: true };
      const roster: ClassRoster = {
        session: sessions[0]!,
        seats: [{ ...seat, pricePaise: 50_000, refundedPaise: null, checkedInAt: method === 'POST' ? '2026-12-08T01:55:00.000Z' : null }],
      };
      return Response.json(roster);
    }
    if (input === '/api/v1/class-sessions/101/cancel') {
      sessions = [{ ...sessions[0]!, status: 'cancelled' }, ...sessions.slice(1)];
      return Response.json(sessions[0]);
    }
    throw new Error(`No answer prepared for ${method} ${input}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, state?: unknown) {
  render(
    <>
      <Toaster />
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/admin/classes/create" element={<CreateClassScreen />} />
          <Route path="/admin/classes/edit" element={<EditClassScreen />} />
          <Route path="/admin/classes" element={<h1>The list</h1>} />
        </Routes>
      </MemoryRouter>
    </>,
  );
}

describe('Add Class', () => {
  it('checks the form with the API’s schema, then sends the titles in three languages, the teacher and the price in paise', async () => {
    const user = userEvent.setup();
    renderAt('/admin/classes/create');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    expect(await screen.findAllByText(classMessages.titleRequired)).not.toHaveLength(0);
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    const title = within(screen.getByRole('group', { name: 'Title' }));
    await user.type(title.getByLabelText(/Title \(English/), 'Garbhasanskar');
    await user.type(title.getByLabelText(/Title \(Hindi/), 'गर्भसंस्कार');
    await user.type(title.getByLabelText(/Title \(Gujarati/), 'ગર્ભસંસ્કાર');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Dr. Anjali Patel (doctor)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(/Teacher/), 'doctor:1');
    await user.clear(screen.getByLabelText(/In-person seats/));
    await user.type(screen.getByLabelText(/In-person seats/), '12');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    // In-person seats need a room: the schema's message, nothing sent.
    expect(await screen.findAllByText(classMessages.roomRequired)).not.toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/Room/), '3');
    await user.clear(screen.getByLabelText(/Price per seat/));
    await user.type(screen.getByLabelText(/Price per seat/), '500');
    await user.selectOptions(screen.getByLabelText(/Seats are sold for/), 'both');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      title: { en: 'Garbhasanskar', hi: 'गर्भसंस्कार', gu: 'ગર્ભસંસ્કાર' },
      description: { en: '', hi: '', gu: '' },
      teacher: { kind: 'doctor', id: 1 },
      roomId: 3,
      inPersonSeats: 12,
      onlineSeats: 0,
      pricePaise: 50_000,
      seatSale: 'both',
      status: true,
    });
  });
});

describe('Edit Class: sessions and roster', () => {
  it('lists the sessions with seats taken, adds a weekly series, shows a clash, opens a roster and cancels a session', async () => {
    const user = userEvent.setup();
    renderAt('/admin/classes/edit', { id: 7 });
    const table = await screen.findByRole('table', { name: 'Sessions to come of Yoga for arthritis' });
    expect(within(table).getByText('2 of 10 / 0 of 5')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Add sessions' }));
    await user.type(form.getByLabelText('Starts (IST)'), '2026-12-10T07:30');
    await user.click(form.getByLabelText('Repeat weekly'));
    await user.clear(form.getByLabelText('Weekly rule (RRULE)'));
    await user.type(form.getByLabelText('Weekly rule (RRULE)'), 'FREQ=WEEKLY;BYDAY=TH;COUNT=4');
    clash = 'Yoga Hall is already reserved on 10 Dec from 7:00 AM to 8:00 AM (IST)';
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(clash)).toBeTruthy();
    clash = null;
    await user.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Roster of/ })).toHaveLength(2));
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { startsAt: '2026-12-10T07:30:00+05:30', minutes: 60, rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=4' },
      { startsAt: '2026-12-10T07:30:00+05:30', minutes: 60, rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=4' },
    ]);

    await user.click(screen.getAllByRole('button', { name: /^Roster of/ })[0]!);
    const roster = await screen.findByRole('table', { name: /^Seats for/ });
    expect(within(roster).getByRole('row', { name: /Kavya Sharma/ }).textContent).toContain('+919800000001');
    // Check-in at the door: the roster the server answers shows the time.
    await user.click(within(roster).getByRole('button', { name: 'Check in Kavya Sharma' }));
    expect(await within(roster).findByRole('button', { name: 'Undo check-in of Kavya Sharma' })).toBeTruthy();
    expect(within(roster).getByRole('row', { name: /Kavya Sharma/ }).textContent).toContain('Checked in Dec 8, 2026, 7:25 AM IST');
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/class-sessions/101/seats/1/check-in' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getAllByRole('button', { name: /^Cancel / })[0]!);
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: /Sessions to come/ })).getByText('Cancelled')).toBeTruthy());
  });
});

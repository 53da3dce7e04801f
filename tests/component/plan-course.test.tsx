import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanCourseScreen } from '../../src/admin/courses/PlanCourseScreen';
import type { CourseProposal } from '../../src/lib/api/types';

const TEMPLATE = { id: 7, name: { en: 'Vamana 2', hi: 'x', gu: 'x' }, days: 2, pricePaise: 100, status: true, steps: [] };
const ROOMS = [1, 2].map((id) => ({
  id,
  name: `Room ${id}`,
  fittings: [],
  status: true,
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
}));
const PROPOSAL: CourseProposal = {
  patientId: 5,
  templateId: 7,
  startsOn: '2027-01-04',
  fits: false,
  sessions: [
    {
      stepIndex: 0,
      phase: 'purvakarma',
      therapyId: 3,
      therapyName: 'Abhyanga',
      dayOffset: 0,
      date: '2027-01-04',
      startsAt: '2027-01-04T02:30:00.000Z',
      endsAt: '2027-01-04T03:15:00.000Z',
      roomId: 1,
      roomName: 'Room 1',
      therapistIds: [11, 12],
      therapistNames: ['Asha', 'Bina'],
      conflicts: [],
      alternatives: [{ startsAt: '2027-01-04T03:30:00.000Z', endsAt: '2027-01-04T04:15:00.000Z', roomId: 2, therapistIds: [11, 12] }],
    },
    {
      stepIndex: 1,
      phase: 'purvakarma',
      therapyId: 4,
      therapyName: 'Swedana',
      dayOffset: 1,
      date: '2027-01-05',
      startsAt: null,
      endsAt: null,
      roomId: null,
      roomName: null,
      therapistIds: [],
      therapistNames: [],
      conflicts: [{ kind: 'unfitted', message: 'No active room is fitted with steam-chamber for Swedana' }],
      alternatives: [],
    },
  ],
};

let posts: { url: string; body: unknown }[] = [];
let confirmAnswer: () => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
    if (url.includes('/v1/course-templates')) return json([TEMPLATE]);
    if (url.includes('/v1/rooms')) return json(ROOMS);
    if (url.endsWith('/v1/courses/proposal')) return json(PROPOSAL);
    if (url.endsWith('/v1/courses')) return confirmAnswer();
    throw new Error(`No answer for ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPlan() {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/admin/courses/plan', state: { patientId: 5, patientName: 'Meena Shah' } }]}>
      <Routes>
        <Route path="/admin/courses/plan" element={<PlanCourseScreen />} />
        <Route path="/admin/courses/view" element={<h1>Course page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Plan a course', () => {
  it('proposes day by day, shows conflicts, takes an alternative and a change, and sends the plan staff confirmed', async () => {
    const user = userEvent.setup();
    renderPlan();
    expect(screen.getByText('Meena Shah')).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Course'), '7');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-01-04' } });
    await user.click(screen.getByRole('button', { name: 'Propose sessions' }));

    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByLabelText('Time of Abhyanga, day 1')).toHaveProperty('value', '08:00');
    expect(within(rows[2]!).getByText('No active room is fitted with steam-chamber for Swedana')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/conflicts/);
    // Nothing to confirm while a session has no time, room or therapist.
    expect(screen.getByRole('button', { name: 'Confirm course' })).toHaveProperty('disabled', true);

    await user.click(within(rows[1]!).getByRole('button', { name: 'Use 09:00, Room 2' }));
    expect(within(rows[1]!).getByLabelText('Room for Abhyanga, day 1')).toHaveProperty('value', '2');
    const time = within(rows[2]!).getByLabelText('Time of Swedana, day 2');
    fireEvent.change(time, { target: { value: '10:15' } });
    await user.selectOptions(within(rows[2]!).getByLabelText('Room for Swedana, day 2'), '1');
    await user.selectOptions(within(rows[2]!).getByLabelText('Therapist 1 for Swedana, day 2'), '12');

    confirmAnswer = () =>
      json({ error: 'Room 1 is already reserved on 5 Jan from 10:15 AM to 10:35 AM (IST)', code: 'conflict', key: 'resource.reservationClash' }, 409);
    await user.click(screen.getByRole('button', { name: 'Confirm course' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Room 1 is already reserved on 5 Jan from 10:15 AM to 10:35 AM (IST)');
    expect(posts.at(-1)!.body).toEqual({
      patientId: 5,
      templateId: 7,
      startsOn: '2027-01-04',
      therapistGender: 'same',
      sessions: [
        { stepIndex: 0, startsAt: '2027-01-04T09:00:00+05:30', roomId: 2, therapistIds: [11, 12] },
        { stepIndex: 1, startsAt: '2027-01-05T10:15:00+05:30', roomId: 1, therapistIds: [12] },
      ],
    });
    // The inputs stay as staff left them.
    expect(within(rows[2]!).getByLabelText('Time of Swedana, day 2')).toHaveProperty('value', '10:15');

    confirmAnswer = () => json({ id: 99 }, 201);
    await user.click(screen.getByRole('button', { name: 'Confirm course' }));
    expect(await screen.findByRole('heading', { name: 'Course page' })).toBeTruthy();
  });
});

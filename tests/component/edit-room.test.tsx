import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditRoomScreen } from '../../src/admin/rooms/EditRoomScreen';

const ROOM = {
  id: 2,
  name: 'Droni Room',
  fittings: ['droni'],
  status: true,
  hours: [],
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('leave')) return json([]);
    if (url.endsWith('/v1/rooms')) return json([ROOM]);
    throw new Error(`No answer for ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEdit(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/admin/rooms/edit', state }]}>
      <Routes>
        <Route path="/admin/rooms/edit" element={<EditRoomScreen />} />
        <Route path="/admin/rooms" element={<h1>Rooms list</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Edit Room (the shared load-then-edit of the edit screens)', () => {
  it('loads the room of the id in navigation state into the form', async () => {
    renderEdit({ id: 2 });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByDisplayValue('Droni Room')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Room' })).toBeTruthy();
  });

  it('goes back to the list when no room has the id, or no id came', async () => {
    renderEdit({ id: 9 });
    expect(await screen.findByRole('heading', { name: 'Rooms list' })).toBeTruthy();
    cleanup();
    renderEdit(null);
    expect(await screen.findByRole('heading', { name: 'Rooms list' })).toBeTruthy();
  });
});

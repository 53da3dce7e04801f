import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditRecipeScreen } from '../../src/admin/recipes/EditRecipeScreen';
import { EditServiceScreen } from '../../src/admin/services/EditServiceScreen';
import { GenerateSlotsForm } from '../../src/admin/time-slots/GenerateSlotsForm';

/*
 * Messages of the admin forms that need no browser, moved here from the browser tests (issue 42):
 * the same assertions, on the same screens, without a server and a page load each.
 */

const DOCTORS = [{ id: 7, name: 'Dr. Meera Joshi', status: true }];
let requests: { method: string; url: string }[] = [];

beforeAll(() => {});

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    requests.push({ method: init.method ?? 'GET', url: input });
    if (input.startsWith('/api/v1/doctors')) return Response.json(DOCTORS, { headers: { 'X-Total-Count': String(DOCTORS.length) } });
    throw new Error(`No answer prepared for ${input}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the toasts (role status) say. */
const statusTexts = () => screen.queryAllByRole('status').map((status) => status.textContent);

/** An edit screen opened without a record id in its navigation state, as a typed-in URL opens it. */
function renderWithoutId(path: string, listPath: string, screenElement: React.ReactElement) {
  render(
    <>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={screenElement} />
          <Route path={listPath} element={<h1>The list</h1>} />
        </Routes>
      </MemoryRouter>
    </>,
  );
}

describe('admin form messages', () => {
  it('Generate Slots shows the form message for an end time before the start time, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<GenerateSlotsForm onGenerated={async () => {}} onDone={() => {}} />);
    const form = screen.getByRole('form', { name: 'Generate Slots' });
    await screen.findByRole('option', { name: 'Dr. Meera Joshi' });
    await user.selectOptions(screen.getByLabelText('Doctor'), 'Dr. Meera Joshi');
    await user.clear(screen.getByLabelText('Daily Start Time'));
    await user.type(screen.getByLabelText('Daily Start Time'), '15:00');
    await user.clear(screen.getByLabelText('Daily End Time'));
    await user.type(screen.getByLabelText('Daily End Time'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Generate Slots' }));
    expect(await screen.findByText('The end time must be after the start time!')).toBeTruthy();
    expect(form.contains(screen.getByText('The end time must be after the start time!'))).toBe(true);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('Edit Service without an id shows No service ID provided. and returns to the list', async () => {
    renderWithoutId('/admin/services/edit', '/admin/services', <EditServiceScreen />);
    await waitFor(() => expect(statusTexts()).toContainEqual(expect.stringContaining('No service ID provided.')));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('Edit Recipe without a recipe id says No Recipe ID provided. and returns to the list', async () => {
    renderWithoutId('/admin/recipes/edit', '/admin/recipes', <EditRecipeScreen />);
    await waitFor(() => expect(statusTexts()).toContainEqual(expect.stringContaining('No Recipe ID provided.')));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

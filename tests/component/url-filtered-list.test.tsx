import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, SearchFilter } from '../../src/admin/components/list-filters';
import { useUrlFilteredList } from '../../src/admin/components/useUrlFilteredList';

let requests: Record<string, string>[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(Object.fromEntries(new URL(input, 'http://localhost').searchParams));
    return Response.json([], { headers: { 'X-Total-Count': '0' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEYS = ['doctor_id', 'from'] as const;
const DEFAULTS = { from: '2026-11-24' };

function FilteredList() {
  const { values, setValues } = useUrlFilteredList<{ id: number }, (typeof KEYS)[number]>('/v1/things', ['id'], 'Failed.', KEYS, DEFAULTS);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="URL">{location.search}</output>
      <output aria-label="Doctor">{values.doctor_id}</output>
      <button type="button" onClick={() => setValues({ doctor_id: '4' })}>
        Doctor 4
      </button>
      <button type="button" onClick={() => setValues({ from: '' })}>
        All dates
      </button>
      <button type="button" onClick={() => setValues({ from: DEFAULTS.from })}>
        Upcoming
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FilteredList />
    </MemoryRouter>,
  );
const url = () => screen.getByLabelText('URL').textContent;
const lastRequest = () => requests.at(-1);

describe('a list whose filters live in the URL', () => {
  it('asks the server for the URL filters, with defaults for the ones missing, once', async () => {
    renderAt('/things?doctor_id=3');
    await waitFor(() => expect(lastRequest()).toEqual({ limit: '10', offset: '0', doctor_id: '3', from: '2026-11-24' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toHaveLength(1);
  });

  it('puts changes in the URL, clears a default on purpose, and follows Back', async () => {
    renderAt('/things');
    await waitFor(() => expect(lastRequest()).toEqual({ limit: '10', offset: '0', from: '2026-11-24' }));

    await userEvent.click(screen.getByRole('button', { name: 'Doctor 4' }));
    expect(url()).toBe('?doctor_id=4');
    await waitFor(() => expect(lastRequest()).toEqual({ limit: '10', offset: '0', doctor_id: '4', from: '2026-11-24' }));

    await userEvent.click(screen.getByRole('button', { name: 'All dates' }));
    expect(url()).toBe('?doctor_id=4&from=');
    await waitFor(() => expect(lastRequest()).toEqual({ limit: '10', offset: '0', doctor_id: '4' }));

    await userEvent.click(screen.getByRole('button', { name: 'Upcoming' }));
    expect(url()).toBe('?doctor_id=4');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('?doctor_id=4');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('');
    expect(screen.getByLabelText('Doctor').textContent).toBe('');
    await waitFor(() => expect(lastRequest()).toEqual({ limit: '10', offset: '0', from: '2026-11-24' }));
  });
});

describe('the search box', () => {
  it('searches once typing pauses, with the text trimmed, and keeps what is typed', async () => {
    const onSearch = vi.fn();
    render(<SearchFilter label="Search" hint="A name or mobile digits" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'kav ');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('kav'), { timeout: SEARCH_DELAY_MS * 3 });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(box).toHaveProperty('value', 'kav ');
  });
});

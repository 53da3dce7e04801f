import type { ColumnDef } from '@tanstack/react-table';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/admin/components/DataTable';
import { usePagedAdminList } from '../../src/admin/components/usePagedAdminList';

interface Row {
  id: number;
  name: string;
  note: string;
}

const columns: ColumnDef<Row>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'note', header: 'Note' },
];
const SORT_KEYS = ['id', 'name'] as const;

/** A server list of `count` rows that pages and sorts like the API (?limit=&offset=&sort=&order=, X-Total-Count). */
let serverRows: Row[] = [];
let requests: URLSearchParams[] = [];
/** Milliseconds to hold the answer to a request with this offset, to let answers arrive out of order. */
let delayByOffset: Record<string, number> = {};

function answer(url: URL): Response {
  const params = url.searchParams;
  const sort = params.get('sort') as keyof Row | null;
  const sign = params.get('order') === 'desc' ? -1 : 1;
  const sorted = sort ? [...serverRows].sort((a, b) => sign * (a[sort] < b[sort] ? -1 : a[sort] > b[sort] ? 1 : a.id - b.id)) : serverRows;
  if (!params.has('limit')) return Response.json(sorted);
  const offset = Number(params.get('offset'));
  return Response.json(sorted.slice(offset, offset + Number(params.get('limit'))), { headers: { 'X-Total-Count': String(serverRows.length) } });
}

beforeEach(() => {
  serverRows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Patient ${String.fromCharCode(90 - i)}`, note: `note ${i + 1}` }));
  requests = [];
  delayByOffset = {};
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url.searchParams);
    const delay = delayByOffset[url.searchParams.get('offset') ?? ''] ?? 0;
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return answer(url);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let reloadList: () => Promise<void> = async () => {};

function PagedList() {
  const { rows, isLoading, reload, server } = usePagedAdminList<Row>('/v1/things', SORT_KEYS, 'Failed to fetch things.');
  reloadList = reload;
  return (
    <>
      <Toaster />
      {isLoading ? (
        <p>Loading...</p>
      ) : (
        <DataTable
          caption="Things"
          columns={columns}
          data={rows}
          server={server}
          csv={{ kind: 'things_export', columns: ['id', 'name'], toRow: (r) => ({ ...r }) }}
        />
      )}
    </>
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => row.firstChild?.textContent);
const lastRequest = () => Object.fromEntries(requests.at(-1)!);

describe('an admin table paged and sorted by the server', () => {
  it('asks for one page at a time and counts pages from X-Total-Count', async () => {
    render(<PagedList />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(lastRequest()).toEqual({ limit: '10', offset: '0' });
    expect(firstCells()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(lastRequest()).toEqual({ limit: '10', offset: '10' });
    await waitFor(() => expect(firstCells()[0]).toBe('11'));

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(bodyRows()).toHaveLength(23));
    expect(lastRequest()).toEqual({ limit: '25', offset: '0' });
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('sorts on the server from the first page, and only by the columns the server sorts by', async () => {
    render(<PagedList />);
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(firstCells()[0]).toBe('23'));
    expect(lastRequest()).toEqual({ limit: '10', offset: '0', sort: 'name', order: 'asc' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(firstCells()[0]).toBe('1'));
    expect(lastRequest()).toMatchObject({ sort: 'name', order: 'desc' });

    // Note is not one of the server's sort keys: a plain header, not a button.
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
  });

  it('shows the page asked for last even when an earlier answer arrives after it', async () => {
    render(<PagedList />);
    await screen.findByText('Page 1 of 3');
    delayByOffset = { '10': 150 };
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstCells()).toEqual(['21', '22', '23']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(firstCells()).toEqual(['21', '22', '23']);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });

  it('after a reload that empties the last page, shows the page before it', async () => {
    render(<PagedList />);
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstCells()).toEqual(['21', '22', '23']));

    serverRows = serverRows.slice(0, 20);
    await act(() => reloadList());
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    await waitFor(() => expect(firstCells()[0]).toBe('11'));
  });

  it('exports every row, not only the page shown, in the order shown', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'), revokeObjectURL: () => {} }));
    render(<PagedList />);
    await screen.findByText('Page 1 of 3');
    // A number column sorts descending first, as TanStack does for the client-side tables.
    await userEvent.click(screen.getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(firstCells()[0]).toBe('23'));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(lastRequest()).toEqual({ sort: 'id', order: 'desc' });
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!); // jsdom's Blob has no text()
    });
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(24);
    expect(lines[0]).toBe('id,name');
    expect(lines[1]).toBe('23,Patient D');
    expect(lines[23]).toBe('1,Patient Z');
  });

  it('says so when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Internal server error' }, { status: 500 }));
    render(<PagedList />);
    expect(await screen.findByText('Failed to fetch things.')).toBeTruthy();
    expect(bodyRows()[0]!.textContent).toBe('No records found.');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });
});

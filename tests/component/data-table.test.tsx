import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../src/admin/components/DataTable';

interface Row {
  id: number;
  name: string;
  email: string | null;
}

const columns: ColumnDef<Row>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'Email' },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Patient ${String(i + 1).padStart(2, '0')}`,
    email: i === 0 ? null : `p${i + 1}@example.com`,
  }));

const renderTable = (data: Row[]) =>
  render(
    <>
      <Toaster />
      <DataTable
        caption="Patients"
        columns={columns}
        data={data}
        csv={{ kind: 'patients_export', columns: ['id', 'name'], toRow: (r) => ({ ...r }) }}
      />
    </>,
  );

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(cleanup);

describe('DataTable', () => {
  it('shows 10 rows a page by default and offers 10, 15, 20, 25, 30', async () => {
    renderTable(rows(23));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const pageSize = screen.getByLabelText('Rows per page');
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '15', '20', '25', '30']);
    await userEvent.selectOptions(pageSize, '25');
    expect(bodyRows()).toHaveLength(23);
    await userEvent.selectOptions(pageSize, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(bodyRows()[0]!.textContent).toContain('Patient 11');
  });

  it('shows N/A for a missing value and gives the ID column 80 px', () => {
    renderTable(rows(2));
    expect(bodyRows()[0]!.textContent).toBe('1Patient 01N/A');
    expect(screen.getByRole('columnheader', { name: 'ID' }).style.width).toBe('80px');
  });

  it('sorts by a column when its header is clicked, ascending then descending', async () => {
    renderTable(rows(3));
    const header = screen.getByRole('button', { name: 'Name' });
    await userEvent.click(header);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(header);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows().map((r) => r.firstChild?.textContent)).toEqual(['3', '2', '1']);
  });

  it('shows which way each sortable header sorts, as an arrow and as aria-sort', async () => {
    renderTable(rows(3));
    const header = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(header().textContent).toBe('Name↕');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(header().textContent).toBe('Name▲');
    expect(screen.getByRole('columnheader', { name: 'ID' }).getAttribute('aria-sort')).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(header().textContent).toBe('Name▼');
  });

  it('says which rows of how many are shown, page by page', async () => {
    renderTable(rows(23));
    const pages = screen.getByRole('navigation', { name: 'Patients pages' });
    expect(within(pages).getByText('1–10 of 23')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByText('21–23 of 23')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.selectOptions(within(pages).getByLabelText('Rows per page'), '30');
    expect(within(pages).getByText('1–23 of 23')).toBeTruthy();
  });

  it('labels every cell with its column, for the card a row becomes on a phone', () => {
    render(
      <DataTable
        caption="Patients"
        columns={[...columns, { id: 'actions', header: 'Actions', cell: () => <div className="admin-row-actions">Edit</div> }]}
        data={rows(2)}
      />,
    );
    const cells = within(bodyRows()[1]!).getAllByRole('cell');
    expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ['ID', '2'],
      ['Name', 'Patient 02'],
      ['Email', 'p2@example.com'],
      ['Actions', 'Edit'],
    ]);
  });

  it('refuses to export an empty table with No data available to export.', async () => {
    renderTable([]);
    expect(bodyRows()[0]!.textContent).toBe('No records found.');
    expect(screen.getByText('0 of 0')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No data available to export.')).toBeTruthy();
  });
});

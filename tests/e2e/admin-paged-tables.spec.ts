import type { ContactQuery, TimeSlot } from '../../src/lib/api/types';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { adminDelete, adminGet, expect, exportCsv, test } from './support/admin';

const PAGE_SIZE = 10;

test('The time slots table loads a page at a time from the server, and sorts there', async ({ adminPage: page }) => {
  // The list opens on upcoming slots: from today, the clinic's day.
  const slots = await adminGet<TimeSlot[]>(page, `/time-slots?from=${indiaDateOf(new Date())}`);
  expect(slots.length).toBeGreaterThan(2 * PAGE_SIZE);
  const pageCount = Math.ceil(slots.length / PAGE_SIZE);
  const shownDeleteButtons = () => page.getByRole('table', { name: 'Time slots' }).getByRole('button', { name: /^Delete slot/ });

  const firstPage = page.waitForRequest((request) => request.url().includes(`/api/v1/time-slots?limit=${PAGE_SIZE}&offset=0`));
  await page.goto('/admin/time-slots');
  await firstPage;
  await expect(page.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
  await expect(shownDeleteButtons()).toHaveCount(PAGE_SIZE);
  await expect(shownDeleteButtons().first()).toHaveAccessibleName(`Delete slot ${slots[0]!.id}`);

  const secondPage = page.waitForRequest((request) => request.url().includes(`limit=${PAGE_SIZE}&offset=${PAGE_SIZE}`));
  await page.getByRole('button', { name: 'Next' }).click();
  await secondPage;
  await expect(page.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
  await expect(shownDeleteButtons().first()).toHaveAccessibleName(`Delete slot ${slots[PAGE_SIZE]!.id}`);
  await expect(shownDeleteButtons()).toHaveCount(PAGE_SIZE);

  // ID sorts descending first (a number column): back on page 1 with the newest slot on top.
  const sorted = page.waitForRequest((request) => request.url().includes('sort=id&order=desc'));
  await page.getByRole('button', { name: 'ID' }).click();
  await sorted;
  await expect(page.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
  const newestId = Math.max(...slots.map((slot) => slot.id));
  await expect(shownDeleteButtons().first()).toHaveAccessibleName(`Delete slot ${newestId}`);
  await expect(page.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
});

test('Contact queries export every query, not only the page shown, in the order shown', async ({ adminPage: page }) => {
  const sentIds: number[] = [];
  try {
    for (let i = 1; i <= PAGE_SIZE + 1; i += 1) {
      const sent = await page.request.post('/api/v1/contact-queries', {
        data: { name: `Paging Sender ${i}`, email: `paging${i}@example.com`, subject: `Paging question ${i}`, message: 'Do you offer Nasya?' },
      });
      expect(sent.status()).toBe(201);
      sentIds.push(((await sent.json()) as { id: number }).id);
    }
    const queries = await adminGet<ContactQuery[]>(page, '/contact-queries/admin');
    await page.goto('/admin/contact-queries');
    await expect(page.getByText(`Page 1 of ${Math.ceil(queries.length / PAGE_SIZE)}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Contact queries' }).getByRole('row')).toHaveCount(PAGE_SIZE + 1);

    const exported = await exportCsv(page);
    expect(exported.fileName).toMatch(/^contact_queries_export_.*\.csv$/);
    const dataLines = exported.lines.slice(1).filter((line) => line !== '');
    expect(dataLines).toHaveLength(queries.length);
    expect(dataLines.map((line) => Number(line.split(',')[0]))).toEqual(queries.map((query) => query.id));
  } finally {
    // The other contact query tests look for the seeded queries on the first page (newest first).
    for (const id of sentIds) await adminDelete(page, `/contact-queries/${id}`);
  }
});

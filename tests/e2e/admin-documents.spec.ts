import { readFile } from 'node:fs/promises';
import { expect, test } from './support/admin';

for (const width of [1366, 360]) {
  test(`Admin finds the seeded patients' receipts, filters them and downloads a PDF and the accountant CSV (${width} px)`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/documents');
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Documents' });
    await expect(table.getByText(/^JAC\/\d{4}\/\d{6}$/).first()).toBeVisible();
    await expect(table.getByText('Receipt', { exact: true }).locator('visible=true').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/receipts-documents-${width}.png`, fullPage: true });

    // Credit notes only (JACC/…), or none: a refund made by an earlier test on this worker (a
    // cancelled course) has one.
    await page.getByLabel('Type').selectOption('credit_note');
    await expect(page.getByText('No records found.').or(table.getByText(/^JACC\/\d{4}\/\d{6}$/).first())).toBeVisible();
    // No receipt among them (a credit note's row names its receipt under "Against receipt": its own number is on its button).
    await expect(table.getByRole('button', { name: /^Download JAC\/\d{4}\/\d{6}$/ })).toHaveCount(0);
    await page.getByLabel('Type').selectOption('receipt');
    await expect(table.getByText(/^JAC\//).first()).toBeVisible();

    const pdf = page.waitForEvent('download');
    await table
      .getByRole('button', { name: /^Download JAC/ })
      .first()
      .click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toMatch(/^JAC-\d{4}-\d{6}\.pdf$/);
    expect((await readFile(await pdfFile.path())).subarray(0, 5).toString()).toBe('%PDF-');

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download accountant CSV' }).click();
    const lines = (await readFile(await (await csv).path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('number,date,patient,service,sac,amount,method,provider_id,reference');
    // Documents only: the month's totals are the GSTR-1 tables.
    expect(lines.some((line) => line.startsWith('Total '))).toBe(false);

    const gstr1 = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download GSTR-1 tables (8, 12, 13)' }).click();
    expect((await gstr1).suggestedFilename()).toMatch(/^gstr1_\d{4}-\d{2}_exemp\.csv$/);
  });
}

import { expect, exportCsv, test } from './support/admin';

test('Admin adds, edits and deletes a recipe with formatted preparation', async ({ adminPage: page }) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Recipes' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Add Recipe' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Benefits' })).toBeVisible();

  // SPEC §5 order: the name comes first.
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  await expect(page.getByText('Recipe name is required!')).toBeVisible();

  await page.getByLabel('Recipe Name').fill('Ginger Lemon Tea');
  await page.getByLabel('Ingredients').fill('1 inch ginger\n1 lemon\n2 cups water');
  const preparation = page.getByRole('textbox', { name: 'Preparation' });
  await preparation.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Simmer gently');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' for five minutes.');
  await page.getByRole('textbox', { name: 'Benefits' }).click();
  await page.keyboard.press('Control+i');
  await page.keyboard.type('Warms digestion');
  await page.getByLabel('Image URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  await expect(page.getByText('Image URL must be a valid http or https URL')).toBeVisible();
  await page.getByLabel('Image URL').fill('https://example.com/ginger-tea.jpg');
  await page.getByRole('button', { name: 'Add Recipe' }).click();

  await expect(page.getByText('Recipe added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/recipes$/);
  const row = page.getByRole('row').filter({ hasText: 'Ginger Lemon Tea' });
  await expect(row).toContainText('Active');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const recipes = (await (await page.request.get('/api/v1/recipes', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    name: string;
    preparation: string;
    benefits: string;
  }[];
  const saved = recipes.find((r) => r.name === 'Ginger Lemon Tea')!;
  expect(saved.preparation).toBe('<p><strong>Simmer gently</strong> for five minutes.</p>');
  expect(saved.benefits).toBe('<p><em>Warms digestion</em></p>');

  // Visitors see the new recipe, formatting included, on the public Recipes tab.
  await page.goto('/diet-plans');
  await page.getByRole('tab', { name: 'Recipes' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'View Recipe Ginger Lemon Tea' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ginger Lemon Tea' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preparation' }).locator('strong')).toHaveText('Simmer gently');
  await expect(page.getByRole('region', { name: 'Benefits' }).locator('em')).toHaveText('Warms digestion');

  await page.goto('/admin/recipes');
  await row.getByRole('link', { name: 'Edit Ginger Lemon Tea' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Recipe' })).toBeVisible();
  await expect(page.getByLabel('Recipe Name')).toHaveValue('Ginger Lemon Tea');
  await expect(page.getByRole('textbox', { name: 'Preparation' }).locator('strong')).toHaveText('Simmer gently');
  await page.getByLabel('Recipe Name').fill('Ginger Honey Tea');
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect(page.getByText('Recipe updated successfully!')).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: 'Ginger Honey Tea' });
  await expect(edited).toContainText('Inactive');
  const publicList = (await (await page.request.get('/api/v1/recipes')).json()) as { name: string }[];
  expect(publicList.map((r) => r.name)).not.toContain('Ginger Honey Tea');

  await edited.getByRole('button', { name: 'Delete Ginger Honey Tea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete this recipe? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Recipe deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Ginger Honey Tea' })).toHaveCount(0);
});

test('Recipes export has the SPEC header row', async ({ adminPage: page }) => {
  await page.goto('/admin/recipes');
  await expect(page.getByRole('row').filter({ hasText: 'Moong Dal Khichdi' })).toBeVisible();
  const { fileName, lines } = await exportCsv(page);
  expect(fileName).toMatch(/^recipes_export_.*\.csv$/);
  expect(lines[0]).toBe('id,name,status,createdAt,updatedAt');
  expect(lines.some((line) => line.includes('Moong Dal Khichdi,true'))).toBe(true);
});

import { expect, test } from './support/clinic-clock';

test.describe('Diet Plans', () => {
  test('Diet Plans is the default tab with the Arthritis card', async ({ page }) => {
    await page.goto('/diet-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Diet Plans' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Diet Plans' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Arthritis' })).toBeVisible();
    await panel.getByRole('link', { name: /^View Plan/ }).click();
    await expect(page).toHaveURL(/\/diet-plans\/arthritis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Arthritis Diet Plan' })).toBeVisible();
  });

  test('The Recipes tab lists the active recipes from the API and opens a recipe page', async ({ page }) => {
    await page.goto('/diet-plans');
    await page.getByRole('tab', { name: 'Recipes' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Moong Dal Khichdi', 'Golden Turmeric Milk', 'Cumin Coriander Fennel Tea']);
    await expect(panel.getByRole('link', { name: 'View Recipe Golden Turmeric Milk' })).toHaveAttribute('href', '/diet-plans/golden-turmeric%20milk');
    await panel.getByRole('link', { name: 'View Recipe Moong Dal Khichdi' }).click();

    await expect(page).toHaveURL(/\/diet-plans\/moong-dal%20khichdi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moong Dal Khichdi' })).toBeVisible();
    await expect(page).toHaveTitle(/^Moong Dal Khichdi \|/);
    const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
    await expect(ingredients).toHaveCount(9);
    await expect(ingredients.first()).toHaveText('1/2 cup split yellow moong dal');
    const preparation = page.getByRole('region', { name: 'Preparation' });
    await expect(preparation.getByRole('listitem').first()).toContainText('Wash the rice and moong dal');
    await expect(page.getByRole('region', { name: 'Benefits' }).locator('strong')).toHaveText('balancing for all three doshas');
  });

  test('The Recipes tab shows "No recipes available" when the list is empty or cannot load', async ({ page }) => {
    await page.route('**/api/v1/recipes', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto('/diet-plans');
    await page.getByRole('tab', { name: 'Recipes' }).click();
    await expect(page.getByRole('tabpanel').getByText('No recipes available')).toBeVisible();

    await page.unroute('**/api/v1/recipes');
    await page.route('**/api/v1/recipes', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await page.reload();
    await page.getByRole('tab', { name: 'Recipes' }).click();
    await expect(page.getByRole('tabpanel').getByText('No recipes available')).toBeVisible();
  });

  test('A recipe page shows sanitized rich text: no script, no event handlers, no unsafe links', async ({ page }) => {
    await page.route('**/api/v1/recipes', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            id: 7,
            name: 'Ragi Porridge',
            ingredients: '1 cup ragi flour\n\n2 cups water',
            preparation:
              '<h1>Steps</h1><p onclick="window.hacked=1">Stir <img src=x onerror="window.hacked=1">well</p><script>window.hacked=1</script><a href="javascript:window.hacked=1">bad</a> <a href="https://example.com/ragi">source</a>',
            benefits: null,
            image_url: null,
            status: true,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ]),
      }),
    );
    await page.goto('/diet-plans/ragi-porridge');
    await expect(page.getByRole('heading', { level: 1, name: 'Ragi Porridge' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveText(['1 cup ragi flour', '2 cups water']);
    const preparation = page.getByRole('region', { name: 'Preparation' });
    await expect(preparation.getByRole('heading', { level: 3, name: 'Steps' })).toBeVisible();
    await expect(preparation.getByText('Stir well')).toBeVisible();
    await preparation.getByText('Stir well').click();
    await expect(preparation.locator('img, script, [onclick]')).toHaveCount(0);
    await expect(preparation.getByText('bad')).not.toHaveAttribute('href', /.*/);
    await expect(preparation.getByRole('link', { name: 'source' })).toHaveAttribute('href', 'https://example.com/ragi');
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(page.getByRole('region', { name: 'Benefits' })).toBeHidden();
  });

  test('An unknown recipe shows a clear not-found message', async ({ page }) => {
    const res = await page.goto('/diet-plans/no-such%20recipe');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Diet Plans' }).click();
    await expect(page).toHaveURL(/\/diet-plans$/);
  });
});

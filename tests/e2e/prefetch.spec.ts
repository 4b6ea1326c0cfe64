import { expect, test, type Page } from '@playwright/test';

// Route preloads: Gatsby prefetches the pages of the links in view, at most 4 at once, and none
// on a data-saver or 2G connection (its loader does; this holds it to it on our pages).

/** Watches the page-data requests of other pages than `own`, each held 300 ms so that overlaps show. */
async function watchPrefetches(page: Page, own: string): Promise<{ started: () => number; most: () => number }> {
  let started = 0;
  let inFlight = 0;
  let most = 0;
  await page.route('**/page-data/**/page-data.json', async (route) => {
    if (new URL(route.request().url()).pathname === `/page-data${own}/page-data.json`) return route.continue();
    started += 1;
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
    inFlight -= 1;
  });
  return { started: () => started, most: () => most };
}

test('the links in view are prefetched, never more than 4 at once', async ({ page }) => {
  const seen = await watchPrefetches(page, '/villes');
  await page.goto('/villes');
  await expect.poll(seen.started, { timeout: 15_000 }).toBeGreaterThan(4);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(2000);
  expect(seen.most()).toBeGreaterThan(1);
  expect(seen.most()).toBeLessThanOrEqual(4);
});

for (const [name, connection] of [
  ['data saver', { saveData: true, effectiveType: '4g' }],
  ['2G', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`nothing is prefetched on a ${name} connection`, async ({ page }) => {
    await page.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value }), connection);
    const seen = await watchPrefetches(page, '/villes');
    await page.goto('/villes');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(3000);
    expect(seen.started()).toBe(0);
    // A click still navigates.
    await page.locator('main a[href^="/villes/"]').first().click();
    await expect(page).toHaveURL(/\/villes\/[a-z-]+$/);
  });
}

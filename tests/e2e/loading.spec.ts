import { expect, test, type Page } from '@playwright/test';

// How a page starts: the app's scripts are preloaded but run only after the page has painted, and after
// its top image (eager, high priority: its largest paint) has arrived, or 2.5 s at most when it does not.

const CITY = '/villes/lyon';
const TOP_IMAGE = '**/ville_lyon_*';

/** Notes, in the page, whether the top image was complete when the loader inserted the app's scripts. */
const watchScriptStart = (page: Page): Promise<void> =>
  page.addInitScript(() => {
    const state = window as unknown as { imageCompleteAtStart?: boolean };
    new MutationObserver((records, observer) => {
      const inserted = records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && /\/app-[^/]*\.js$/.test(node.src)));
      if (!inserted) return;
      state.imageCompleteAtStart = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.complete ?? false;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

const hydrated = (page: Page) => page.locator('#___gatsby[data-hydrated]');

test('the app waits for the page’s top image before it runs, then hydrates', async ({ page }) => {
  // The image arrives 0.8 s after the page is parsed, well before the 2.5 s limit. Run after the page's
  // paint alone, two frames after it was parsed, the scripts started while the image was on its way.
  const parsed = page.waitForEvent('domcontentloaded');
  await page.route(TOP_IMAGE, async (route) => {
    await parsed;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await watchScriptStart(page);
  await page.goto(CITY, { waitUntil: 'domcontentloaded' });
  await expect(hydrated(page)).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { imageCompleteAtStart?: boolean }).imageCompleteAtStart)).toBe(true);
});

test('an image that does not arrive holds the app back 2.5 s at most', async ({ page }) => {
  await page.route(TOP_IMAGE, () => undefined);
  await watchScriptStart(page);
  const since = Date.now();
  await page.goto(CITY, { waitUntil: 'domcontentloaded' });
  await expect(hydrated(page)).toHaveCount(1, { timeout: 10_000 });
  expect(Date.now() - since).toBeGreaterThanOrEqual(2500);
  expect(await page.evaluate(() => (window as unknown as { imageCompleteAtStart?: boolean }).imageCompleteAtStart)).toBe(false);
});

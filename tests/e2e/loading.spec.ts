import { expect, test, type Page } from '@playwright/test';

// How a page starts: the app's scripts are fetched and run only once what the page shows first (its
// heading, its header image: marked `elementtiming`) is on screen, or 2.5 s at most after the page.

const CITY = '/villes/lyon';
const TOP_IMAGE = '**/ville_lyon_*';
/** The loader's limit: the app runs at most this long after the page was parsed. */
const LIMIT_MS = 2500;

type Start = { imageCompleteAtStart?: boolean; startedAt?: number; clickedAt?: number; presented: Record<string, number> };

/**
 * Notes, in the page, when the loader inserted the app's scripts and whether the top image was complete
 * then, when each marked element was presented (Element Timing), and when the page was first clicked.
 */
const watchScriptStart = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const state = window as unknown as Start;
    state.presented = {};
    addEventListener('click', () => (state.clickedAt ??= performance.now()), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; renderTime: number })[])
        state.presented[entry.element?.tagName ?? '?'] = entry.renderTime;
    }).observe({ type: 'element', buffered: true });
    new MutationObserver((records, observer) => {
      const inserted = records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && /\/app-[^/]*\.js$/.test(node.src)));
      if (!inserted) return;
      state.startedAt = performance.now();
      state.imageCompleteAtStart = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.complete ?? false;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
};
const started = (page: Page): Promise<Start> =>
  page.evaluate(() => {
    const { imageCompleteAtStart, startedAt, clickedAt, presented } = window as unknown as Start;
    return { imageCompleteAtStart, startedAt, clickedAt, presented };
  });

const hydrated = (page: Page) => page.locator('#___gatsby[data-hydrated]');

test('the app runs once the page’s heading and header image are on screen, not while they are on their way', async ({ page }) => {
  await watchScriptStart(page);
  await page.goto(CITY);
  await expect(hydrated(page)).toHaveCount(1);
  const { startedAt, presented } = await started(page);
  // Presented before the scripts started (run two frames after the page was parsed, they held the heading's
  // presentation back by their whole evaluation).
  expect(Object.keys(presented).sort()).toEqual(['H1', 'IMG']);
  expect(startedAt).toBeGreaterThanOrEqual(Math.max(...Object.values(presented)));
});

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
  expect((await started(page)).imageCompleteAtStart).toBe(true);
});

test('an image that does not arrive holds the app back 2.5 s at most', async ({ page }) => {
  await page.route(TOP_IMAGE, () => undefined);
  await watchScriptStart(page);
  const since = Date.now();
  await page.goto(CITY, { waitUntil: 'domcontentloaded' });
  await expect(hydrated(page)).toHaveCount(1, { timeout: 10_000 });
  expect(Date.now() - since).toBeGreaterThanOrEqual(LIMIT_MS);
  expect((await started(page)).imageCompleteAtStart).toBe(false);
});

test('a click on a button before the app has run starts it at once, and the button gets the click once the page has hydrated', async ({ page }) => {
  // The top image never arrives, and the loader's 2.5 s limit is stretched to ten minutes: only the click
  // can start the app. (Timed against the real limit, a click that a busy machine delivered after 2.5 s
  // could not tell the two apart.)
  await page.route(TOP_IMAGE, () => undefined);
  await page.addInitScript((limit) => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      setTimer(handler, delay === limit ? 600_000 : delay, ...rest)) as typeof window.setTimeout;
  }, LIMIT_MS);
  await watchScriptStart(page);
  await page.goto(CITY, { waitUntil: 'domcontentloaded' });
  await expect(hydrated(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechercher une offre' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await expect(hydrated(page)).toHaveCount(1);
  const { startedAt, clickedAt, imageCompleteAtStart } = await started(page);
  expect(imageCompleteAtStart).toBe(false);
  expect(startedAt).toBeGreaterThanOrEqual(clickedAt ?? Infinity);
  // Given once: the dialog stays open.
  await expect(dialog).toBeVisible();
});

import type { BrowserContext, Locator, Page } from '@playwright/test';
import { buildPath } from '@rythmo/site-map';

/** The address of the site under test (nginx started by the global setup). */
export const siteUrl = (path: string = ''): string => `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? '9100'}${path}`;

/**
 * Chromium under automation says navigator.webdriver = true, which the consent banner treats as a bot.
 * Visitors are simulated by clearing that flag; the bot test keeps it.
 */
export const asVisitor = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
};

/**
 * Opens a page and waits until React has hydrated it (the root's data-hydrated mark, set after the first
 * render): a hover or click before that reaches static markup with no handlers.
 */
export const gotoHydrated = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await page.locator('#___gatsby[data-hydrated]').waitFor({ state: 'attached' });
};

/**
 * Loaded by import(), as the site checks load their modules: a static import here would have Playwright
 * compile the file to CommonJS and reuse that output when scripts/lib/site-checks.mjs imports it natively,
 * which then finds no named export.
 */
const settledPredicate = () => import('../../../scripts/lib/page-settled.mjs');

/** Waits until nothing on the page moves (scripts/lib/page-settled.mjs): colours, positions and sizes are then read in place. */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForFunction((await settledPredicate()).pageSettled);
};

/** Whether React has drawn or hydrated an element (its internal keys on the node), or kept it as the page's HTML. */
export const drawnByReact = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/**
 * Holds back the page's requests to `url` until `release` is called (a slow answer, or code not yet come);
 * `asked` lists each one as it is made.
 */
export const holdRequests = async (page: Page, url: string | RegExp): Promise<{ asked: string[]; release: () => void }> => {
  const asked: string[] = [];
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release };
};

/** Marks the document before a click: `stayedInTheApp` then tells a navigation in the site (the mark kept) from a page load. */
export const markDocument = async (page: Page): Promise<void> => {
  await page.evaluate(() => Object.assign(window, { rythmoDocumentMark: true }));
};

/** Whether the document marked by `markDocument` is still the one shown (no page load since). */
export const stayedInTheApp = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { rythmoDocumentMark?: boolean }).rythmoDocumentMark === true);

/** Records the page's layout shifts not caused by input, from its start (call before opening it). */
export const recordLayoutShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

/** The sum of the layout shifts recorded since the document opened (recordLayoutShifts). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));

/** One page of each kind a visitor meets (an offer's by its slug), in both languages: what the checks of every page walk. */
export const pageKinds = (offerSlug: string): string[] => [
  '/',
  buildPath('jobs', 'fr'),
  buildPath('jobs-slug', 'fr', { slug: offerSlug }),
  buildPath('jobs-type', 'fr', { type: 'lyon' }),
  buildPath('account-login', 'fr'),
  buildPath('account-register', 'fr'),
  buildPath('entreprise-contact', 'fr'),
  buildPath('jobs', 'en'),
  '/page-qui-n-existe-pas',
];

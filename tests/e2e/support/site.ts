import type { BrowserContext, Page } from '@playwright/test';
import { pageSettled } from '../../../scripts/lib/page-settled.mjs';

/** The address of the site under test (nginx started by the global setup). */
export const siteUrl = (path: string = ''): string => `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? '9100'}${path}`;

/**
 * Chromium under automation says navigator.webdriver = true, which the consent banner treats as a bot.
 * Visitors are simulated by clearing that flag; the bot test keeps it.
 */
export const asVisitor = (context: BrowserContext): Promise<void> =>
  context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));

/**
 * Opens a page and waits until React has hydrated it (the root's data-hydrated mark, set after the first
 * render): a hover or click before that reaches static markup with no handlers.
 */
export const gotoHydrated = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await page.locator('#___gatsby[data-hydrated]').waitFor({ state: 'attached' });
};

/** Waits until nothing on the page moves (scripts/lib/page-settled.mjs): colours, positions and sizes are then read in place. */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForFunction(pageSettled);
};

import type { BrowserContext } from '@playwright/test';

/** The address of the site under test (nginx started by the global setup). */
export const siteUrl = (path: string = ''): string => `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? '9100'}${path}`;

/**
 * Chromium under automation says navigator.webdriver = true, which the consent banner treats as a bot.
 * Visitors are simulated by clearing that flag; the bot test keeps it.
 */
export const asVisitor = (context: BrowserContext): Promise<void> =>
  context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));

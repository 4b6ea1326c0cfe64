import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildPath } from '@rythmo/site-map';
import { candidate, completeProfile, offersWithAgency, SITE_API } from './support/candidates';
import { gotoHydrated, pageKinds, siteUrl } from './support/site';
import { SESSION_COOKIE, TOKEN_KEY } from '../../src/features/auth/token-store';

// On the narrowest phones (320 px) and the common one (390 px), nothing scrolls sideways and no button
// cuts its words: each kind of page, and the dialogs people open on them, the apply
// dialog once the application is sent and the account's deletion among them.

/** How far the page scrolls sideways, and the buttons whose words do not fit. */
const misfits = (page: Page): Promise<{ sideways: number; clipped: string[] }> =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    clipped: [...document.querySelectorAll<HTMLElement>('button, a.btn')]
      .filter((button) => button.getBoundingClientRect().width > 0 && button.scrollWidth > button.clientWidth + 1)
      .map((button) => (button.textContent ?? '').trim()),
  }));

/** The phones a test opened: closed after it, or their pages would go on running beside the next tests. */
const opened: BrowserContext[] = [];
test.afterEach(() => Promise.all(opened.splice(0).map((context) => context.close())));

async function phone(browser: Browser, width: number, jwt?: string): Promise<Page> {
  // The cookie banner stays away (a browser driven by a test: see src/features/consent/notice.tsx).
  const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  opened.push(context);
  if (jwt !== undefined) {
    await context.addInitScript(([key, token]) => localStorage.setItem(key, token), [TOKEN_KEY, jwt]);
    await context.addCookies([{ name: SESSION_COOKIE, value: '1', url: siteUrl('/') }]);
  }
  return context.newPage();
}

test.describe.configure({ timeout: 240_000 });

for (const width of [320, 390]) {
  test(`at ${width} px, no page kind and no dialog scrolls sideways or cuts a button’s words`, async ({ browser }) => {
    const me = await candidate();
    await completeProfile(SITE_API, me.jwt, { lastName: `Étroit-${Date.now()}` });
    const [offer] = await offersWithAgency(SITE_API);
    const problems: string[] = [];
    const check = async (page: Page, what: string): Promise<void> => {
      const found = await misfits(page);
      if (found.sideways > 0) problems.push(`${what}: scrolls ${found.sideways} px sideways`);
      for (const words of found.clipped) problems.push(`${what}: « ${words} » cut`);
    };

    const visitor = await phone(browser, width);
    for (const path of pageKinds(offer.slug)) {
      await gotoHydrated(visitor, path);
      await check(visitor, path);
    }
    await gotoHydrated(visitor, buildPath('jobs', 'fr'));
    await visitor.getByRole('button', { name: /^Filtres/ }).tap();
    await expect(visitor.getByRole('dialog', { name: 'Filtrer les offres' })).toBeVisible();
    await check(visitor, 'the filter panel');
    await visitor.keyboard.press('Escape');
    // Gone, the panel leaves the results at the top of the screen, their heading focused and in view: the
    // page does not move back to « Filtres » under the next tap.
    await expect(visitor.getByRole('dialog', { name: 'Filtrer les offres' })).toBeHidden();
    await expect(visitor.locator('.jobs-count')).toBeFocused();
    await expect(visitor.locator('.jobs-count')).toBeInViewport();
    await visitor.getByRole('button', { name: 'Créer une alerte' }).tap();
    await expect(visitor.getByRole('dialog', { name: 'Créer une alerte' })).toBeVisible();
    await check(visitor, 'the alert dialog');

    // A candidate: the apply dialog, before and after sending; the profile and its deletion.
    const page = await phone(browser, width, me.jwt);
    await gotoHydrated(page, buildPath('jobs-slug', 'fr', { slug: offer.slug }));
    await page.getByRole('button', { name: 'Postuler' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Postuler à cette offre' });
    await expect(dialog.getByRole('button', { name: 'Envoyer ma candidature' })).toBeVisible();
    await check(page, 'the apply dialog');
    await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).tap();
    await expect(dialog.getByText('Votre candidature est envoyée')).toBeVisible();
    await check(page, 'the apply dialog, the application sent');
    for (const path of [buildPath('account-profile', 'fr'), buildPath('account-applications', 'fr'), buildPath('account-alerts', 'fr')]) {
      await gotoHydrated(page, path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check(page, path);
    }
    expect(problems).toEqual([]);
  });
}

test('on a phone, the first offer is on the screen after a search and after the filters; « Postuler » is on an offer’s first screen', async ({ browser }) => {
  const page = await phone(browser, 390);
  await gotoHydrated(page, buildPath('jobs', 'fr'));
  const box = page.getByRole('searchbox', { name: 'Chercher parmi les offres' });
  await box.fill('serveur');
  await box.press('Enter');
  await expect(page).toHaveURL(/query=serveur/);
  const first = page.locator('.jobs-results .offer-card h3 a').first();
  await expect(first).toBeInViewport();
  await page.getByRole('button', { name: /^Filtres/ }).tap();
  const panel = page.getByRole('dialog', { name: 'Filtrer les offres' });
  await panel.getByRole('checkbox', { name: /^samedi/i }).check();
  await panel.getByRole('button', { name: /^Voir / }).tap();
  await expect(page).toHaveURL(/sat/);
  await expect(first).toBeInViewport();
  const [offer] = await offersWithAgency(SITE_API);
  await gotoHydrated(page, buildPath('jobs-slug', 'fr', { slug: offer.slug }));
  await expect(page.getByRole('button', { name: 'Postuler' })).toBeInViewport({ ratio: 1 });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { asVisitor } from './support/site';

type ConsentRecord = {
  categories: string[];
  revision: number;
  data: unknown;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  consentId: string;
  services: Record<string, string[]>;
  expirationTime: number;
};

/**
 * The consent record, once written: a choice made before the consent library has loaded is queued by the
 * banner (src/features/consent/notice.tsx) and recorded when the library arrives.
 */
async function consentCookie(context: BrowserContext) {
  const find = async () => (await context.cookies()).find((c) => c.name === 'cc_cookie');
  await expect.poll(async () => (await find()) !== undefined, { message: 'the cc_cookie is written' }).toBe(true);
  const cookie = await find();
  if (cookie === undefined) throw new Error('no cc_cookie');
  return { cookie, record: JSON.parse(decodeURIComponent(cookie.value)) as ConsentRecord };
}

/** The consent commands the Google tag received, in order. */
const consentUpdates = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent')
      .map((args) => [args[1], (args[2] as Record<string, string>).analytics_storage]),
  );

const banner = (page: Page) => page.getByRole('dialog', { name: 'Vos cookies, votre choix' });

test.describe('cookie consent', () => {
  test.beforeEach(async ({ context }) => asVisitor(context));

  test('a first visit shows the banner; refusing stores necessary only for 182 days and denies analytics', async ({ page, context }) => {
    await page.goto('/villes/lyon');
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => consentUpdates(page)).toEqual([['default', 'denied']]);
    await page.screenshot({ path: 'tests/artifacts/screenshots/consent-banner-1280.png' });
    await new AxeBuilder({ page })
      .include('#consent-notice')
      .analyze()
      .then((result) => expect(result.violations).toEqual([]));
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toBeHidden();
    const { cookie, record } = await consentCookie(context);
    expect(record.categories).toEqual(['necessary']);
    expect(record.revision).toBe(1);
    expect(record.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const field of ['data', 'consentTimestamp', 'lastConsentTimestamp', 'services', 'expirationTime']) expect(record).toHaveProperty(field);
    expect(cookie).toMatchObject({ sameSite: 'Lax', secure: false, path: '/' });
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThanOrEqual(182);
    await expect
      .poll(() => consentUpdates(page))
      .toEqual([
        ['default', 'denied'],
        ['update', 'denied'],
      ]);
    // The choice holds on the next pages: no banner, and the tag hears it again on each load.
    await page.goto('/offres-emploi');
    await page.waitForFunction(() => (window.dataLayer ?? []).length >= 2);
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => consentUpdates(page))
      .toEqual([
        ['default', 'denied'],
        ['update', 'denied'],
      ]);
  });

  test('accepting all grants analytics storage', async ({ page, context }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(context)).record.categories).toEqual(['necessary', 'analytics', 'ads']);
    await expect
      .poll(() => consentUpdates(page))
      .toEqual([
        ['default', 'denied'],
        ['update', 'granted'],
      ]);
  });

  test('the footer opens the preferences: necessary locked on, analytics chosen then withdrawn clears the _ga cookies', async ({ page, context }) => {
    await page.goto('/villes/lyon');
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
    const preferences = page.getByRole('dialog', { name: 'Préférences de cookies' });
    await expect(preferences).toBeVisible();
    await expect(preferences).toHaveCSS('position', 'fixed');
    const necessary = preferences.getByRole('checkbox', { name: 'Cookies nécessaires' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(preferences.getByText('Cookies de fonctionnalité')).toBeVisible();
    await expect(preferences.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/);
    await preferences.getByRole('checkbox', { name: 'Mesure d’audience' }).check({ force: true });
    await preferences.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(preferences).toBeHidden();
    expect((await consentCookie(context)).record.categories).toEqual(['necessary', 'analytics']);
    await expect.poll(async () => (await consentUpdates(page)).at(-1)).toEqual(['update', 'granted']);

    const host = new URL(page.url()).hostname;
    await context.addCookies(['_ga', '_ga_TEST', '_gid'].map((name) => ({ name, value: '1', domain: host, path: '/' })));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
    await expect(preferences).toBeVisible();
    await preferences.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(preferences).toBeHidden();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toContain('cc_cookie');
    expect(names.filter((name) => /^_g(a|id)/.test(name))).toEqual([]);
    await expect.poll(async () => (await consentUpdates(page)).at(-1)).toEqual(['update', 'denied']);
  });

  test('a consent given under an older revision is asked again', async ({ page, context }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    const { cookie, record } = await consentCookie(context);
    await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify({ ...record, revision: 0 })) }]);
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('the banner is in the page before its scripts: a choice clicked then is kept once they arrive', async ({ page, context }) => {
    const scripts: (() => void)[] = [];
    let held = true;
    await page.route(/\.js$/, (route) => (held ? scripts.push(() => void route.continue()) : route.continue()));
    await page.goto('/villes/lyon', { waitUntil: 'domcontentloaded' });
    await expect(banner(page)).toBeVisible();
    // Its styles are the page's; the library's (its preferences dialog) come with its chunk.
    const pageStyles = (await page.locator('head style').allTextContents()).join('');
    expect(pageStyles).toContain('.consent-notice');
    expect(pageStyles).not.toContain('#cc-main');
    // First in the page: the first key press reaches it.
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Tout accepter' })).toBeFocused();
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cc_cookie');
    held = false;
    for (const release of scripts.splice(0)) release();
    expect((await consentCookie(context)).record.categories).toEqual(['necessary', 'analytics', 'ads']);
    await expect.poll(async () => (await consentUpdates(page)).at(-1)).toEqual(['update', 'granted']);
  });

  test('a choice clicked before the scripts, the visitor leaving at once, is not asked again on the next page', async ({ page, context }) => {
    // The first page's scripts never arrive: the choice is made, and the page left, before the library runs.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/villes/lyon', { waitUntil: 'domcontentloaded' });
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toBeHidden();
    await page.unroute(/\.js$/);
    await page.goto('/villes', { waitUntil: 'domcontentloaded' });
    // The next page's notice stays hidden from the start, and its library records the choice kept aside.
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(context)).record.categories).toEqual(['necessary']);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('consent-pending'))).toBeNull();
    await expect.poll(async () => (await consentUpdates(page)).at(-1)).toEqual(['update', 'denied']);
    // A new tab of a visitor with a record is not asked either; the record is the library's now.
    const other = await context.newPage();
    await other.goto('/villes/lyon');
    await expect(banner(other)).toBeHidden();
    await other.close();
  });

  test('the banner speaks the page language', async ({ page }) => {
    await page.goto('/en/cities/lyon');
    const english = page.getByRole('dialog', { name: 'Your cookies, your choice' });
    await expect(english).toBeVisible();
    await expect(english.getByRole('button', { name: 'Reject all' })).toBeVisible();
  });
});

test('bots never see the banner', async ({ page }) => {
  // navigator.webdriver is true under automation, as for crawlers driving a browser.
  await page.goto('/villes/lyon');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#cc-main .cm')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Vos cookies, votre choix' })).toHaveCount(0);
});

test('on a phone the banner takes a quarter of the screen at most, accept and refuse side by side with equal weight', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  await asVisitor(context);
  const page = await context.newPage();
  for (const path of ['/', '/en']) {
    await page.goto(path);
    const notice = page.locator('#consent-notice');
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box?.height ?? 844, path).toBeLessThanOrEqual(844 / 4);
    const buttons = notice.locator('[data-choice="all"], [data-choice="necessary"]');
    const [accept, refuse] = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const r = element.getBoundingClientRect();
        return {
          width: Math.round(r.width),
          height: Math.round(r.height),
          top: Math.round(r.top),
          background: style.backgroundColor,
          color: style.color,
          weight: style.fontWeight,
          size: style.fontSize,
        };
      }),
    );
    expect(refuse, path).toEqual(accept);
    expect(accept.height).toBeGreaterThanOrEqual(44);
    const preferences = await notice.locator('[data-choice="preferences"]').boundingBox();
    expect(preferences?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await context.close();
});

import { expect, test } from '@playwright/test';

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the root path sends a visitor without cookie to English, and no other path redirects', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/villes/lyon');
    await expect(page).toHaveURL(/\/villes\/lyon$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the cookie wins over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: baseURL as string }]);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('h1').first()).toHaveText('Mes jobs, mon rythme');
  });
});

test('the language switch keeps the page and writes the i18n_redirected cookie', async ({ page, context }) => {
  await page.goto('/villes/lyon');
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/en\/cities\/lyon$/);
  await expect(page.locator('h1')).toHaveText('Jobs in Lyon');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/villes\/lyon$/);
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr');
});

test('every page has html lang, a canonical link and hreflang alternates', async ({ page }) => {
  for (const [path, lang, other] of [
    ['/offres-emploi/cdi', 'fr', '/en/jobs/cdi'],
    ['/en/activity/evenementiel', 'en', '/secteurs-activite/evenementiel'],
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang === 'fr' ? 'en' : 'fr'}"]`)).toHaveAttribute('href', new RegExp(`${other}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  }
});

import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site';

test('a query page=1 is dropped by replacing the history entry, other parameters kept', async ({ page, context }) => {
  const baseline = await context.newPage();
  await baseline.goto('/offres-emploi?utm_source=newsletter');
  await baseline.waitForLoadState('networkidle');
  const entries = await baseline.evaluate(() => window.history.length);
  await page.goto('/offres-emploi?page=1&utm_source=newsletter');
  await expect(page).toHaveURL(/\/offres-emploi\?utm_source=newsletter$/);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  await page.goto('/villes?page=2');
  await expect(page).toHaveURL(/\/villes\?page=2$/);
});

test('in-site navigation to page=1 lands without it', async ({ page }) => {
  // Gatsby defines its router before the app has rendered; the guard wraps it once it has
  // (onInitialClientRender, which may come after the page marks itself hydrated): wait for the wrapper.
  await gotoHydrated(page, '/villes');
  await page.waitForFunction(() => String((window as unknown as { ___navigate?: unknown }).___navigate).includes('Navigation refused'));
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/offres-emploi?page=1'));
  await expect(page).toHaveURL(/\/offres-emploi$/);
  await expect(page.locator('h1')).toHaveText('Offres d’emploi');
});

test('a page reached in the site fades in; the first page and visitors who ask for reduced motion get no fade', async ({ page }) => {
  // The transition's element wraps the whole page, inside Gatsby's focus wrapper.
  const animation = () => page.locator('#gatsby-focus-wrapper > div').evaluate((wrapper) => getComputedStyle(wrapper).animationName);
  await gotoHydrated(page, '/villes/lyon');
  expect(await animation()).toBe('none');
  await page.locator('header').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('.page-fade-in')).toHaveCount(1);
  expect(await animation()).toBe('page-fade-in');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});

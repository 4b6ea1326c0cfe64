import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cmsList } from './support/cms';
import { rawRequest } from './support/http';
import { gotoHydrated, siteUrl } from './support/site';

const LOCALES_DIR = path.join(__dirname, '..', '..', 'src', 'locales');

/**
 * The messages of one language's files that the other language's files do not have, as they appear in any
 * file (the longest stretch without quotes, backslashes or placeholders: JSON escapes the rest), from 20
 * characters, so that no CMS text holds one by chance.
 */
function messagesOnlyIn(locale: string, other: string): string[] {
  const values = (l: string): string[] =>
    fs
      .readdirSync(path.join(LOCALES_DIR, l))
      .flatMap((file) => Object.values(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, l, file), 'utf8')) as Record<string, string>));
  const others = new Set(values(other));
  return values(locale)
    .filter((value) => !others.has(value))
    .map((value) =>
      value
        .split(/["\\{}<>]/)
        .sort((a, b) => b.length - a.length)[0]
        .trim(),
    )
    .filter((text) => text.length >= 20);
}

/** Every text the site sent to the page (documents, scripts, page data), as it goes. */
function siteResponses(page: Page, origin: string): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(origin) || response.request().method() !== 'GET' || response.status() !== 200) return;
    if (!/javascript|json|html/.test(response.headers()['content-type'] ?? '')) return;
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

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
  await gotoHydrated(page, '/villes/lyon');
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/en\/cities\/lyon$/);
  await expect(page.locator('h1')).toHaveText('Jobs in Lyon');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await page.locator('#___gatsby[data-hydrated]').waitFor({ state: 'attached' });
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

for (const [language, start, next, locale, other] of [
  ['an English', '/en/jobs', 'Contracts', 'en', 'fr'],
  ['a French', '/offres-emploi', 'Contrats', 'fr', 'en'],
] as const) {
  test(`${language} page loads its language's messages and none of the other's`, async ({ page, baseURL }) => {
    const bodies = siteResponses(page, new URL(baseURL as string).origin);
    await page.goto(start);
    await page.waitForLoadState('networkidle');
    // A second page through the router: its page data, and the chunks it needs.
    await page.getByRole('link', { name: next, exact: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.waitForLoadState('networkidle');
    const sent = bodies.join('\n');
    // The browser runtime carries gatsby-plugin-manifest's options, the names of both languages' web app
    // manifests (the brand's tagline): configuration, not a message file.
    const manifestTexts = new Set<string>();
    for (const manifest of ['/manifest.webmanifest', '/manifest_en.webmanifest']) {
      const { name, description } = (await (await page.request.get(manifest)).json()) as { name: string; description: string };
      for (const text of [name, description]) manifestTexts.add(text);
    }
    const own = messagesOnlyIn(locale, other);
    const foreign = messagesOnlyIn(other, locale).filter((message) => ![...manifestTexts].some((text) => text.includes(message)));
    expect(own.length).toBeGreaterThan(50);
    expect(foreign.length).toBeGreaterThan(50);
    expect(own.filter((message) => sent.includes(message)).length).toBeGreaterThan(0);
    expect(foreign.filter((message) => sent.includes(message))).toEqual([]);
  });
}

test('nginx answers the root in the visitor’s language at once: the cookie, else the first language of the browser the site speaks, else French', async () => {
  const root = async (headers: Record<string, string>, path = '/'): Promise<[number, string]> => {
    const response = await rawRequest(siteUrl(path), { headers });
    return [response.status, String(response.headers.location ?? '')];
  };
  expect(await root({ 'Accept-Language': 'de-DE,de;q=0.9,en-GB;q=0.8,fr;q=0.7' })).toEqual([302, '/en']);
  expect(await root({ 'Accept-Language': 'en-US,en;q=0.9' }, '/?utm_source=newsletter')).toEqual([302, '/en?utm_source=newsletter']);
  expect(await root({ 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toEqual([200, '']);
  expect(await root({ 'Accept-Language': 'de-DE,es' })).toEqual([200, '']);
  expect(await root({})).toEqual([200, '']);
  expect(await root({ 'Accept-Language': 'en-US', Cookie: 'i18n_redirected=fr' })).toEqual([200, '']);
  expect(await root({ 'Accept-Language': 'fr-FR', Cookie: 'other=1; i18n_redirected=en' })).toEqual([302, '/en']);
  expect(await root({ 'Accept-Language': 'en-US', Cookie: 'i18n_redirected=xx' })).toEqual([302, '/en']);
  // Only the root: any other page stays in its own language.
  expect(await root({ 'Accept-Language': 'en-US' }, '/villes')).toEqual([200, '']);
  const vary = (await rawRequest(siteUrl('/'), { headers: { 'Accept-Language': 'fr' } })).headers.vary ?? '';
  expect(vary).toMatch(/Cookie/);
  expect(vary).toMatch(/Accept-Language/);
});

test('an English offer page says the offer is in French and marks its text so; its tab title is English', async ({ page }) => {
  const { data } = await cmsList('job-offers', 'filters[offer_id][$lt]=990000&sort=offer_id:asc&pagination[pageSize]=1');
  const offer = data[0] as unknown as { slug: string; title: string };
  await page.goto(`/en/jobs/${offer.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`Job offer (in French): ${offer.title} | Rythmo`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(offer.title);
  await expect(heading).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('This offer is written in French.')).toBeVisible();
  await expect(page.locator('.offer-detail .prose').locator('xpath=..')).toHaveAttribute('lang', 'fr');
  // The labels are the page's, in English; the French page has no mark and no note.
  await expect(page.locator('.facts dt').first()).toHaveText('Place');
  await page.goto(`/offres-emploi/${offer.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.+/);
  await expect(page).toHaveTitle(`${offer.title} | Rythmo`);
  await expect(page.locator('.offer-language')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { gotoHydrated, siteUrl } from './support/site';
import { REDIRECT_CASES } from '../fixtures/redirect-cases';
import { finiteRedirects } from '../../src/build-time/hosting/host-files';
import { cmsList } from './support/cms';

// Redirects as nginx answers them: status 301, the exact Location, the query string kept.
const head = (path: string): Promise<Response> => fetch(`${siteUrl()}${path}`, { redirect: 'manual' });

test('every example of the redirect table answers 301 with the exact final Location', async () => {
  for (const [from, to] of REDIRECT_CASES) {
    const response = await head(from);
    expect(response.status, from).toBe(301);
    expect(response.headers.get('location'), from).toBe(to);
    const query = await head(`${from}?page=2&filter%5Bworks%5D=3`);
    expect(query.headers.get('location'), `${from} with a query`).toBe(`${to}?page=2&filter%5Bworks%5D=3`);
  }
});

test('every finite redirect of the host files, agencies included, lands in one hop on a page that exists', async () => {
  const { data } = await cmsList('agencies', 'locale=fr&pagination[pageSize]=100');
  const exact = data.map((a) => ({ from: `/partenaires/${String(a.api_id)}`, to: `/partenaires/${String(a.slug)}` }));
  const redirects = finiteRedirects(exact);
  expect(redirects.length).toBeGreaterThan(500);
  const targets = new Set<string>();
  for (const { from, to } of redirects) {
    const response = await head(from);
    expect(response.status, from).toBe(301);
    expect(response.headers.get('location'), from).toBe(to);
    targets.add(to);
  }
  for (const target of targets) {
    expect((await head(target)).status, target).toBe(200);
  }
});

test('links followed in the browser land on the right page', async ({ page }) => {
  await page.goto('/fr/offres-emploi/cdi/full_time/?utm_source=partenaire');
  await expect(page).toHaveURL(/\/offres-emploi\/temps-plein\?utm_source=partenaire$/);
  await expect(page.locator('h1')).toContainText('Temps plein');
  await page.goto('/offres-emploi/summer');
  await expect(page).toHaveURL(/\/jobs-etudiants\/ete$/);
  await page.goto('/secteurs-activite/evenementiel/ville/lyon');
  await expect(page).toHaveURL(/\/villes\/lyon$/);
  await expect(page.locator('h1')).toHaveText('Jobs à Lyon');
  await page.goto('/en/jobs/stage/');
  await expect(page).toHaveURL(/\/en\/students\/stages-et-alternances$/);
  await page.goto('/partenaires/AG-LYON-01');
  await expect(page).toHaveURL(/\/partenaires\/rhone-evenements-staffing$/);
});

test('a redirected path reached through the app lands on its page too (the table is not in the browser bundle)', async ({ page }) => {
  await gotoHydrated(page, '/villes');
  const bundle = await page.evaluate(async () => {
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src*="/app-"]')].map((script) => script.src);
    return (await Promise.all(scripts.map(async (src) => (await fetch(src)).text()))).join('');
  });
  expect(bundle.length).toBeGreaterThan(10_000);
  expect(bundle).not.toContain('"fromPath"');
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/offres-emploi/summer'));
  await expect(page).toHaveURL(/\/jobs-etudiants\/ete$/);
  await expect(page.locator('h1')).toBeVisible();
});

const INVALID = [
  '/offres-emploi/nimporte-quoi',
  '/offres-emploi/CDI',
  '/offres-emploi/cdi-',
  '/offres-emploi/-1-x',
  '/offres-emploi/123',
  '/offres-emploi/999999-offre-inconnue',
  '/offres-emploi/abc-123',
  '/en/jobs/unknown',
  '/jobs-etudiants/atlantide',
  '/jobs-etudiants/WEEK-END',
  '/en/students/nowhere',
  '/villes/atlantide',
  '/villes/Lyon',
  '/en/cities/gotham',
  '/secteurs-activite/plomberie',
  '/secteurs-activite/evenementiel/plombier',
  '/secteurs-activite/restauration-et-traiteur/runner',
  '/partenaires/agence-inconnue',
  '/events/inconnu',
  '/blog/article-inconnu',
  '/iframe/jobs/1-inconnu',
  '/iframe/agencies/AG-XXX',
  '/cette-page-n-existe-pas',
  '/%E2%82%AC%E2%82%AC',
  '/villes/%C3%A9',
  '/offres-emploi/%00',
  '/a/b/c/d/e/f/g/h',
  `/${'x'.repeat(1500)}`,
  '/villes/../../etc/passwd',
  '/.env',
  '/.git/config',
  '/cms/.env',
  '/en/404-nope',
  '/EN/jobs',
  '/Villes/lyon',
];

test(`${INVALID.length} invalid paths answer 404 with the not-found page, never 5xx`, async () => {
  expect(INVALID.length).toBeGreaterThanOrEqual(30);
  for (const path of INVALID) {
    const response = await fetch(`${siteUrl()}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(404);
    const body = await response.text();
    expect(body, path).toMatch(/<title[^>]*>(Page introuvable|Page not found) \| Rythmo/);
  }
});

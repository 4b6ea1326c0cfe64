import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { expect, test } from '@playwright/test';
import { cmsFirst, cmsSingle, cmsTotal } from './support/cms';
import { queryPlan } from './support/database';
import { countHtmlPages, PUBLIC_DIR } from './support/public-dir';
import { rawRequest } from './support/http';

// One page of each route kind of the site map, in French and English, with text that comes from the CMS.
type Content = { fr: string; en: string };

const entry = (type: string, slug: string, field: string) => async (): Promise<Content> => {
  const fr = await cmsFirst(type, `filters[slug][$eq]=${slug}&locale=fr`);
  const en = await cmsFirst(type, `filters[slug][$eq]=${slug}&locale=en`);
  return { fr: String(fr[field]), en: String(en[field]) };
};

test.describe('every route kind answers 200 with its CMS content, in both languages', () => {
  // A recruiter page's own text, by its section.
  const section = (name: string) => async (): Promise<Content> => ({
    fr: String((await cmsFirst('company-pages', `filters[section][$eq]=${name}&locale=fr`)).lead),
    en: String((await cmsFirst('company-pages', `filters[section][$eq]=${name}&locale=en`)).lead),
  });
  const single = (type: string, field: string) => async (): Promise<Content> => ({
    fr: String((await cmsSingle(type, 'fr'))[field]),
    en: String((await cmsSingle(type, 'en'))[field]),
  });
  const kinds: { name: string; fr: string; en: string; content: () => Promise<Content> }[] = [
    { name: 'home', fr: '/', en: '/en', content: single('home-page', 'headline') },
    { name: 'contracts list', fr: '/contrats', en: '/en/contracts', content: entry('contracts', 'cdd', 'label') },
    { name: 'cities list', fr: '/villes', en: '/en/cities', content: entry('cities', 'bordeaux', 'name') },
    { name: 'city page', fr: '/villes/lyon', en: '/en/cities/lyon', content: entry('cities', 'lyon', 'description') },
    { name: 'jobs list', fr: '/offres-emploi', en: '/en/jobs', content: entry('contracts', 'temps-partiel', 'label') },
    { name: 'jobs by type', fr: '/offres-emploi/cdi', en: '/en/jobs/cdi', content: entry('contracts', 'cdi', 'description') },
    { name: 'sectors list', fr: '/secteurs-activite', en: '/en/activity', content: entry('works', 'evenementiel', 'name') },
    {
      name: 'sector page',
      fr: '/secteurs-activite/restauration-et-traiteur',
      en: '/en/activity/restauration-et-traiteur',
      content: entry('works', 'restauration-et-traiteur', 'name'),
    },
    {
      name: 'job within a sector',
      fr: '/secteurs-activite/restauration-et-traiteur/serveur',
      en: '/en/activity/restauration-et-traiteur/serveur',
      content: entry('trades', 'serveur', 'name'),
    },
    { name: 'agencies list', fr: '/partenaires', en: '/en/agencies', content: entry('agencies', 'massilia-extra', 'profile') },
    {
      name: 'agency page',
      fr: '/partenaires/accueil-prestige-paris',
      en: '/en/agencies/accueil-prestige-paris',
      content: entry('agencies', 'accueil-prestige-paris', 'profile'),
    },
    { name: 'student jobs home', fr: '/jobs-etudiants', en: '/en/students', content: entry('student-job-types', 'week-end', 'label') },
    { name: 'student jobs by type', fr: '/jobs-etudiants/ete', en: '/en/students/ete', content: entry('student-job-types', 'ete', 'description') },
    { name: 'student jobs by city', fr: '/jobs-etudiants/nantes', en: '/en/students/nantes', content: entry('cities', 'nantes', 'name') },
    { name: 'company page', fr: '/entreprise', en: '/en/entreprise', content: section('home') },
    { name: 'company contact', fr: '/entreprise/contact', en: '/en/entreprise/contact', content: section('contact') },
    { name: 'company training', fr: '/entreprise/formation', en: '/en/entreprise/formation', content: section('formation') },
    { name: 'events list', fr: '/events', en: '/en/events', content: entry('events', 'fete-des-lumieres', 'name') },
    { name: 'event page', fr: '/events/carnaval-de-nice', en: '/en/events/carnaval-de-nice', content: entry('events', 'carnaval-de-nice', 'description') },
    { name: 'blog', fr: '/blog', en: '/en/blog', content: entry('articles', 'travailler-sur-un-festival', 'title') },
    {
      name: 'blog article',
      fr: '/blog/travailler-sur-un-festival',
      en: '/en/blog/travailler-sur-un-festival',
      content: entry('articles', 'travailler-sur-un-festival', 'excerpt'),
    },
    {
      name: 'faq',
      fr: '/faq',
      en: '/en/faq',
      content: async () => {
        const fr = await cmsFirst('faq-entries', 'sort=sort:asc&locale=fr');
        const en = await cmsFirst('faq-entries', 'sort=sort:asc&locale=en');
        return { fr: String(fr.question), en: String(en.question) };
      },
    },
    { name: 'terms of use', fr: '/cgu', en: '/en/cgu', content: entry('legal-pages', 'cgu', 'title') },
    { name: 'legal notice', fr: '/legal', en: '/en/legal', content: entry('legal-pages', 'legal', 'title') },
    { name: 'privacy', fr: '/privacy', en: '/en/privacy', content: entry('legal-pages', 'privacy', 'title') },
    {
      name: 'embeddable agency view',
      fr: '/iframe/agencies/AG-LYON-01',
      en: '/en/iframe/agencies/AG-LYON-01',
      content: entry('agencies', 'rhone-evenements-staffing', 'profile'),
    },
  ];

  for (const kind of kinds) {
    test(kind.name, async ({ page }) => {
      const content = await kind.content();
      for (const locale of ['fr', 'en'] as const) {
        const response = await page.goto(kind[locale]);
        expect(response?.status(), `${kind[locale]} status`).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('main')).toContainText(content[locale].slice(0, 60));
        expect((await page.title()).length).toBeGreaterThan(0);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      }
    });
  }

  test('job detail and embeddable job view', async ({ page }) => {
    const offer = await cmsFirst('job-offers', 'sort=offer_id:asc&populate=city');
    const slug = String(offer.slug);
    expect(slug).toMatch(/^\d+-[a-z0-9-]+$/);
    for (const path of [`/offres-emploi/${slug}`, `/en/jobs/${slug}`, `/iframe/jobs/${slug}`, `/en/iframe/jobs/${slug}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1')).toHaveText(String(offer.title));
      await expect(page.locator('main')).toContainText(String((offer.city as { name: string }).name));
    }
    // The iframe layout has no header and no footer.
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });
});

test.describe('not found', () => {
  for (const path of [
    '/cette-page-n-existe-pas',
    '/offres-emploi/nimporte-quoi',
    '/villes/atlantide',
    '/en/jobs/anything-else',
    '/secteurs-activite/evenementiel/inconnu',
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const french = !path.startsWith('/en/');
      await expect(page.locator('h1')).toHaveText(french ? 'Page introuvable' : 'Page not found');
      await expect(page.getByTestId('error-message')).toHaveText(`Page Not Found: ${path}`);
      await expect(page.getByRole('link', { name: french ? 'Trouver un job' : 'Find a job' })).toHaveAttribute('href', french ? '/offres-emploi' : '/en/jobs');
    });
  }
});

test('every entity has its pages in both languages', async () => {
  const [offers, cities, sectors, trades, agencies, events, articles] = await Promise.all([
    cmsTotal('job-offers'),
    cmsTotal('cities', 'fr'),
    cmsTotal('works', 'fr'),
    cmsTotal('trades', 'fr'),
    cmsTotal('agencies', 'fr'),
    cmsTotal('events', 'fr'),
    cmsTotal('articles', 'fr'),
  ]);
  expect(offers).toBeGreaterThanOrEqual(1600);
  expect(cities).toBeGreaterThanOrEqual(40);
  expect(countHtmlPages()).toBeGreaterThanOrEqual(2 * (offers + cities + sectors + trades + agencies + events + articles));
});

// Strapi checks an offer's unique fields (offer_id, slug) on every save, in its draft and its published
// version: four lookups a save, which scanned the whole table before the indexes of the offer's schema.
test('the checks of an offer’s unique fields read an index, not the whole table', () => {
  for (const field of ['offer_id', 'slug']) {
    for (const sql of [
      `SELECT id FROM job_offers WHERE ${field} = ? AND published_at IS NOT NULL LIMIT 1`,
      `SELECT * FROM job_offers WHERE ${field} = ? LIMIT 1`,
    ]) {
      expect(queryPlan(sql, 1).join(' | '), sql).toMatch(new RegExp(`USING INDEX job_offers_${field}_idx`));
    }
  }
});

test('the app bundle lists no page: a page added later changes neither it nor the other pages', async ({ request }) => {
  // A client-side route (matchPath) makes Gatsby copy every page it covers into the bundle, and the
  // bundle's hash is written in every page: each publication would rewrite the whole site. Only the
  // offers' embeddable view has one, its shell's, in a folder where no page is built.
  const home = await (await request.get('/')).text();
  const app = /\/app-[0-9a-f]+\.js/.exec(home)?.[0];
  expect(app).toBeDefined();
  const bundle = await (await request.get(app ?? '')).text();
  const matchPaths = [...bundle.matchAll(/matchPath:"([^"]*)"|"matchPath":"([^"]*)"/g)].map((match) => match[1] ?? match[2]);
  expect(matchPaths.sort()).toEqual(['/en/iframe/jobs/:slug', '/iframe/jobs/:slug']);
  expect(bundle.length).toBeLessThan(400_000);
});

test('the app’s scripts are sent as the build compressed them, brotli first, then gzip; a client that takes neither gets them plain', async ({
  request,
  baseURL,
}) => {
  const home = await (await request.get('/')).text();
  const app = /\/app-[0-9a-f]+\.js/.exec(home)?.[0] ?? '';
  const raw = (encoding: string) => rawRequest(new URL(app, baseURL).href, { headers: { 'Accept-Encoding': encoding } });
  const file = path.join(PUBLIC_DIR, app);
  const script = fs.readFileSync(file);
  // What Chromium asks for: brotli wins, the file the build wrote at its best quality, byte for byte.
  const brotli = await raw('gzip, deflate, br, zstd');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  expect(brotli.bytes.equals(fs.readFileSync(`${file}.br`))).toBe(true);
  expect(zlib.brotliDecompressSync(brotli.bytes).equals(script)).toBe(true);
  const gzipped = await raw('gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers.vary).toBe('Accept-Encoding');
  // Not compressed again as it is sent, at nginx's fastest level.
  expect(gzipped.bytes.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
  expect(zlib.gunzipSync(gzipped.bytes).equals(script)).toBe(true);
  expect(gzipped.bytes.length).toBeLessThanOrEqual(zlib.gzipSync(script, { level: 9 }).length);
  expect(brotli.bytes.length).toBeLessThan(gzipped.bytes.length);
  const plain = await raw('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.bytes.equals(script)).toBe(true);
});

test('the not-found error carries the full path, query included', async ({ page }) => {
  const response = await page.goto('/villes/atlantide?source=lien#haut');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /villes/atlantide?source=lien#haut');
});

test('each language has its web app manifest, with icons, linked from its pages only', async ({ page, request }) => {
  for (const [path, manifest, start, lang] of [
    ['/entreprise', '/manifest.webmanifest', '/', 'fr'],
    ['/en/jobs', '/manifest_en.webmanifest', '/en', 'en'],
    ['/en', '/manifest_en.webmanifest', '/en', 'en'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const response = await request.get(manifest);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const body = (await response.json()) as { name: string; short_name: string; start_url: string; lang: string; icons: { src: string; sizes: string }[] };
    expect(body).toMatchObject({ start_url: start, lang, display: 'standalone', theme_color: '#5b2bd9' });
    expect(body.name).toBe(lang === 'fr' ? 'Rythmo · Mes jobs, mon rythme' : 'Rythmo · My jobs, my rhythm');
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const icon = await request.get(body.icons.find((i) => i.sizes === '512x512')?.src ?? '');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});

test('each recruiter page has its own text: the training page says what the training offers, the company page what the company does', async ({ page }) => {
  const texts: string[] = [];
  for (const path of ['/entreprise', '/entreprise/contact', '/entreprise/formation']) {
    await page.goto(path);
    texts.push(await page.locator('main').innerText());
  }
  expect(new Set(texts).size).toBe(3);
  expect(texts[2]).toContain('Hygiène et sécurité alimentaire');
  expect(texts[0]).not.toContain('Hygiène et sécurité alimentaire');
  expect(texts[0]).toContain('Combien ça coûte');
  await page.goto('/en/entreprise/formation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training');
  await expect(page.getByRole('heading', { name: 'For candidates' })).toBeVisible();
});

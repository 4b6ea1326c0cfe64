import fs from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { cmsList } from './support/cms';
import { listPublicFiles, PUBLIC_DIR } from './support/public-dir';
import { siteUrl } from './support/site';

// What crawlers read besides the text: BreadcrumbList below the home page, WebSite with its
// search on the home page, FAQPage where questions are answered, JobPosting on every live offer's page.

type JsonLd = Record<string, unknown> & { '@type': string };
type ListItem = { position: number; name: string; item: string };

const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]) as JsonLd);
const canonicalOf = (html: string): string => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
const ofType = (blocks: JsonLd[], type: string): JsonLd[] => blocks.filter((block) => block['@type'] === type);

/** One built page of each template in each language (from Gatsby's page data), with its path. */
function onePagePerKind(): { template: string; path: string }[] {
  const found = new Map<string, string>();
  for (const file of listPublicFiles(path.join(PUBLIC_DIR, 'page-data')).filter((name) => name.endsWith(`${path.sep}page-data.json`))) {
    const { componentChunkName, path: pagePath } = JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string; path: string };
    // A list's page past the first is served at its list's address (`?page=N`, tested in jobs-list.spec.ts).
    if (pagePath.startsWith('/_pages/')) continue;
    const template = componentChunkName.replace(/^component---src-templates-(.+)-tsx$/, '$1');
    const key = `${template} ${pagePath === '/en' || pagePath.startsWith('/en/') ? 'en' : 'fr'}`;
    // The embeddable views are not indexed (tested with the embeds), and /404.html is /404 again.
    if (!found.has(key) && !pagePath.endsWith('.html') && !/^(\/en)?\/iframe\//.test(pagePath)) found.set(key, pagePath);
  }
  return [...found].map(([key, pagePath]) => ({ template: key.split(' ')[0], path: pagePath }));
}

test('every indexed page below the home says where it sits and how it is shared; the home says what the site is and how to search it', async ({ request }) => {
  const pages = onePagePerKind();
  expect(pages.length).toBeGreaterThan(40);
  const images = new Map<string, string>();
  for (const { template, path: pagePath } of pages) {
    const response = await request.get(siteUrl(pagePath));
    if (template !== 'not-found') expect(response.status(), pagePath).toBe(200);
    const html = await response.text();
    const blocks = jsonLdOf(html);
    const crumbs = ofType(blocks, 'BreadcrumbList');
    const home = pagePath === '/' || pagePath === '/en';
    const hidden = /<meta name="robots" content="noindex"/.test(html);
    if (home) {
      const [site] = ofType(blocks, 'WebSite');
      expect(site, pagePath).toMatchObject({ url: canonicalOf(html), inLanguage: pagePath === '/' ? 'fr' : 'en' });
      const action = site.potentialAction as { target: { urlTemplate: string } };
      const search = new URL(action.target.urlTemplate.replace('{search_term_string}', 'serveur'));
      expect((await request.get(siteUrl(`${search.pathname}${search.search}`))).status()).toBe(200);
      expect(search.searchParams.get('query')).toBe('serveur');
    }
    if (home || hidden) {
      expect(crumbs, `${template} ${pagePath}`).toEqual([]);
      continue;
    }
    // Shared on a social network or in a messaging app: a title, a description and a large image.
    const meta = (key: string): string => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '';
    for (const key of ['og:type', 'og:site_name', 'og:title', 'og:description', 'og:image:alt', 'twitter:title', 'twitter:description'])
      expect(meta(key), `${pagePath} ${key}`).not.toBe('');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    images.set(new URL(meta('og:image')).pathname, `${meta('og:image:width')}x${meta('og:image:height')}`);
    expect(crumbs, `${template} ${pagePath}`).toHaveLength(1);
    const items = crumbs[0].itemListElement as ListItem[];
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(new URL(items[0].item).pathname).toBe(pagePath === '/en' || pagePath.startsWith('/en/') ? '/en' : '/');
    expect(items.at(-1)?.item, pagePath).toBe(canonicalOf(html));
    for (const item of items.slice(1, -1)) {
      expect(item.name.trim(), pagePath).not.toBe('');
      expect((await request.get(siteUrl(new URL(item.item).pathname))).status(), `${pagePath} → ${item.item}`).toBe(200);
    }
  }
  // The brand's image where a page has none of its own, the CMS image where it has one: each served, 1200 × 630.
  expect(images.size).toBeGreaterThan(1);
  for (const [image, size] of images) {
    const response = await request.get(siteUrl(image));
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
    expect(size, image).toBe('1200x630');
  }
});

test('the questions a page answers are there for crawlers too (FAQPage), as many as it shows', async ({ page }) => {
  const { data: contracts } = await cmsList('contracts', 'locale=fr&populate[faq]=true&pagination[pageSize]=20');
  const withFaq = contracts.find((contract) => Array.isArray(contract.faq) && contract.faq.length > 0);
  expect(withFaq).toBeDefined();
  for (const pagePath of ['/faq', '/en/faq', `/offres-emploi/${String(withFaq?.slug)}`]) {
    await page.goto(pagePath);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as JsonLd);
    const [faq] = ofType(blocks, 'FAQPage');
    const questions = (faq?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[];
    const shown = await page.locator('main details summary').allTextContents();
    expect(questions.length, pagePath).toBeGreaterThan(0);
    expect(questions.map((question) => question.name)).toEqual(shown);
    for (const question of questions) expect(question.acceptedAnswer.text.trim()).not.toBe('');
  }
});

test('every live offer’s page, in both languages, carries one JobPosting with Google’s required properties', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const live = new Set<number>();
  for (let pageNumber = 1; ; pageNumber += 1) {
    const { data, meta } = await cmsList(
      'job-offers',
      `filters[valid_through][$gte]=${today}&filters[offer_id][$lt]=990000&fields[0]=offer_id&pagination[pageSize]=100&pagination[page]=${pageNumber}`,
    );
    for (const offer of data) live.add(Number(offer.offer_id));
    if (pageNumber * 100 >= meta.pagination.total) break;
  }
  expect(live.size).toBeGreaterThan(1000);
  const problems: string[] = [];
  for (const [dir, language] of [
    ['offres-emploi', 'fr'],
    [path.join('en', 'jobs'), 'en'],
  ] as const) {
    const seen = new Set<number>();
    for (const entry of fs.readdirSync(path.join(PUBLIC_DIR, dir), { withFileTypes: true })) {
      const id = /^(\d+)-/.exec(entry.name)?.[1];
      if (!entry.isDirectory() || id === undefined) continue;
      const html = fs.readFileSync(path.join(PUBLIC_DIR, dir, entry.name, 'index.html'), 'utf8');
      const postings = ofType(jsonLdOf(html), 'JobPosting');
      // Checked in plain code and reported together: one assertion per property of 3,000 pages would be slow.
      if (postings.length !== 1) {
        problems.push(`${language} ${entry.name}: ${postings.length} JobPosting`);
        continue;
      }
      const posting = postings[0] as Record<string, Record<string, unknown> & { address?: Record<string, unknown> }>;
      const missing = [
        'title',
        'description',
        'datePosted',
        'validThrough',
        'hiringOrganization',
        'jobLocation',
        'employmentType',
        'identifier',
        'directApply',
      ].filter((property) => !posting[property]);
      if (missing.length > 0) problems.push(`${language} ${entry.name}: no ${missing.join(', ')}`);
      else if (!posting.hiringOrganization.name) problems.push(`${language} ${entry.name}: hiringOrganization without name`);
      else if (!posting.jobLocation.address?.addressLocality || posting.jobLocation.address.addressCountry !== 'FR')
        problems.push(`${language} ${entry.name}: address`);
      else if (String(posting.identifier.value) !== id) problems.push(`${language} ${entry.name}: identifier ${String(posting.identifier.value)}`);
      else if (String(posting.validThrough) < today) problems.push(`${language} ${entry.name}: expired ${String(posting.validThrough)}`);
      seen.add(Number(id));
    }
    expect(
      [...live].filter((id) => !seen.has(id)),
      `${language}: live offers without a page`,
    ).toEqual([]);
  }
});

test('every indexed page has a description of its own', () => {
  const byDescription = new Map<string, string[]>();
  const empty: string[] = [];
  const pages = listPublicFiles().filter((file) => file.endsWith('.html') && !/^(page-data|_gatsby|static)\//.test(path.relative(PUBLIC_DIR, file)));
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    if (/<meta name="robots" content="noindex"/.test(html)) continue;
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const page = path.relative(PUBLIC_DIR, file);
    if (description.trim() === '') empty.push(page);
    byDescription.set(description, [...(byDescription.get(description) ?? []), page]);
  }
  expect([...byDescription.values()].flat().length).toBeGreaterThan(3000);
  expect(empty).toEqual([]);
  expect([...byDescription.values()].filter((pages) => pages.length > 1)).toEqual([]);
});

type ParsedFeed = {
  root: string;
  id: string;
  title: string;
  updated: string;
  author: string;
  self: string | null;
  entries: { id: string; title: string; updated: string; link: string; summary: string }[];
};

test('the offers’ Atom feeds: linked from their pages, served as Atom, well-formed, each entry an offer of its topic', async ({ page, request }) => {
  for (const [pagePath, topic] of [
    ['/offres-emploi', null],
    ['/en/jobs', null],
    ['/villes/lyon', 'Lyon'],
    ['/en/cities/lyon', 'Lyon'],
    ['/secteurs-activite/evenementiel', null],
    ['/offres-emploi/cdd', null],
  ] as const) {
    await page.goto(pagePath);
    const href = (await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')) ?? '';
    const feedPath = new URL(href).pathname;
    expect(feedPath).toBe(`/feeds${pagePath}.atom`);
    const response = await request.get(siteUrl(feedPath));
    expect(response.status(), feedPath).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = await page.evaluate(
      (text): ParsedFeed | null => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror') !== null) return null;
        const ns = 'http://www.w3.org/2005/Atom';
        const child = (parent: Element, name: string): string =>
          Array.from(parent.children).find((el) => el.namespaceURI === ns && el.localName === name)?.textContent ?? '';
        const root = doc.documentElement;
        return {
          root: `${root.namespaceURI ?? ''} ${root.localName}`,
          id: child(root, 'id'),
          title: child(root, 'title'),
          updated: child(root, 'updated'),
          author: Array.from(root.getElementsByTagNameNS(ns, 'author'))[0]?.textContent?.trim() ?? '',
          self:
            Array.from(root.children)
              .find((el) => el.localName === 'link' && el.getAttribute('rel') === 'self')
              ?.getAttribute('href') ?? null,
          entries: Array.from(root.getElementsByTagNameNS(ns, 'entry')).map((entry) => ({
            id: child(entry, 'id'),
            title: child(entry, 'title'),
            updated: child(entry, 'updated'),
            link: entry.getElementsByTagNameNS(ns, 'link')[0]?.getAttribute('href') ?? '',
            summary: child(entry, 'summary'),
          })),
        };
      },
      await response.text(),
    );
    expect(feed, `${feedPath} is well-formed XML`).not.toBeNull();
    if (feed === null) continue;
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(feed.id).not.toBe('');
    expect(feed.title).not.toBe('');
    expect(feed.author).not.toBe('');
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    expect(new URL(feed.self ?? '').pathname).toBe(feedPath);
    expect(feed.entries.length, feedPath).toBeGreaterThan(0);
    expect(feed.entries.length).toBeLessThanOrEqual(50);
    for (const entry of feed.entries) {
      expect(entry.id && entry.title && entry.link).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(new URL(entry.link).pathname.startsWith(pagePath.startsWith('/en') ? '/en/jobs/' : '/offres-emploi/')).toBe(true);
      if (topic !== null) expect(entry.summary).toContain(topic);
    }
    for (const entry of feed.entries.slice(0, 3)) expect((await request.get(siteUrl(new URL(entry.link).pathname))).status(), entry.link).toBe(200);
  }
});

test('the sitemap: an index of parts, every indexed page once with its last change, hreflang alternates the same from every side', async ({ request }) => {
  const index = await (await request.get(siteUrl('/sitemap-index.xml'))).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(parts.length).toBeGreaterThan(0);
  const entries = new Map<string, { lastmod: string; links: Map<string, string> }>();
  for (const part of parts) {
    const xml = await (await request.get(siteUrl(part))).text();
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => match[1]);
    expect(urls.length).toBeLessThanOrEqual(10_000);
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
      expect(entries.has(loc), loc).toBe(false);
      const links = new Map([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]));
      entries.set(loc, { lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1] ?? '', links });
    }
  }
  expect(entries.size).toBeGreaterThan(3000);
  const problems: string[] = [];
  for (const [loc, { lastmod, links }] of entries) {
    if (Number.isNaN(Date.parse(lastmod))) problems.push(`${loc}: lastmod "${lastmod}"`);
    if (links.size > 0 && links.get('x-default') === undefined) problems.push(`${loc}: no x-default`);
    if (links.size > 0 && ![...links.values()].includes(loc)) problems.push(`${loc}: not among its own alternates`);
    for (const [lang, href] of links) {
      if (lang === 'x-default') continue;
      const other = entries.get(href);
      if (other === undefined) problems.push(`${loc}: alternate ${href} not in the sitemap`);
      else if ([...other.links].join() !== [...links].join()) problems.push(`${loc}: ${href} lists other alternates`);
    }
  }
  expect(problems.slice(0, 20)).toEqual([]);
  // An offer's last change is its entry's.
  const { data } = await cmsList('job-offers', 'filters[offer_id][$lt]=990000&sort=offer_id:asc&pagination[pageSize]=1&fields[0]=slug&fields[1]=updatedAt');
  const offer = [...entries].find(([loc]) => loc.endsWith(`/offres-emploi/${String(data[0].slug)}`));
  expect(offer?.[1].lastmod).toBe(new Date(String(data[0].updatedAt)).toISOString());
});

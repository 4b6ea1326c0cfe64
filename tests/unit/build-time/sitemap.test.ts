import fs from 'fs';
import os from 'os';
import path from 'path';
import { LOCALES, ROUTE_NAMES, buildPath, inSitemap, routeMeta, routePattern, shellPage } from '@rythmo/site-map';
import { listPagePath } from '../../../src/build-time/list-pages';
import { SITEMAP_ENTRY_LIMIT, lastChanges, sitemapEntries, sitemapFilter, writeSitemap, type SitemapSource } from '../../../src/build-time/sitemap';

const SITE = 'https://www.rythmo.fr';
const SLUGS = ['lyon', '12-serveur-h-f', 'a'];

test('the sitemap keeps every page of an indexed route and drops the others, the shells, the lists’ later pages and Gatsby’s own', () => {
  const keep = sitemapFilter();
  for (const name of ROUTE_NAMES) {
    for (const locale of LOCALES) {
      for (const slug of SLUGS) {
        const pagePath = routePattern(name, locale, slug);
        expect([name, pagePath, keep(pagePath)]).toEqual([name, pagePath, inSitemap(name)]);
        expect([name, `${pagePath}/`, keep(`${pagePath}/`)]).toEqual([name, `${pagePath}/`, inSitemap(name)]);
      }
      if (routeMeta(name).shellOf !== undefined) expect(keep(shellPage(name, locale).path)).toBe(false);
    }
  }
  // Both kinds are there: the comparison means something.
  expect(ROUTE_NAMES.filter(inSitemap).length).toBeGreaterThan(10);
  expect(ROUTE_NAMES.filter((name) => !inSitemap(name)).length).toBeGreaterThan(10);
  for (const later of [listPagePath('/offres-emploi', 2), listPagePath('/en/jobs', 31), listPagePath('/villes/lyon', 2)]) expect(keep(later)).toBe(false);
  for (const gatsby of ['/404', '/404.html', '/dev-404-page', '/en/404']) expect(keep(gatsby)).toBe(false);
  expect(keep('/offres-emploi/4040-serveur')).toBe(true);
});

const context = (id: string | undefined, fr: string, en?: string): SitemapSource['context'] => ({
  ...(id === undefined ? {} : { id }),
  alternates: { fr, ...(en === undefined ? {} : { en }) },
});

test('each entry has its entry’s last change (a page of lists the latest of all), and the same alternates with x-default from each side', () => {
  const changes = lastChanges([
    { id: 'offer-1', updatedAt: '2026-11-20T10:00:00.000Z' },
    { id: 'city-1', updatedAt: '2026-11-24T08:30:00.000Z' },
    { id: 'offer-2', updatedAt: null },
  ]);
  const pages: SitemapSource[] = [
    { path: '/offres-emploi/1-serveur', context: context('offer-1', '/offres-emploi/1-serveur', '/en/jobs/1-serveur') },
    { path: '/en/jobs/1-serveur', context: context('offer-1', '/offres-emploi/1-serveur', '/en/jobs/1-serveur') },
    { path: '/offres-emploi/2-barman', context: context('offer-2', '/offres-emploi/2-barman') },
    { path: '/offres-emploi', context: context(undefined, '/offres-emploi', '/en/jobs') },
    {
      path: buildPath('iframe-jobs-slug', 'fr', { slug: '1-serveur' }),
      context: context('offer-1', buildPath('iframe-jobs-slug', 'fr', { slug: '1-serveur' })),
    },
    { path: '/404', context: null },
  ];
  const entries = sitemapEntries(pages, sitemapFilter(), changes, SITE);
  const alternates = [
    { lang: 'fr', url: `${SITE}/offres-emploi/1-serveur` },
    { lang: 'en', url: `${SITE}/en/jobs/1-serveur` },
    { lang: 'x-default', url: `${SITE}/offres-emploi/1-serveur` },
  ];
  expect(entries).toEqual([
    { url: `${SITE}/offres-emploi/1-serveur`, lastmod: '2026-11-20T10:00:00.000Z', links: alternates },
    { url: `${SITE}/en/jobs/1-serveur`, lastmod: '2026-11-20T10:00:00.000Z', links: alternates },
    {
      url: `${SITE}/offres-emploi/2-barman`,
      lastmod: '2026-11-24T08:30:00.000Z',
      links: [
        { lang: 'fr', url: `${SITE}/offres-emploi/2-barman` },
        { lang: 'x-default', url: `${SITE}/offres-emploi/2-barman` },
      ],
    },
    {
      url: `${SITE}/offres-emploi`,
      lastmod: '2026-11-24T08:30:00.000Z',
      links: [
        { lang: 'fr', url: `${SITE}/offres-emploi` },
        { lang: 'en', url: `${SITE}/en/jobs` },
        { lang: 'x-default', url: `${SITE}/offres-emploi` },
      ],
    },
  ]);
  expect(sitemapEntries(pages.slice(3, 4), sitemapFilter(), lastChanges([]), SITE)[0]?.lastmod).toBeUndefined();
});

test(`the sitemap is written as an index of parts of at most ${SITEMAP_ENTRY_LIMIT} URLs`, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
  try {
    const entries = Array.from({ length: SITEMAP_ENTRY_LIMIT + 1 }, (_, n) => ({ url: `${SITE}/offres-emploi/${n}-serveur`, links: [] }));
    await writeSitemap(dir, SITE, entries);
    expect(fs.readdirSync(dir).sort()).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-index.xml']);
    const index = fs.readFileSync(path.join(dir, 'sitemap-index.xml'), 'utf8');
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([`<loc>${SITE}/sitemap-0.xml</loc>`, `<loc>${SITE}/sitemap-1.xml</loc>`]);
    const urls = (file: string): number => (fs.readFileSync(path.join(dir, file), 'utf8').match(/<url>/g) ?? []).length;
    expect([urls('sitemap-0.xml'), urls('sitemap-1.xml')]).toEqual([SITEMAP_ENTRY_LIMIT, 1]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

import { expect, test } from '@playwright/test';
import { buildToken, cmsFirst, cmsUrl, editorLogin } from './support/cms';
import { get, rawRequest } from './support/http';
import { AdminApiError } from '../../scripts/lib/cms-admin.mjs';
import { gotoHydrated, siteUrl } from './support/site';
import { inSitemap, nextBuild, status } from './support/builds';
import { escapeHtml } from '../../src/components/escape-html';

// An editor's day: a draft offer is created in the admin, stays off the site, is published and appears
// on the live site after the webhook rebuild, then is unpublished and leaves it (page and sitemap). An
// offer already online is edited meanwhile: the lists show its edit, then its restored title.
// Runs after every other test (see playwright.config.ts): rebuilds replace the site they read. The preview
// of drafts is preview.spec.ts's, beside the other tests.

const OFFER = 'api::job-offer.job-offer';

/** The French messages a save refused with, one per field (the admin API's validation error). */
const refusedMessages = (error: unknown): string[] =>
  ((error as AdminApiError).body as { error: { details: { errors: { message: string }[] } } }).error.details.errors.map((found) => found.message);

test('a draft offer stays off the site, edited or not; published, it goes live after one rebuild; unpublished, it leaves page and sitemap; an offer online edited meanwhile shows its edit in the lists', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const editor = await editorLogin();
  const city = await cmsFirst('cities', 'locale=fr&filters[slug][$eq]=lyon');
  const offerId = 990001;
  const slug = `${offerId}-hote-accueil-salon-test-editeur`;
  const path = `/offres-emploi/${slug}`;
  const title = 'Hôte d’accueil pour un salon (test éditeur)';
  const draft = await editor.create(OFFER, {
    offer_id: offerId,
    title,
    slug,
    place: 'Eurexpo, Chassieu',
    city: { connect: [{ documentId: city.documentId, locale: 'fr' }] },
    latitude: 45.7316,
    longitude: 4.9472,
    remuneration: 12.5,
    remuneration_unit: 'hour',
    start_date: '2027-03-01',
    publication_date: new Date().toISOString(),
    valid_through: '2027-02-20',
    description: 'Accueil des visiteurs et orientation sur le salon.',
    rhythm: { saturday: true, sunday: true, morning: true, hours_per_week: 14 },
  });
  await editor.update(OFFER, draft.documentId, { description: 'Accueil des visiteurs et orientation sur le salon, en équipe.' });

  // The drafts the preview reads are refused to the build token and to visitors.
  const callers: Record<string, string>[] = [{ Authorization: `Bearer ${buildToken()}` }, {}];
  for (const headers of callers) {
    const response = await fetch(`${cmsUrl()}/api/job-offers?status=draft&filters[offer_id][$eq]=${offerId}`, { headers });
    expect(response.status).toBe(403);
  }

  // A draft is nowhere on the live site (nor does saving it rebuild anything).
  expect((await get(siteUrl(path))).status).toBe(404);
  const lyonFigure = async (): Promise<number> => {
    const html = await (await get(siteUrl('/jobs-ete-lyon'))).text();
    return Number(/<strong>([\d\s\u202f\u00a0]+)<\/strong>\s*(?:<!-- -->)?offres à Lyon en ce moment/.exec(html)?.[1].replace(/\D/g, '') ?? NaN);
  };
  const figureBefore = await lyonFigure();
  expect(figureBefore).toBeGreaterThan(0);
  const before = (await status()).builds;
  // A visitor's tab, open on the site before the publication, its clock under the test's hand: the app
  // re-reads the build metadata every 60 minutes.
  // The clock jumps only once the app runs: its scripts load after the first paint, and a jump of an hour
  // while they load would fire webpack's chunk timeout.
  const visitor = await page.context().newPage();
  await visitor.clock.install();
  const buildRead = (): Promise<unknown> => visitor.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
  const startRead = buildRead();
  await gotoHydrated(visitor, siteUrl('/villes'));
  await startRead;
  const notice = visitor.getByRole('status').filter({ hasText: 'Une nouvelle version du site est en ligne.' });
  const hourlyRead = buildRead();
  await visitor.clock.fastForward('01:00:00');
  await hourlyRead;
  await visitor.waitForTimeout(500);
  await expect(notice).toHaveCount(0);

  // An offer online is edited and published with the new one (the rebuild service gathers publications
  // 2 s apart into one build): the newest outside Lyon, first on its city's page, which the new offer does
  // not join. That page's list stays the same, and its query reads its offers by id: it must show the edit.
  const newest = await cmsFirst(
    'job-offers',
    'filters[city][slug][$ne]=lyon&sort[0]=publication_date:desc&sort[1]=offer_id:desc&populate[city][fields][0]=slug&pagination[pageSize]=1',
  );
  const newestTitle = String(newest.title);
  const editedTitle = `${newestTitle} (modifiée)`;
  const cityPage = siteUrl(`/villes/${(newest.city as { slug: string }).slug}`);
  // Whether a page's HTML holds a text, as React writes it there.
  const shows = async (url: string, text: string): Promise<boolean> => (await (await get(url)).text()).includes(escapeHtml(text));
  expect(await shows(cityPage, newestTitle)).toBe(true);
  await editor.update(OFFER, newest.documentId, { title: editedTitle });
  await editor.publish(OFFER, newest.documentId);
  const publishedAt = Date.now();
  await editor.publish(OFFER, draft.documentId);
  const published = await nextBuild(before);
  const oneEdit = (Date.parse(published.finishedAt) - publishedAt) / 1000;
  console.log(`[editors] publish to live: ${oneEdit.toFixed(1)} s, ${published.pagesRendered} page(s) rendered, ${published.pagesChanged} written`);
  expect(published.result).toBe('success');
  // Only the pages the offer touches are written again (its own, in both languages and embedded, and the
  // lists that show it), not the whole site (7,000 pages and more): the build from cache keeps the other
  // pages byte for byte. A new offer comes first in its lists, so every page of each of them (?page=N,
  // src/build-time/list-pages.ts) moves by one: 180 pages with the seed's 1,600 offers.
  expect(published.pagesChanged).toBeGreaterThan(0);
  expect(published.pagesChanged).toBeLessThan(400);
  // Nor are the others rendered again to the same bytes: the build renders what the offer touches (the
  // first rebuild after the harness set its E2E_* variables once rendered all of them, scripts/lib/stack.mjs;
  // so would a worker count compiled in the bundles, the rebuild's differing from the first build's: gatsby-node.ts).
  expect(published.pagesRendered).toBeGreaterThan(0);
  expect(published.pagesRendered).toBeLessThan(400);
  const live = await get(siteUrl(path));
  expect(live.status).toBe(200);
  expect(await live.text()).toContain('Hôte d’accueil pour un salon (test éditeur)');
  expect(await inSitemap(path)).toBe(true);
  expect(await shows(siteUrl('/offres-emploi'), title)).toBe(true);
  expect(await shows(cityPage, editedTitle)).toBe(true);
  // The newest offer in Lyon: first in the offer list of the summer page (sections.offer-list, Lyon's).
  expect(await shows(siteUrl('/jobs-ete-lyon'), title)).toBe(true);
  // And one more in its key figure counted live.
  expect(await lyonFigure()).toBe(figureBefore + 1);
  // The tab learns of the new build at its next check, and reloads onto it on a click.
  const nextRead = buildRead();
  await visitor.clock.fastForward('01:00:00');
  await nextRead;
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Recharger la page' }).click();
  await visitor.waitForLoadState('load');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await visitor.close();

  await editor.update(OFFER, newest.documentId, { title: newestTitle });
  await editor.publish(OFFER, newest.documentId);
  await editor.unpublish(OFFER, draft.documentId);
  const unpublished = await nextBuild(before + 1);
  expect(unpublished.result).toBe('success');
  expect((await get(siteUrl(path))).status).toBe(404);
  expect(await inSitemap(path)).toBe(false);
  expect(await shows(siteUrl('/offres-emploi'), title)).toBe(false);
  expect(await shows(siteUrl('/jobs-ete-lyon'), title)).toBe(false);
  expect(await shows(cityPage, newestTitle)).toBe(true);
  expect(await shows(cityPage, editedTitle)).toBe(false);
  await editor.remove(OFFER, draft.documentId);
});

test('a page of sections: published in French and English, it goes live after one rebuild with its sections; unpublished, it leaves page and sitemap', async () => {
  test.setTimeout(600_000);
  const editor = await editorLogin();
  const PAGE = 'api::page.page';
  const sections = (language: 'fr' | 'en') => [
    { __component: 'sections.hero', headline: language === 'fr' ? 'Hôtes pour un salon' : 'Hosts for a trade fair', text: 'Eurexpo, 3 jours.' },
    { __component: 'sections.key-figures', title: language === 'fr' ? 'En bref' : 'In short', items: [{ value: '3 jours', label: 'de salon' }] },
    { __component: 'sections.rich-text', title: language === 'fr' ? 'La mission' : 'The assignment', body: 'Accueillir les **visiteurs**.' },
    { __component: 'sections.faq', title: language === 'fr' ? 'Questions' : 'Questions', items: [{ question: 'Quand ?', answer: 'En mars.' }] },
  ];
  const fr = await editor.create(PAGE, { title: 'Salon test éditeur', slug: 'salon-test-editeur', description: 'Un salon.', sections: sections('fr') }, 'fr');
  await editor.update(
    PAGE,
    fr.documentId,
    { title: 'Trade fair editor test', slug: 'trade-fair-editor-test', description: 'A fair.', sections: sections('en') },
    'en',
  );
  const paths = { fr: '/salon-test-editeur', en: '/en/trade-fair-editor-test' };
  expect((await get(siteUrl(paths.fr))).status).toBe(404);
  const before = (await status()).builds;
  const publishedAt = Date.now();
  await editor.publish(PAGE, fr.documentId, 'fr');
  await editor.publish(PAGE, fr.documentId, 'en');
  const published = await nextBuild(before);
  console.log(
    `[editors] page publish to live: ${((Date.parse(published.finishedAt) - publishedAt) / 1000).toFixed(1)} s, ${published.pagesRendered} page(s) rendered, ${published.pagesChanged} written`,
  );
  expect(published.result).toBe('success');
  // The page's own pages, not the site.
  expect(published.pagesChanged).toBeLessThan(50);
  const html = await (await get(siteUrl(paths.fr))).text();
  expect(html).toMatch(/<h1[^>]*>Hôtes pour un salon<\/h1>/);
  expect(html).toContain('<strong>visiteurs</strong>');
  expect(html).toContain('"@type":"FAQPage"');
  await expect.poll(async () => (await get(siteUrl(paths.en))).status, { timeout: 300_000, intervals: [2000] }).toBe(200);
  expect(await inSitemap(paths.fr)).toBe(true);
  expect(await inSitemap(paths.en)).toBe(true);

  // Renamed: the old address answers a permanent redirect to the new one, made by the CMS at publication.
  const renamed = '/salon-test-editeur-2027';
  await editor.update(PAGE, fr.documentId, { slug: renamed.slice(1) }, 'fr');
  const beforeRename = (await status()).builds;
  await editor.publish(PAGE, fr.documentId, 'fr');
  expect((await nextBuild(beforeRename)).result).toBe('success');
  const moved = await rawRequest(siteUrl(paths.fr));
  expect([moved.status, moved.headers.location]).toEqual([301, renamed]);
  expect((await get(siteUrl(renamed))).status).toBe(200);
  expect(await inSitemap(paths.fr)).toBe(false);
  expect(await inSitemap(renamed)).toBe(true);
  const REDIRECT = 'api::redirect.redirect';
  const automatic = (await editor.list(REDIRECT, { pageSize: 100 })).find((row) => row.from === paths.fr);
  expect(automatic?.to).toBe(renamed);

  // A page under this one, and one under that: at their parents' addresses, with the way up; a fourth
  // level is refused, and so is a parent that is under the page.
  const under = (documentId: string) => ({ connect: [{ documentId, locale: 'fr' }] });
  const child = await editor.create(
    PAGE,
    {
      title: 'Le programme des hôtes',
      slug: 'programme-hotes',
      description: 'Le programme.',
      parent_page: under(fr.documentId),
      sections: sections('fr').slice(2),
    },
    'fr',
  );
  const grandchild = await editor.create(
    PAGE,
    { title: 'Le planning', slug: 'planning-hotes', description: 'Les horaires.', parent_page: under(child.documentId), sections: sections('fr').slice(3) },
    'fr',
  );
  const nested = await editor
    .create(PAGE, { title: 'Trop bas', slug: 'trop-bas', description: 'Non.', parent_page: under(grandchild.documentId) }, 'fr')
    .then(() => [], refusedMessages);
  expect(nested).toEqual([
    '«\u202fLe planning\u202f» est déjà au troisième niveau (sous «\u202fLe programme des hôtes\u202f», sous «\u202fSalon test éditeur\u202f»)\u00a0: les pages se rangent sur trois niveaux au plus. Choisissez une page plus haut.',
  ]);
  expect(await editor.update(PAGE, fr.documentId, { parent_page: under(grandchild.documentId) }, 'fr').then(() => [], refusedMessages)).toEqual([
    '«\u202fLe planning\u202f» est rangée sous cette page\u00a0: elle ne peut pas en être la page parente. Choisissez une page qui n’est pas sous celle-ci.',
  ]);
  const other = await editor.create(PAGE, { title: 'Autre salon', slug: 'autre-salon-editeur', description: 'Un autre.' }, 'fr');
  expect(await editor.update(PAGE, fr.documentId, { parent_page: under(other.documentId) }, 'fr').then(() => [], refusedMessages)).toEqual([
    'Des pages sont rangées sous celle-ci («\u202fLe planning\u202f»)\u00a0: sous «\u202fAutre salon\u202f», elles seraient au-delà du troisième niveau. Choisissez une page plus haut, ou aucune.',
  ]);
  await editor.remove(PAGE, other.documentId, 'fr');
  // A menu of the header made by the editor, its links to these pages by reference: refused while one of
  // them is not online (Strapi would drop that link from the published menu for good:
  // https://github.com/strapi/strapi/issues/25361), published once it is.
  const NAVIGATION = 'api::navigation.navigation';
  type Menu = { label: string; entries: string; all: { label: string; rubrique: string | null; url: string | null } | null };
  const menusBefore = ((await editor.getSingle(NAVIGATION, 'fr')).header_menus as Menu[]).map(({ label, entries, all }) => ({
    label,
    entries,
    links: [],
    all: all === null ? null : { label: all.label, rubrique: all.rubrique, url: all.url },
  }));
  await editor.updateSingle(
    NAVIGATION,
    {
      header_menus: [
        ...menusBefore,
        {
          label: 'Salons',
          entries: 'liens-choisis',
          links: [{ label: 'Le programme', page: under(child.documentId) }],
          all: { label: 'Tout le salon', page: under(fr.documentId) },
        },
      ],
    },
    'fr',
  );
  expect(await editor.publishSingle(NAVIGATION, 'fr').then(() => [], refusedMessages)).toEqual([
    '«\u202fLe programme\u202f» mène à la page «\u202fLe programme des hôtes\u202f», qui n’est pas en ligne\u00a0: publiez-la d’abord, puis ce lien.',
  ]);
  const beforeChild = (await status()).builds;
  await editor.publish(PAGE, child.documentId, 'fr');
  await editor.publish(PAGE, grandchild.documentId, 'fr');
  await editor.publishSingle(NAVIGATION, 'fr');
  expect((await nextBuild(beforeChild)).result).toBe('success');
  /** The links of the editor's menu in a page's header, as (text, address). */
  const salonMenu = async (path: string): Promise<string[][]> => {
    const menu = /<li class="dropdown" data-menu="menu-4">.*?<\/ul><\/li>/s.exec(await (await get(siteUrl(path))).text())?.[0] ?? '';
    return [...menu.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => [text, href]);
  };
  expect(await salonMenu('/offres-emploi')).toEqual([
    ['Salons', renamed],
    ['Le programme', `${renamed}/programme-hotes`],
    ['Tout le salon', renamed],
  ]);
  const childHtml = await (await get(siteUrl(`${renamed}/programme-hotes`))).text();
  expect(childHtml).toMatch(/<h1[^>]*>Le programme des hôtes<\/h1>/);
  expect(childHtml).toMatch(
    new RegExp(`<nav aria-label="[^"]+" class="breadcrumbs"><ol><li><a href="/">[^<]+</a></li><li><a href="${renamed}">Salon test éditeur</a>`),
  );
  expect(await inSitemap(`${renamed}/programme-hotes`)).toBe(true);
  expect((await get(siteUrl('/programme-hotes'))).status).toBe(404);
  const lowest = `${renamed}/programme-hotes/planning-hotes`;
  const breadcrumbs = /<nav aria-label="[^"]+" class="breadcrumbs">.*?<\/nav>/s.exec(await (await get(siteUrl(lowest))).text())?.[0] ?? '';
  expect([...breadcrumbs.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, text]) => [text, href])).toEqual([
    [expect.any(String), '/'],
    ['Salon test éditeur', renamed],
    ['Le programme des hôtes', `${renamed}/programme-hotes`],
  ]);
  expect(await inSitemap(lowest)).toBe(true);

  // An editor's redirects: one from a page online, or one that would loop, is refused at save in French;
  // one that leads to an old address is stored with the final one; a temporary one answers 302.
  const refusal = async (data: Record<string, unknown>): Promise<string[]> => editor.create(REDIRECT, data).then(() => [], refusedMessages);
  expect(await refusal({ from: '/jobs-ete-lyon', to: renamed })).toEqual([
    '/jobs-ete-lyon est l’adresse de la page «\u202fJobs d’été 2027 à Lyon\u202f», en ligne\u00a0: une redirection la cacherait. Dépubliez-la d’abord.',
  ]);
  expect(await refusal({ from: renamed, to: '/offres-emploi' })).toEqual([expect.stringMatching(/^\/salon-test-editeur-2027 est l’adresse de la page/)]);
  expect(await refusal({ from: '/salon-editeur-ancien', to: '/salon-editeur-ancien' })).toEqual([
    'Une adresse ne peut pas mener à elle-même\u00a0: la redirection ferait une boucle.',
  ]);
  const chained = await editor.create(REDIRECT, { from: '/salon-editeur', to: paths.fr, permanent: false, note: 'Affiches du salon' });
  expect(chained.to).toBe(renamed);
  const beforeRedirect = (await status()).builds;
  await editor.publish(REDIRECT, chained.documentId);
  expect((await nextBuild(beforeRedirect)).result).toBe('success');
  const temporary = await rawRequest(siteUrl('/salon-editeur?utm_source=affiche'));
  expect([temporary.status, temporary.headers.location]).toEqual([302, `${renamed}?utm_source=affiche`]);
  expect(await refusal({ from: renamed.replace('2027', '2028'), to: '/salon-editeur' })).toEqual([]);

  // The parent renamed: the pages under it move too, their old addresses leading to the new ones.
  const again = '/salon-test-editeur-2029';
  await editor.update(PAGE, fr.documentId, { slug: again.slice(1) }, 'fr');
  const beforeMove = (await status()).builds;
  await editor.publish(PAGE, fr.documentId, 'fr');
  expect((await nextBuild(beforeMove)).result).toBe('success');
  const childMoved = await rawRequest(siteUrl(`${renamed}/programme-hotes`));
  expect([childMoved.status, childMoved.headers.location]).toEqual([301, `${again}/programme-hotes`]);
  expect((await get(siteUrl(`${again}/programme-hotes`))).status).toBe(200);
  const lowestMoved = await rawRequest(siteUrl(lowest));
  expect([lowestMoved.status, lowestMoved.headers.location]).toEqual([301, `${again}/programme-hotes/planning-hotes`]);
  expect((await get(siteUrl(`${again}/programme-hotes/planning-hotes`))).status).toBe(200);
  expect(await salonMenu('/faq')).toEqual([
    ['Salons', again],
    ['Le programme', `${again}/programme-hotes`],
    ['Tout le salon', again],
  ]);

  // The unpublications make one build or more: the pages are gone once the last has run, and the menu
  // that led only to them with them; the navigation is put back as it was.
  const live = (await status()).builds;
  await editor.updateSingle(NAVIGATION, { header_menus: menusBefore }, 'fr');
  await editor.publishSingle(NAVIGATION, 'fr');
  await editor.unpublish(PAGE, grandchild.documentId, 'fr');
  await editor.unpublish(PAGE, child.documentId, 'fr');
  await editor.unpublish(PAGE, fr.documentId, 'fr');
  await editor.unpublish(PAGE, fr.documentId, 'en');
  expect((await nextBuild(live)).result).toBe('success');
  await expect.poll(async () => (await get(siteUrl(again))).status, { timeout: 300_000, intervals: [2000] }).toBe(404);
  await expect.poll(async () => (await get(siteUrl(paths.en))).status, { timeout: 300_000, intervals: [2000] }).toBe(404);
  expect(await inSitemap(again)).toBe(false);
  expect(await inSitemap(paths.en)).toBe(false);
  await editor.remove(PAGE, grandchild.documentId, 'fr');
  await editor.remove(PAGE, child.documentId, 'fr');
  await editor.remove(PAGE, fr.documentId, 'fr');
  await editor.remove(PAGE, fr.documentId, 'en');
  for (const row of await editor.list(REDIRECT, { pageSize: 100 })) {
    if (String(row.from).startsWith('/salon-')) await editor.remove(REDIRECT, row.documentId);
  }
});

test('the rebuild service refuses calls without its secret', async () => {
  const rebuildUrl = process.env.E2E_REBUILD_URL ?? '';
  const response = await fetch(`${rebuildUrl}/webhook`, { method: 'POST', body: JSON.stringify({ event: 'entry.publish', model: 'job-offer' }) });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: 'Missing or wrong bearer secret' });
});

import { atomFeed, FEED_SIZE, planFeeds, type FeedOffer, type FeedTexts } from '../../../src/build-time/feeds';

const offer = (offerId: number, publication: string, extra: Partial<FeedOffer> = {}): FeedOffer => ({
  offerId,
  slug: `${offerId}-serveur`,
  title: `Serveur ${offerId}`,
  place: 'Salle des fêtes',
  cityName: 'Lyon',
  city: 'lyon',
  sectors: ['evenementiel'],
  contracts: ['cdd'],
  publication,
  updated: `${publication}T08:00:00.000Z`,
  ...extra,
});
const texts: FeedTexts = { brand: 'Rythmo', all: 'Dernières offres', topic: (name) => `Offres : ${name}`, summary: (o) => `Offre n° ${o.offerId}` };
const names = {
  cities: [
    { slug: 'lyon', name: 'Lyon' },
    { slug: 'nice', name: 'Nice' },
  ],
  sectors: [{ slug: 'evenementiel', name: 'Événementiel' }],
  contracts: [{ slug: 'cdd', name: 'CDD' }],
};

test('one feed for every offer, then one per city, sector and contract type, beside its page, latest first', () => {
  const offers = [offer(1, '2026-11-01'), offer(3, '2026-11-20', { city: 'nice', cityName: 'Nice', contracts: ['cdi'] }), offer(2, '2026-11-20')];
  const feeds = planFeeds('fr', offers, names, texts);
  expect(feeds.map((feed) => [feed.path, feed.title, feed.offers.map((o) => o.offerId)])).toEqual([
    ['/feeds/offres-emploi.atom', 'Dernières offres', [3, 2, 1]],
    ['/feeds/villes/lyon.atom', 'Offres : Lyon', [2, 1]],
    ['/feeds/villes/nice.atom', 'Offres : Nice', [3]],
    ['/feeds/secteurs-activite/evenementiel.atom', 'Offres : Événementiel', [3, 2, 1]],
    ['/feeds/offres-emploi/cdd.atom', 'Offres : CDD', [2, 1]],
  ]);
  expect(planFeeds('en', offers, names, texts)[0].path).toBe('/feeds/en/jobs.atom');
  const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) => offer(i + 1, '2026-11-10'));
  expect(planFeeds('fr', many, names, texts)[0].offers).toHaveLength(FEED_SIZE);
});

test('a feed is Atom 1.0: its id, title, update time, author, its page and itself, entries linking to their offer page', () => {
  const [all] = planFeeds('en', [offer(7, '2026-11-20', { title: 'Runner & hôte <VIP>' })], names, texts);
  const xml = atomFeed(all, { siteUrl: 'https://rythmo.example', locale: 'en', texts });
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  expect(xml).toContain('<id>https://rythmo.example/feeds/en/jobs.atom</id>');
  expect(xml).toContain('<updated>2026-11-20T08:00:00.000Z</updated>');
  expect(xml).toContain('<link rel="alternate" href="https://rythmo.example/en/jobs"/>');
  expect(xml).toContain('<link rel="self" href="https://rythmo.example/feeds/en/jobs.atom"/>');
  expect(xml).toMatch(/<author>\s*<name>Rythmo<\/name>/);
  expect(xml).toContain('<link href="https://rythmo.example/en/jobs/7-serveur"/>');
  expect(xml).toContain('<![CDATA[Runner & hôte <VIP>]]>');
  expect(xml).toContain('<published>2026-11-20T00:00:00.000Z</published>');
});

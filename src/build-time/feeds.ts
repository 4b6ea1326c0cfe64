/**
 * Atom feeds of the latest offers, so that aggregators and readers can follow them: all offers, and those of
 * each city, sector and contract type, in each language. A feed has the path of the page it follows under
 * /feeds (`feedPath`), and that page links to it. Pure: gatsby-node reads the offers and writes the files.
 */
import { Feed } from 'feed';
import { buildPath, feedPath, type Locale } from '@rythmo/site-map';

/** The entries of a feed: the latest offers. */
export const FEED_SIZE = 50;

export type FeedOffer = {
  offerId: number;
  slug: string;
  title: string;
  place: string | null;
  cityName: string | null;
  /** The slugs the offer is listed under. */
  city: string | null;
  sectors: readonly string[];
  contracts: readonly string[];
  publication: string;
  updated: string;
};

type Named = { slug: string; name: string };
/** The topics' names in one language: cities, sectors (works), contract types. */
export type FeedNames = { cities: readonly Named[]; sectors: readonly Named[]; contracts: readonly Named[] };

export type FeedTexts = {
  /** The feed of every offer. */
  all: string;
  /** The feed of one topic, its name filled in. */
  topic: (name: string) => string;
  /** An entry's summary: where the offer is. */
  summary: (offer: FeedOffer) => string;
  brand: string;
};

export type PlannedFeed = { path: string; pagePath: string; title: string; offers: FeedOffer[] };

/** Latest first; the same day, the higher number first (as the jobs list). */
const newestFirst = (a: FeedOffer, b: FeedOffer): number => b.publication.localeCompare(a.publication) || b.offerId - a.offerId;

/** The feeds of one language: every offer, then each city, sector and contract type (empty when it has none). */
export function planFeeds(locale: Locale, offers: readonly FeedOffer[], names: FeedNames, texts: FeedTexts): PlannedFeed[] {
  const sorted = [...offers].sort(newestFirst);
  const feed = (pagePath: string, title: string, selected: FeedOffer[]): PlannedFeed => ({
    path: feedPath(pagePath),
    pagePath,
    title,
    offers: selected.slice(0, FEED_SIZE),
  });
  const topics = (list: readonly Named[], pagePath: (slug: string) => string, has: (offer: FeedOffer, slug: string) => boolean): PlannedFeed[] =>
    list.map(({ slug, name }) =>
      feed(
        pagePath(slug),
        texts.topic(name),
        sorted.filter((offer) => has(offer, slug)),
      ),
    );
  return [
    feed(buildPath('jobs', locale), texts.all, sorted),
    ...topics(
      names.cities,
      (name) => buildPath('cities-name', locale, { name }),
      (offer, slug) => offer.city === slug,
    ),
    ...topics(
      names.sectors,
      (slug) => buildPath('works-slug', locale, { slug }),
      (offer, slug) => offer.sectors.includes(slug),
    ),
    ...topics(
      names.contracts,
      (type) => buildPath('jobs-type', locale, { type }),
      (offer, slug) => offer.contracts.includes(slug),
    ),
  ];
}

/** A planned feed as Atom 1.0: its page, itself, its offers with their page and summary. */
export function atomFeed(planned: PlannedFeed, { siteUrl, locale, texts }: { siteUrl: string; locale: Locale; texts: FeedTexts }): string {
  const updated = planned.offers.reduce((latest, offer) => (offer.updated > latest ? offer.updated : latest), '1970-01-01T00:00:00.000Z');
  const feed = new Feed({
    id: `${siteUrl}${planned.path}`,
    title: planned.title,
    link: `${siteUrl}${planned.pagePath}`,
    feed: `${siteUrl}${planned.path}`,
    language: locale,
    updated: new Date(updated),
    author: { name: texts.brand, link: siteUrl },
    favicon: `${siteUrl}/favicon.svg`,
    copyright: texts.brand,
    generator: texts.brand,
  });
  for (const offer of planned.offers) {
    const link = `${siteUrl}${buildPath('jobs-slug', locale, { slug: offer.slug })}`;
    feed.addItem({
      title: offer.title,
      id: link,
      link,
      date: new Date(offer.updated),
      published: new Date(offer.publication),
      description: texts.summary(offer),
    });
  }
  return feed.atom1();
}

/**
 * Writes the Atom feeds of every language into public/ (see ./feeds.ts) from the offers of the build,
 * with the texts of each language's messages. Run by gatsby-node after the pages are written, on the offers
 * its createPages read (one pass over every offer per build, not two).
 */
import fs from 'fs';
import path from 'path';
import type { Resource } from 'i18next';
import { LOCALES, type Locale } from '@rythmo/site-map';
import { atomFeed, planFeeds, type FeedOffer, type FeedTexts } from './feeds';
import { messagesInstance } from '../i18n/instance';

/** What an offer gives the feeds: gatsby-node's query of every offer asks for these fields too. */
export const FEED_OFFER_FIELDS = 'offer_id slug title place publication_date updatedAt city { slug name } works { work { slug } } contracts { slug }';

export type FeedSourceOffer = {
  offer_id: number;
  slug: string;
  title: string;
  place: string | null;
  publication_date: string | null;
  updatedAt: string | null;
  city: { slug: string; name: string } | null;
  works: readonly ({ work: { slug: string } | null } | null)[] | null;
  contracts: readonly ({ slug: string } | null)[] | null;
};

/** The names the feeds' titles take, in each language. */
export const FEEDS_QUERY = `{
  cities: allStrapiCity { nodes { slug name locale } }
  works: allStrapiWork { nodes { slug name locale } }
  contracts: allStrapiContract { nodes { slug label locale } }
  global: strapiGlobal { brandName }
}`;

type Localized = { slug: string; locale: string };
export type FeedsData = {
  cities: { nodes: (Localized & { name: string })[] };
  works: { nodes: (Localized & { name: string })[] };
  contracts: { nodes: (Localized & { label: string })[] };
  global: { brandName: string | null } | null;
};

function textsOf(locale: Locale, localesDir: string, brand: string): FeedTexts {
  const common = JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8')) as Record<string, string>;
  const t = messagesInstance({ [locale]: { common } } satisfies Resource, locale).getFixedT(locale, 'common');
  return {
    brand,
    all: t('feed_title_all'),
    topic: (topic) => t('feed_title_topic', { topic }),
    summary: (offer) => t('feed_entry_summary', { id: offer.offerId, city: offer.cityName ?? '', place: offer.place ?? offer.cityName ?? '' }),
  };
}

/** Writes every feed; returns how many. */
export function writeFeeds(
  data: FeedsData,
  sourceOffers: readonly FeedSourceOffer[],
  { publicDir, localesDir, siteUrl }: { publicDir: string; localesDir: string; siteUrl: string },
): number {
  const offers: FeedOffer[] = sourceOffers.map((offer) => ({
    offerId: offer.offer_id,
    slug: offer.slug,
    title: offer.title,
    place: offer.place,
    cityName: offer.city?.name ?? null,
    city: offer.city?.slug ?? null,
    sectors: [...new Set((offer.works ?? []).flatMap((trade) => (trade?.work == null ? [] : [trade.work.slug])))],
    contracts: (offer.contracts ?? []).flatMap((contract) => (contract === null ? [] : [contract.slug])),
    publication: offer.publication_date ?? '',
    updated: offer.updatedAt ?? offer.publication_date ?? '',
  }));
  let written = 0;
  for (const locale of LOCALES) {
    const inLocale = <T extends Localized>(nodes: T[]): T[] => nodes.filter((node) => node.locale === locale);
    const texts = textsOf(locale, localesDir, data.global?.brandName ?? '');
    const names = {
      cities: inLocale(data.cities.nodes),
      sectors: inLocale(data.works.nodes),
      contracts: inLocale(data.contracts.nodes).map(({ slug, label }) => ({ slug, name: label })),
    };
    for (const planned of planFeeds(locale, offers, names, texts)) {
      const file = path.join(publicDir, planned.path);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, atomFeed(planned, { siteUrl, locale, texts }));
      written += 1;
    }
  }
  return written;
}

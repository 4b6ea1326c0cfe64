/**
 * The generic lists: the works and the contract types, as bare `{id, label}` lists in a
 * locale, all of them or those whose label matches a text. The works are the sectors, then their trades
 * (a trade carries its sector's slug, which its page's address needs: `{id, label, sector}`). A text
 * matches the beginning of a word of the label in any language, accents, case and punctuation aside
 * (« hote » finds « Hôte / hôtesse d'accueil », « serv » finds « Serveur / serveuse », and « waiter » finds
 * it in French too); labels that begin with it come first. The id is the slug the site's routes and filters use.
 */
import type { Core, UID } from '@strapi/strapi';
import { LOCALES, normalizeName, type GenericItem, type Locale } from '@rythmo/site-map';

export type { GenericItem };
export type GenericList = 'works' | 'contract-types';

type Source = { uid: UID.ContentType; label: string; sort: string[] };
const WORKS: Source = { uid: 'api::work.work', label: 'name', sort: ['sort:asc', 'name:asc'] };
const TRADES: Source = { uid: 'api::trade.trade', label: 'name', sort: ['name:asc'] };
const CONTRACTS: Source = { uid: 'api::contract.contract', label: 'label', sort: ['label:asc'] };

/** How long a list read from the CMS serves before it is read again. */
const TTL_MS = 30_000;

type Keyed = GenericItem & { key: string };
type Cached = { items: Keyed[]; readAt: number };

/**
 * The items whose label has a word beginning with the text (the whole text, from that word on); those with
 * a label that begins with it first. An item's `key` is its labels normalised, each language's apart (|).
 */
export function matchItems(items: readonly Keyed[], text: string | undefined, limit: number | undefined): GenericItem[] {
  const query = text === undefined ? '' : normalizeName(text);
  const begins = (item: Keyed): boolean => item.key.split('|').some((key) => key.startsWith(query));
  const matched =
    query === '' ? [...items] : items.filter((item) => begins(item) || item.key.includes(` ${query}`)).sort((a, b) => Number(begins(b)) - Number(begins(a)));
  return matched.slice(0, limit ?? matched.length).map(({ key: _key, ...item }) => item);
}

type Entry = Record<string, unknown> & { slug: string; work?: { slug: string } | null };

export const genericService = ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new Map<string, Cached>();
  const entries = async ({ uid, label, sort }: Source, locale: Locale, populate?: object): Promise<Entry[]> =>
    (await strapi.documents(uid).findMany({
      locale,
      status: 'published',
      fields: ['slug', label] as never,
      sort: sort as never,
      limit: 100,
      populate: populate as never,
    })) as unknown as Entry[];
  const item = (entry: Entry, label: string, sector?: string): Keyed => ({
    id: entry.slug,
    label: String(entry[label]),
    ...(sector === undefined ? {} : { sector }),
    key: normalizeName(String(entry[label])),
  });
  const read = async (list: GenericList, locale: Locale): Promise<Keyed[]> => {
    const cached = cache.get(`${list}|${locale}`);
    if (cached !== undefined && Date.now() - cached.readAt < TTL_MS) return cached.items;
    let items: Keyed[];
    if (list === 'contract-types') items = (await entries(CONTRACTS, locale)).map((entry) => item(entry, CONTRACTS.label));
    else {
      const sectors = (await entries(WORKS, locale)).map((entry) => item(entry, WORKS.label));
      const published = new Set(sectors.map((sector) => sector.id));
      // A trade has a page under its sector's only: one without a published sector is left out.
      const trades = (await entries(TRADES, locale, { work: { fields: ['slug'] } }))
        .filter((entry) => entry.work != null && published.has(entry.work.slug))
        .map((entry) => item(entry, TRADES.label, entry.work?.slug));
      items = [...sectors, ...trades];
    }
    cache.set(`${list}|${locale}`, { items, readAt: Date.now() });
    return items;
  };
  /** The items of a locale, each matched by its labels in every locale (its own first). */
  const bilingual = async (list: GenericList, locale: Locale): Promise<Keyed[]> => {
    const others = await Promise.all(LOCALES.filter((other) => other !== locale).map((other) => read(list, other)));
    const entryOf = (item: Keyed): string => `${item.sector ?? ''}/${item.id}`;
    const keysOf = new Map<string, string[]>();
    for (const item of others.flat()) keysOf.set(entryOf(item), [...(keysOf.get(entryOf(item)) ?? []), item.key]);
    return (await read(list, locale)).map((item) => ({ ...item, key: [item.key, ...(keysOf.get(entryOf(item)) ?? [])].join('|') }));
  };
  return {
    async list(list: GenericList, locale: Locale, text: string | undefined, limit: number | undefined): Promise<GenericItem[]> {
      return matchItems(await bilingual(list, locale), text, limit);
    },
  };
};

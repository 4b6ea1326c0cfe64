/**
 * The generic lists of spec §7.2: the works (sectors) and the contract types, as bare `{id, label}`
 * lists in a locale, all of them or those whose label matches a text (accents and case aside, the
 * labels that begin with it first). The id is the slug the site's routes and filters use.
 */
import type { Core, UID } from '@strapi/strapi';
import type { Locale } from '@rythmo/site-map';
import { normalizeName } from './geo/normalize';

export type GenericItem = { id: string; label: string };
export type GenericList = 'works' | 'contract-types';

const SOURCES: Record<GenericList, { uid: UID.ContentType; label: string; sort: string[] }> = {
  works: { uid: 'api::work.work', label: 'name', sort: ['sort:asc', 'name:asc'] },
  'contract-types': { uid: 'api::contract.contract', label: 'label', sort: ['label:asc'] },
};

/** How long a list read from the CMS serves before it is read again. */
const TTL_MS = 30_000;

type Cached = { items: (GenericItem & { key: string })[]; readAt: number };

export function matchItems(items: readonly (GenericItem & { key: string })[], text: string | undefined, limit: number | undefined): GenericItem[] {
  const query = text === undefined ? '' : normalizeName(text);
  const matched =
    query === ''
      ? [...items]
      : items.filter((item) => item.key.includes(query)).sort((a, b) => Number(b.key.startsWith(query)) - Number(a.key.startsWith(query)));
  return matched.slice(0, limit ?? matched.length).map(({ id, label }) => ({ id, label }));
}

export const genericService = ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new Map<string, Cached>();
  const read = async (list: GenericList, locale: Locale): Promise<Cached['items']> => {
    const cached = cache.get(`${list}|${locale}`);
    if (cached !== undefined && Date.now() - cached.readAt < TTL_MS) return cached.items;
    const { uid, label, sort } = SOURCES[list];
    const entries = (await strapi
      .documents(uid)
      .findMany({ locale, status: 'published', fields: ['slug', label] as never, sort: sort as never, limit: 100 })) as unknown as Record<string, unknown>[];
    const items = entries.map((entry) => ({ id: String(entry.slug), label: String(entry[label]), key: normalizeName(String(entry[label])) }));
    cache.set(`${list}|${locale}`, { items, readAt: Date.now() });
    return items;
  };
  return {
    async list(list: GenericList, locale: Locale, text: string | undefined, limit: number | undefined): Promise<GenericItem[]> {
      return matchItems(await read(list, locale), text, limit);
    },
  };
};

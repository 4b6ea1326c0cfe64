/**
 * The offers of every page that lists them, decided when the pages are created. Every page of every list
 * is static HTML: a list page (the jobs list, a city's, a contract type's, an event's, a student job type's
 * offers) has, past its first page, one page of HTML per page of its build-time offers, newest first as the
 * first page. They live under LIST_PAGES_DIR, at the list's path and the page's number, and nginx serves
 * them for `?page=N` (src/build-time/hosting/nginx.ts); no one reaches them by that path. Pure: gatsby-node
 * reads the offers and creates the pages.
 */
import { OFFER_PAGE_SIZE } from '@rythmo/site-map';
import type { PlannedPage } from './pages';

/** Where the pages past the first are written (under the site's root). */
export const LIST_PAGES_DIR = '/_pages';

/** The file path of a list's page `n` (n ≥ 2). */
export const listPagePath = (path: string, n: number): string => `${LIST_PAGES_DIR}${path}/${n}`;

/** The list's own address of one of its pages' file paths (null for any other path). */
export function listOfPagePath(path: string): string | null {
  const match = new RegExp(`^${LIST_PAGES_DIR}(/.*)/\\d+$`).exec(path);
  return match === null ? null : match[1];
}

/** An offer as the lists read it: what orders it, and the slugs of what it belongs to. */
export type ListedOffer = {
  id: string;
  offer_id: number;
  publication_date: string | null;
  city: { slug: string } | null;
  contracts: readonly ({ slug: string } | null)[] | null;
  event: { slug: string } | null;
  student_job_types: readonly ({ slug: string } | null)[] | null;
  works: readonly ({ slug: string; work: { slug: string } | null } | null)[] | null;
  agency: { slug: string } | null;
};

/** The slugs of an offer's entries of one kind (its contract types, its trades…). */
export const slugs = (entries: readonly ({ slug: string } | null)[] | null): string[] =>
  (entries ?? []).flatMap((entry) => (entry === null ? [] : [entry.slug]));

/**
 * The templates that show offers, and what they show: the list of the page's entry (its slug), how many of
 * its offers, and whether the rest has pages of its own. A list is what an offer belongs to: all offers
 * (`jobs`, whose only key is ''), a city's… An offer in two of one kind's entries (two contract types) is in
 * both lists, once.
 */
export const OFFER_LISTS = {
  jobs: { list: 'jobs', size: OFFER_PAGE_SIZE, paged: true },
  city: { list: 'city', size: OFFER_PAGE_SIZE, paged: true },
  contract: { list: 'contract', size: OFFER_PAGE_SIZE, paged: true },
  event: { list: 'event', size: OFFER_PAGE_SIZE, paged: true },
  'student-job-type': { list: 'student-job-type', size: OFFER_PAGE_SIZE, paged: true },
  'student-city': { list: 'student-city', size: OFFER_PAGE_SIZE, paged: false },
  work: { list: 'work', size: OFFER_PAGE_SIZE, paged: false },
  trade: { list: 'trade', size: OFFER_PAGE_SIZE, paged: false },
  agency: { list: 'agency', size: OFFER_PAGE_SIZE, paged: false },
} as const;
type ListName = (typeof OFFER_LISTS)[keyof typeof OFFER_LISTS]['list'];
const isOfferTemplate = (template: string): template is keyof typeof OFFER_LISTS => template in OFFER_LISTS;

/**
 * The templates that show how many offers each entry of a kind has (the index of cities, of contract
 * types…), and the list that counts them. The counts are in the page's context (`offerCounts`), not a
 * query's group over every offer, which Gatsby ran again at each offer's edit: the page changes only when
 * a count does.
 */
export const OFFER_COUNTS = {
  home: 'city',
  cities: 'city',
  contracts: 'contract',
  'student-jobs': 'student-job-type',
  agencies: 'agency',
} as const satisfies Record<string, ListName>;
const isCountTemplate = (template: string): template is keyof typeof OFFER_COUNTS => template in OFFER_COUNTS;

/** How many offers each entry of a list's kind has, by slug. */
function countsOf(lists: ReadonlyMap<string, readonly string[]>, list: ListName): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, ids] of lists) if (key.startsWith(`${list}:`)) counts[key.slice(list.length + 1)] = ids.length;
  return counts;
}

/** The keys of the lists an offer is in, by list: the entries' slugs. */
function listsOf(offer: ListedOffer): Record<ListName, string[]> {
  const studentTypes = slugs(offer.student_job_types);
  return {
    jobs: [''],
    city: offer.city === null ? [] : [offer.city.slug],
    contract: slugs(offer.contracts),
    event: offer.event === null ? [] : [offer.event.slug],
    'student-job-type': studentTypes,
    'student-city': offer.city === null || studentTypes.length === 0 ? [] : [offer.city.slug],
    work: (offer.works ?? []).flatMap((trade) => (trade?.work == null ? [] : [trade.work.slug])),
    trade: slugs(offer.works),
    agency: offer.agency === null ? [] : [offer.agency.slug],
  };
}

/** Newest first, then the highest offer number first: the order of every list, here and in the live API. */
export function newestFirst(a: ListedOffer, b: ListedOffer): number {
  const time = (offer: ListedOffer): number => (offer.publication_date === null ? Number.NEGATIVE_INFINITY : Date.parse(offer.publication_date));
  return time(b) - time(a) || b.offer_id - a.offer_id;
}

/** The offer ids of every list, in order, by `list:slug`. */
export function offerLists(offers: readonly ListedOffer[]): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const offer of [...offers].sort(newestFirst)) {
    for (const [list, keys] of Object.entries(listsOf(offer))) {
      for (const key of new Set(keys)) {
        const ids = lists.get(`${list}:${key}`);
        if (ids === undefined) lists.set(`${list}:${key}`, [offer.id]);
        else ids.push(offer.id);
      }
    }
  }
  return lists;
}

/**
 * The planned pages with the offers each shows in its context (`offers`, their ids in order, and
 * `offerCount`, the list's length), followed by the pages 2…N of the lists that have them. A page's query
 * reads its offers by id (`offersById`, gatsby-node): Gatsby then runs it again only when one of those
 * offers changes, or when the page's context does (an offer comes into or leaves the page). A query of the
 * offers filtered and sorted would depend on every offer: each edit would run again the query of every list
 * page (about 9,000 at 20,000 offers). The index pages of OFFER_COUNTS get their counts (`offerCounts`).
 */
export function withOfferLists(planned: readonly PlannedPage[], lists: ReadonlyMap<string, readonly string[]>): PlannedPage[] {
  const extra: PlannedPage[] = [];
  const counts = new Map<ListName, Record<string, number>>();
  const withCounts = (page: PlannedPage): PlannedPage => {
    if (!isCountTemplate(page.template)) return page;
    const list = OFFER_COUNTS[page.template];
    if (!counts.has(list)) counts.set(list, countsOf(lists, list));
    return { ...page, context: { ...page.context, offerCounts: counts.get(list) } };
  };
  const pages = planned.map(withCounts).map((page) => {
    if (!isOfferTemplate(page.template)) return page;
    const { list, size, paged } = OFFER_LISTS[page.template];
    const ids = lists.get(`${list}:${list === 'jobs' ? '' : (page.context.slug ?? '')}`) ?? [];
    const at = (n: number): PlannedPage['context'] => ({ ...page.context, offers: ids.slice((n - 1) * size, n * size), offerCount: ids.length });
    if (paged && page.context.embed !== true) {
      for (let n = 2; n <= Math.ceil(ids.length / size); n += 1)
        extra.push({ path: listPagePath(page.path, n), template: page.template, context: { ...at(n), listPage: n } });
    }
    return { ...page, context: at(1) };
  });
  return [...pages, ...extra];
}

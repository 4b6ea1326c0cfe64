/**
 * Every page of every list in static HTML: a list page (the jobs list, a city's, a contract type's, an
 * event's, a student job type's offers) has, past its first page, one page of HTML per page of its
 * build-time offers, newest first as the first page. They live under LIST_PAGES_DIR, at the list's path
 * and the page's number, and nginx serves them for `?page=N` (src/build/hosting/nginx.ts); no one
 * reaches them by that path. Pure: gatsby-node counts the offers and creates the pages.
 */
import { OFFER_PAGE_SIZE } from '@rythmo/site-map';
import type { PlannedPage } from './pages';

/** Where the pages past the first are written (under the site's root). */
export const LIST_PAGES_DIR = '/_pages';

/** What a list page's offers are filtered by at build time, by template: the entry's slug in that field. */
export const LIST_TEMPLATES = {
  jobs: null,
  city: 'city',
  contract: 'contracts',
  event: 'event',
  'student-job-type': 'student_job_types',
} as const;
export type ListTemplate = keyof typeof LIST_TEMPLATES;
export const isListTemplate = (template: string): template is ListTemplate => template in LIST_TEMPLATES;

/** The file path of a list's page `n` (n ≥ 2). */
export const listPagePath = (path: string, n: number): string => `${LIST_PAGES_DIR}${path}/${n}`;

/** The list's own address of one of its pages' file paths (null for any other path). */
export function listOfPagePath(path: string): string | null {
  const match = new RegExp(`^${LIST_PAGES_DIR}(/.*)/\\d+$`).exec(path);
  return match === null ? null : match[1];
}

/** An offer as the count reads it: the slugs of what it belongs to. */
export type CountedOffer = {
  city: { slug: string } | null;
  contracts: readonly ({ slug: string } | null)[] | null;
  event: { slug: string } | null;
  student_job_types: readonly ({ slug: string } | null)[] | null;
};

/** The number of offers of each list: `template:slug` (the jobs list: `jobs:`). */
export function countLists(offers: readonly CountedOffer[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string): void => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const offer of offers) {
    add('jobs:');
    if (offer.city !== null) add(`city:${offer.city.slug}`);
    if (offer.event !== null) add(`event:${offer.event.slug}`);
    for (const contract of offer.contracts ?? []) if (contract !== null) add(`contract:${contract.slug}`);
    for (const type of offer.student_job_types ?? []) if (type !== null) add(`student-job-type:${type.slug}`);
  }
  return counts;
}

/** The pages 2…N of each planned list page, with what their query skips. */
export function listPages(planned: readonly PlannedPage[], counts: ReadonlyMap<string, number>): PlannedPage[] {
  return planned.flatMap((page) => {
    if (!isListTemplate(page.template) || page.context.embed === true) return [];
    const total = counts.get(`${page.template}:${page.template === 'jobs' ? '' : (page.context.slug ?? '')}`) ?? 0;
    const pageCount = Math.ceil(total / OFFER_PAGE_SIZE);
    return Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => {
      const n = i + 2;
      return { path: listPagePath(page.path, n), template: page.template, context: { ...page.context, listPage: n, skip: (n - 1) * OFFER_PAGE_SIZE } };
    });
  });
}

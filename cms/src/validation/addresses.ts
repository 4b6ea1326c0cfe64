/**
 * Routes of the site map that share a pattern give pages of two types one address when their slugs meet:
 * /jobs-etudiants/x is a student job type's page and a city's, /offres-emploi/x a contract's and an
 * offer's. The site's build fails on such a meeting, naming both (src/build-time/pages.ts); the CMS refuses it
 * at save, naming the entry that has the address, so that an editor's save never stops the site's builds.
 * (An editor's page at an address of the site is refused by ./rules.ts, with the site's folders.)
 */
import type { Core, UID } from '@strapi/strapi';
import { CONTENT_TYPES, LOCALES, pagePath, routePattern, type ContentType, type Locale, type PageSet, type PathEntry } from '@rythmo/site-map';
import { said, type EntryData, type FieldError } from './rules';
import { pathRelations } from '../utils/path-relations';
import type { MessageKey } from '../i18n/messages';

type Meeting = { set: PageSet; other: ContentType; otherSet: PageSet };

const TYPES = Object.values(CONTENT_TYPES) as ContentType[];
const samePattern = (a: PageSet, b: PageSet): boolean => LOCALES.some((locale) => routePattern(a.route, locale, '*') === routePattern(b.route, locale, '*'));

/** For each type, its page sets that share a pattern with another type's, and those. */
export const MEETINGS: ReadonlyMap<string, readonly Meeting[]> = new Map(
  TYPES.map((type) => [
    type.uid,
    (type.pages ?? []).flatMap((set) =>
      TYPES.filter((other) => other.uid !== type.uid).flatMap((other) =>
        (other.pages ?? []).filter((otherSet) => samePattern(set, otherSet)).map((otherSet) => ({ set, other, otherSet })),
      ),
    ),
  ]),
);

type Row = PathEntry & { documentId: string; title?: string; name?: string; label?: string };

/** « de » and the type's name, for the message (the catalogue's words): the types whose addresses meet. */
const OF_TYPE: Readonly<Record<string, MessageKey>> = {
  'api::city.city': 'edit_of_city',
  'api::student-job-type.student-job-type': 'edit_of_student_job_type',
  'api::contract.contract': 'edit_of_contract',
  'api::job-offer.job-offer': 'edit_of_offer',
  'api::page.page': 'edit_of_page',
  'api::legal-page.legal-page': 'edit_of_legal_page',
};

/**
 * The errors of an entry whose page would be at the address of another type's entry's page: one per
 * address, on the slug, naming the other entry and its type (the admin's name of it).
 */
export async function addressErrors(strapi: Core.Strapi, uid: string, data: EntryData, locale: string | undefined): Promise<FieldError[]> {
  const meetings = MEETINGS.get(uid) ?? [];
  if (meetings.length === 0 || typeof data.slug !== 'string' || data.slug === '') return [];
  const localized = TYPES.find((type) => type.uid === uid)?.localized === true;
  const locales: readonly Locale[] = localized ? LOCALES.filter((each) => each === (locale ?? LOCALES[0])) : LOCALES;
  const found = new Map<string, FieldError>();
  for (const { set, other, otherSet } of meetings) {
    for (const each of locales) {
      const path = pagePath(set, data as PathEntry, each);
      if (path === null || found.has(path)) continue;
      const rows = (await strapi.db.query(other.uid as UID.Schema).findMany({
        where: { slug: data.slug, ...(other.localized ? { locale: each } : {}) },
        populate: pathRelations(other),
        limit: 2,
      })) as Row[];
      const owner = rows.find((row) => pagePath(otherSet, row, each) === path);
      if (owner === undefined) continue;
      found.set(path, {
        path: ['slug'],
        message: said('edit_address_taken', {
          path,
          ofType: said(OF_TYPE[other.uid] ?? 'edit_of_entry'),
          owner: owner.title ?? owner.name ?? owner.label ?? owner.slug ?? '',
        }),
      });
    }
  }
  return [...found.values()];
}

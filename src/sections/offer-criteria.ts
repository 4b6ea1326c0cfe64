/**
 * An offer-list section's criteria as a search of the jobs list (its URL's query, src/features/jobs/
 * jobs-query.ts): the build chooses the section's offers with it (src/build-time/section-offers.ts) and the
 * section links to the jobs list with it (« Voir les N offres »), so that both show the same offers.
 */
import { DAYS, RHYTHM_FIELDS, SLOTS } from '@rythmo/site-map';
import { EMPTY_QUERY, type JobsQuery } from '../features/jobs/jobs-query';

type Slugged = { slug: string } | null | undefined;
type RhythmFilter = Partial<Record<(typeof RHYTHM_FIELDS)[keyof typeof RHYTHM_FIELDS], boolean | null>> & { max_hours?: number | null };

/** The fields of an offer-list section that choose its offers (the GraphQL fragment's shape). */
export type OfferListCriteria = {
  city?: Slugged;
  department?: string | null;
  region?: string | null;
  sector?: Slugged;
  trade?: Slugged;
  contract?: Slugged;
  student_job_type?: Slugged;
  agency?: Slugged;
  event?: Slugged;
  rhythm?: RhythmFilter | null;
  keyword?: string | null;
  sort?: string | null;
};

/** The sorts an editor chooses from, as the jobs list names them. */
export const OFFER_LIST_SORTS = { newest: '-publication_date', soonest: 'start_date' } as const;

const slugOf = (entry: Slugged): string[] => (entry?.slug ? [entry.slug] : []);

/**
 * The search of the jobs list that gives a section's offers (first page, the section's sort). A place is a
 * city, or else a département, or else a région; a trade, or else a sector (the CMS refuses both at save).
 */
export function offerListQuery(criteria: OfferListCriteria): JobsQuery {
  const rhythm = criteria.rhythm ?? {};
  const department = criteria.department?.trim().toUpperCase();
  const region = criteria.region?.trim();
  return {
    ...EMPTY_QUERY,
    city: slugOf(criteria.city),
    works: criteria.trade?.slug ? [criteria.trade.slug] : slugOf(criteria.sector),
    contractTypes: slugOf(criteria.contract),
    studentTypes: slugOf(criteria.student_job_type),
    agency: slugOf(criteria.agency),
    event: slugOf(criteria.event),
    location: criteria.city?.slug ? null : department ? { department } : region ? { region } : null,
    days: DAYS.filter((day) => rhythm[RHYTHM_FIELDS[day]] === true),
    slots: SLOTS.filter((slot) => rhythm[RHYTHM_FIELDS[slot]] === true),
    maxHours: rhythm.max_hours ?? null,
    text: criteria.keyword?.trim() ?? '',
    sort: criteria.sort === 'soonest' ? OFFER_LIST_SORTS.soonest : OFFER_LIST_SORTS.newest,
  };
}

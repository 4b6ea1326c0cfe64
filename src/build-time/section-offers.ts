/**
 * What the sections of the pages editors compose show besides their own fields, decided when the pages
 * are created. Chiefly the offers of the offer-list sections, chosen from the offers the build holds as
 * the live search would choose them (tests/unit/build-time/section-offers.test.ts compares both): each
 * section's search (src/sections/offer-criteria.ts) gives its first offers and how many match. They go in
 * the page's context, its query reads them by id (`offersById`): a page is built again when an offer
 * comes into or leaves one of its lists, or changes. Pure: gatsby-node reads the offers and the sections.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { callPath, DAYS, OFFER_PAGE_SIZE, queryMatches, RHYTHM_FIELDS, searchWords, SLOTS, textTerms, vocabularyOf, type Vocabulary } from '@rythmo/site-map';
import { apiSearch, jobsSearch, type JobsQuery } from '../features/jobs/jobs-query';
import { offerListQuery, type OfferListCriteria } from '../sections/offer-criteria';
import { someSectionMoves } from '../sections/moves';
import { newestFirst, slugs, type ListedOffer } from './list-pages';
import type { PlannedPage } from './pages';

type RhythmNode = Partial<Record<(typeof RHYTHM_FIELDS)[keyof typeof RHYTHM_FIELDS], boolean | null>> & { hours_per_week?: number | null };

/** An offer as the sections' searches read it: its lists, its start, its rhythm, its place's département. */
export type SectionOffer = ListedOffer & {
  start_date: string | null;
  city: { slug: string; county_code?: string | null } | null;
  rhythm: RhythmNode | null;
};

/** The words of an offer's texts, read only when a section searches a keyword. */
export type OfferTexts = {
  id: string;
  title: string;
  place: string | null;
  city: { name: string } | null;
  required_skills: readonly ({ name: string | null } | null)[] | null;
  description: { data: { description: string | null } | null } | null;
};

/** An offer-list section of a page: its place in the page's zone, its criteria and how many offers it shows. */
export type PageSection = OfferListCriteria & {
  strapi_component?: string | null;
  count?: number | null;
  /** A key-figures section's figures counted live: each one's criteria. */
  live_items?: readonly (OfferListCriteria | null)[] | null;
  /** A hero's search box. */
  search?: boolean | null;
};

/** A section's offers: the first ones, in its order, and how many match. */
export type SectionList = { ids: string[]; total: number };

/** The région of each département (INSEE codes), as the live search reads them (@etalab/decoupage-administratif). */
export function departmentRegions(): ReadonlyMap<string, string> {
  const file = createRequire(__filename).resolve('@etalab/decoupage-administratif/data/departements.json');
  const departements = JSON.parse(fs.readFileSync(file, 'utf8')) as { code: string; region: string }[];
  return new Map(departements.map((departement) => [departement.code, departement.region]));
}

/**
 * The words of the offers' texts as the live search indexes them (title, place and city, skills,
 * description): each offer's stems, and the vocabulary a keyword is matched in (stems, else the words it
 * begins or misspells). The live search reads the offers' trade labels and the editors' synonyms besides.
 */
export type OfferWords = { stems: ReadonlyMap<string, ReadonlySet<string>>; vocabulary: Vocabulary };

export function offerWords(offers: readonly OfferTexts[]): OfferWords {
  const stems = new Map<string, Set<string>>();
  const terms = offers.map((offer) => {
    const skills = (offer.required_skills ?? []).flatMap((skill) => (skill?.name ? [skill.name] : []));
    const found = textTerms([offer.title, offer.place ?? '', offer.city?.name ?? '', skills.join(' '), offer.description?.data?.description ?? ''].join(' '));
    stems.set(offer.id, new Set(found.map((term) => term.stem)));
    return found;
  });
  return { stems, vocabulary: vocabularyOf(terms.flat()) };
}

export const NO_WORDS: OfferWords = { stems: new Map(), vocabulary: vocabularyOf([]) };

const soonestFirst = (a: SectionOffer, b: SectionOffer): number => (a.start_date ?? '').localeCompare(b.start_date ?? '') || a.offer_id - b.offer_id;
const some = (wanted: readonly string[], values: readonly string[]): boolean => wanted.length === 0 || values.some((value) => wanted.includes(value));

type MatchContext = { regions: ReadonlyMap<string, string>; words: OfferWords };
/** What each word of a keyword accepts: one of these stems (queryMatches); null without a keyword. */
type Keyword = readonly ReadonlySet<string>[] | null;

/** Whether an offer answers a search: every filter given, each satisfied by one of its values. */
function matches(offer: SectionOffer, query: JobsQuery, keyword: Keyword, { regions, words }: MatchContext): boolean {
  const department = offer.city?.county_code ?? null;
  const rhythm = offer.rhythm ?? {};
  const location = query.location;
  return (
    some(query.city, offer.city === null ? [] : [offer.city.slug]) &&
    (location === null ||
      ('department' in location ? department === location.department : department !== null && regions.get(department) === location.region)) &&
    some(query.works, [...slugs(offer.works), ...(offer.works ?? []).flatMap((trade) => (trade?.work == null ? [] : [trade.work.slug]))]) &&
    some(query.contractTypes, slugs(offer.contracts)) &&
    some(query.studentTypes, slugs(offer.student_job_types)) &&
    some(query.agency, offer.agency === null ? [] : [offer.agency.slug]) &&
    some(query.event, offer.event === null ? [] : [offer.event.slug]) &&
    some(
      query.days,
      DAYS.filter((day) => rhythm[RHYTHM_FIELDS[day]] === true),
    ) &&
    some(
      query.slots,
      SLOTS.filter((slot) => rhythm[RHYTHM_FIELDS[slot]] === true),
    ) &&
    (query.maxHours === null || (rhythm.hours_per_week ?? 0) <= query.maxHours) &&
    (keyword === null || keyword.every((accepted) => [...accepted].some((stem) => words.stems.get(offer.id)?.has(stem) === true)))
  );
}

/** The offers of one section: the first `count` in its order, and how many match. */
export function sectionList(offers: readonly SectionOffer[], section: PageSection, context: MatchContext): SectionList {
  const query = offerListQuery(section);
  const { stems } = context.words.vocabulary;
  const keyword = queryMatches(context.words.vocabulary, query.text)?.map((accepted) => new Set(accepted.map((i) => stems[i]))) ?? null;
  const matching = offers.filter((offer) => matches(offer, query, keyword, context));
  matching.sort(query.sort === 'start_date' ? soonestFirst : newestFirst);
  return { ids: matching.slice(0, section.count ?? 0).map((offer) => offer.id), total: matching.length };
}

/**
 * The live API's pages an offer-list section's code asks for its offers now (src/sections/offer-list.tsx),
 * their paths under /api: a page checks them without that code (src/sections/live-check.ts).
 */
export function livePages(section: PageSection, locale: string): string[] {
  const query = offerListQuery(section);
  return Array.from(
    { length: Math.ceil((section.count ?? 0) / OFFER_PAGE_SIZE) },
    (_, n) => `${callPath('offerSearch')}?${apiSearch({ ...query, page: n + 1 }, locale)}`,
  );
}

/** Whether any section of these pages searches a keyword (the offers' texts are read then only). */
export const searchesWords = (sections: ReadonlyMap<string, readonly (PageSection | null)[]>): boolean =>
  [...sections.values()].some((zone) => zone.some((section) => searchWords(section?.keyword ?? '').length > 0));

/**
 * The pages of sections (template `page`) and the home page with what their sections show besides their
 * fields, in their context: `keptBody` when none of a page's sections moves; `sectionOffers`, each offer-list section's offers by its place in the zone (and the live API's pages that list them now), and `offers`, all
 * their ids, which the page's query reads; `sectionCounts`, each key-figures section's live figures (how
 * many offers answer each one's criteria); `sectionSearches`, each alert sign-up's search of the jobs list;
 * `latestArticles`, whether it shows the blog's latest articles;
 * `namespaces` with the contact form's messages when it shows the form; `claims` (its query reads the
 * general settings then) and `offerTotal`, the offers online, when it shows the site's claims.
 */
export function withSectionData(
  planned: readonly PlannedPage[],
  sections: ReadonlyMap<string, readonly (PageSection | null)[]>,
  offers: readonly SectionOffer[],
  context: MatchContext,
): PlannedPage[] {
  /** The live figures of a zone's key-figures sections, by the section's place in the zone. */
  const liveCounts = (zone: readonly (PageSection | null)[]): Record<string, number[]> => {
    const counts: Record<string, number[]> = {};
    zone.forEach((section, index) => {
      const live = section?.strapi_component === 'sections.key-figures' ? (section.live_items ?? []) : [];
      if (live.length > 0) counts[String(index)] = live.map((criteria) => sectionList(offers, { ...(criteria ?? {}), count: 0 }, context).total);
    });
    return counts;
  };
  return planned.map((page) => {
    const id = page.context.id;
    if (TOPIC_TEMPLATES.has(page.template) && id !== undefined && (page.context.listPage ?? 1) === 1) {
      const zoneCounts = Object.fromEntries(
        TOPIC_ZONES.flatMap((where) => {
          const counts = liveCounts(sections.get(topicZone(id, where)) ?? []);
          return Object.keys(counts).length === 0 ? [] : [[where, counts]];
        }),
      );
      return Object.keys(zoneCounts).length === 0 ? page : { ...page, context: { ...page.context, zoneCounts } };
    }
    const key = page.template === 'page' ? (id ?? '') : page.template === 'home' ? homeZone(page.context.locale) : undefined;
    const zone = key === undefined ? undefined : sections.get(key);
    if (zone === undefined) return page;
    const lists: Record<string, SectionList & { live: string[] }> = {};
    // An alert sign-up's search, written here: its section then runs without the offer query's code.
    const searches: Record<string, string> = {};
    zone.forEach((section, index) => {
      if (section?.strapi_component === 'sections.offer-list')
        lists[String(index)] = { ...sectionList(offers, section, context), live: livePages(section, page.context.locale) };
      if (section?.strapi_component === 'sections.alert-signup') searches[String(index)] = jobsSearch({ ...offerListQuery(section), page: 1 });
    });
    const counts = liveCounts(zone);
    const extra = {
      ...(Object.keys(counts).length === 0 ? {} : { sectionCounts: counts }),
      ...(Object.keys(searches).length === 0 ? {} : { sectionSearches: searches }),
      ...(Object.keys(lists).length === 0 ? {} : { sectionOffers: lists, offers: [...new Set(Object.values(lists).flatMap((list) => list.ids))] }),
      ...(page.template === 'page' && !someSectionMoves(zone) ? { keptBody: true } : {}),
      ...(zone.some((section) => section?.strapi_component === 'sections.latest-articles') ? { latestArticles: true } : {}),
      ...(zone.some((section) => section?.strapi_component === 'sections.claims') ? { claims: true, offerTotal: offers.length } : {}),
      // The contact form's messages and its rules' (shared), which its page loads with its own.
      ...(zone.some((section) => section?.strapi_component === 'sections.contact-form') && !page.context.namespaces.includes('contact')
        ? { namespaces: [...new Set([...page.context.namespaces, 'contact' as const, 'shared' as const])] }
        : {}),
    };
    return Object.keys(extra).length === 0 ? page : { ...page, context: { ...page.context, ...extra } };
  });
}

const RHYTHM_SELECTION = `rhythm { ${Object.values(RHYTHM_FIELDS).join(' ')} hours_per_week }`;

/** What readOffers (gatsby-node) adds for the sections' searches to each offer. */
export const SECTION_OFFER_FIELDS = `start_date city { slug county_code } ${RHYTHM_SELECTION}`;

/** What withSectionData reads of a topic page's zone: its key figures' live criteria (the only kind there that shows more than its fields). */
const TOPIC_ZONE_SELECTION = `
  ... on STRAPI__COMPONENT_SECTIONS_KEY_FIGURES {
    strapi_component
    live_items { city { slug } sector { slug } contract { slug } student_job_type { slug } agency { slug } event { slug } }
  }
`;

/** The criteria of a section that searches offers (src/sections/offer-criteria.ts). */
const CRITERIA_SELECTION = `
  keyword department region
  city { slug } sector { slug } trade { slug } contract { slug } student_job_type { slug } agency { slug } event { slug }
  rhythm { ${Object.values(RHYTHM_FIELDS).join(' ')} max_hours }
`;

/** What withSectionData reads of a zone: the sections that show more than their fields, and those that move. */
const ZONE_SELECTION = `
  ... on STRAPI__COMPONENT_SECTIONS_LATEST_ARTICLES { strapi_component }
  ... on STRAPI__COMPONENT_SECTIONS_CONTACT_FORM { strapi_component }
  ... on STRAPI__COMPONENT_SECTIONS_CLAIMS { strapi_component }
  ... on STRAPI__COMPONENT_SECTIONS_ALERT_SIGNUP { strapi_component ${CRITERIA_SELECTION} }
  ... on STRAPI__COMPONENT_SECTIONS_VIDEO { strapi_component }
  ... on STRAPI__COMPONENT_SECTIONS_HERO { strapi_component search }
  ${TOPIC_ZONE_SELECTION}
  ... on STRAPI__COMPONENT_SECTIONS_OFFER_LIST { strapi_component count sort ${CRITERIA_SELECTION} }
`;

/** The topic types whose pages have zones of sections (their GraphQL names). */
export const TOPIC_TYPES = ['City', 'Work', 'Trade', 'Contract', 'StudentJobType', 'Event', 'Agency'] as const;

/**
 * The sections of every page of sections and of the home page that show more than their fields: the offer
 * lists with their criteria, the latest articles, the contact form, the claims; and the live figures of
 * the topic pages' zones.
 */
export const SECTIONS_QUERY = `
  query SectionOfferLists {
    allStrapiPage { nodes { id sections { ${ZONE_SELECTION} } } }
    allStrapiHomePage { nodes { locale sections { ${ZONE_SELECTION} } } }
    ${TOPIC_TYPES.map((type) => `${type}: allStrapi${type} { nodes { id sections_top { ${TOPIC_ZONE_SELECTION} } sections_bottom { ${TOPIC_ZONE_SELECTION} } } }`).join('\n    ')}
  }
`;

/** The key of the home page's zone in a language, beside the pages' ids. */
export const homeZone = (locale: string): string => `home:${locale}`;

/** The zones of a topic page, above and below its offers, and the templates that show them. */
export const TOPIC_ZONES = ['top', 'bottom'] as const;
export type TopicZoneName = (typeof TOPIC_ZONES)[number];
/** The templates of the topic types' pages: their model names (StudentJobType → student-job-type). */
const TOPIC_TEMPLATES: ReadonlySet<string> = new Set(TOPIC_TYPES.map((type) => type.replace(/(?!^)([A-Z])/g, '-$1').toLowerCase()));

/** The key of a topic page's zone, beside the pages' ids. */
export const topicZone = (id: string, zone: TopicZoneName): string => `${id}:${zone}`;

/** The texts of every offer, for the sections that search a keyword. */
export const OFFER_TEXTS_QUERY = `
  query SectionOfferTexts {
    allStrapiJobOffer { nodes { id title place city { name } required_skills { name } description { data { description } } } }
  }
`;

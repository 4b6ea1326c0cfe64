/**
 * The offer search of the running CMS. The published offers are read from the database (SQLite or
 * PostgreSQL, through Strapi's query engine: the same code on both) into the index of ./engine.ts, and
 * searched in memory: filters, facet counts and sorts in one pass, well under a millisecond per thousand
 * offers. The database stays the only truth: every few seconds, on a request, a cheap query compares the
 * published offers and the lists they refer to (count, last id, last update) with those indexed, and a
 * change rebuilds the index in the background while the previous one keeps answering. Several CMS
 * processes over one database (or its read replicas) each keep their own copy the same way.
 */
import type { Core, UID } from '@strapi/strapi';
import { DAYS, frenchToday, LOCALES, RHYTHM_FIELDS, SLOTS, type Day, type Locale, type Slot } from '@rythmo/site-map';
import { ParameterError } from '../params';
import type { geoService } from '../geo/service';
import { readDepartements } from '../geo/data';
import { buildOfferIndex, searchOffers, type OfferIndex, type OfferRecord, type OfferQuery, type RemunerationUnit } from './engine';
import type { OfferSearchParams } from './params';

const OFFER: UID.ContentType = 'api::job-offer.job-offer';
/** The lists an offer refers to: a change of a label or of a trade's sector changes the answers too. */
const LISTS = {
  contract: 'api::contract.contract',
  trade: 'api::trade.trade',
  work: 'api::work.work',
  studentType: 'api::student-job-type.student-job-type',
  event: 'api::event.event',
  agency: 'api::agency.agency',
  city: 'api::city.city',
} as const satisfies Record<string, UID.ContentType>;

/** How often, at most, a request checks the database for changes. */
const CHECK_MS = 2000;
/** Offers read per query while indexing. */
const CHUNK = 2000;

type Labels = Record<Locale, Map<string, string>>;
type Snapshot = {
  index: OfferIndex;
  signature: string;
  labels: { contracts: Labels; trades: Labels; events: Labels };
  builtAt: number;
};

type Row = Record<string, unknown> & { id: number };
type Named = { slug: string; name?: string; label?: string; county_code?: string | null; work?: { slug: string } | null };

/** An offer's card, as the API answers it (spec §3, with its labels in the asked language). */
export type OfferCard = {
  offer_id: number;
  slug: string;
  title: string;
  place: string;
  city: { slug: string; name: string } | null;
  contracts: { slug: string; label: string }[];
  works: { slug: string; label: string }[];
  remuneration: number;
  remuneration_unit: RemunerationUnit;
  start_date: string;
  publication_date: string;
  valid_through: string;
  rhythm: { days: Day[]; slots: Slot[]; hours_per_week: number };
  agency: { slug: string; name: string } | null;
  event: { slug: string; name: string } | null;
  distance_km?: number;
};

export type OfferSearchAnswer = {
  data: OfferCard[];
  meta: {
    page: number;
    pageSize: number;
    pageCount: number;
    total: number;
    facets: ReturnType<typeof searchOffers>['facets'];
    geolocation?: { lat: number; long: number; radius: number; name?: string };
  };
};

export const offerService = ({ strapi }: { strapi: Core.Strapi }) => {
  const departments = new Map(readDepartements().map((d) => [d.code, d.region]));
  const regions = new Set(departments.values());
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let checkedAt = 0;

  const published = { publishedAt: { $notNull: true } };

  /**
   * What identifies the published offers and lists: each type's count, last id and last update, in one
   * aggregate query per type (one pass over its table: on SQLite the queries run on the server's thread,
   * so this check, every CHECK_MS, must stay short).
   */
  const signature = async (): Promise<string> => {
    const knex = strapi.db.connection;
    const parts = await Promise.all(
      [OFFER, ...Object.values(LISTS)].map(async (uid) => {
        const { tableName, attributes } = strapi.db.metadata.get(uid) as unknown as { tableName: string; attributes: Record<string, { columnName?: string }> };
        const column = (name: string): string => attributes[name]?.columnName ?? name;
        const row = (await knex(tableName)
          .whereNotNull(column('publishedAt'))
          .first(knex.raw('count(*) as n'), knex.raw(`max(??) as last`, [column('id')]), knex.raw(`max(??) as latest`, [column('updatedAt')]))) as
          { n: number | string; last: number | null; latest: string | number | Date | null } | undefined;
        return row === undefined ? '0' : `${String(row.n)}:${String(row.last)}:${String(row.latest)}`;
      }),
    );
    return parts.join('|');
  };

  const labelsOf = async (uid: UID.ContentType, field: 'name' | 'label'): Promise<Labels> => {
    const labels = {} as Labels;
    for (const locale of LOCALES) {
      const entries = (await strapi.db.query(uid).findMany({ where: { ...published, locale }, select: ['slug', field] })) as Named[];
      labels[locale] = new Map(entries.map((entry) => [entry.slug, String(entry[field] ?? entry.slug)]));
    }
    return labels;
  };

  const readOffers = async (sectorOf: Map<string, string>): Promise<OfferRecord[]> => {
    const offers: OfferRecord[] = [];
    for (let after = 0; ;) {
      const rows = (await strapi.db.query(OFFER).findMany({
        where: { ...published, id: { $gt: after } },
        orderBy: { id: 'asc' },
        limit: CHUNK,
        select: [
          'id',
          'offer_id',
          'slug',
          'title',
          'place',
          'latitude',
          'longitude',
          'remuneration',
          'remuneration_unit',
          'start_date',
          'publication_date',
          'valid_through',
          'description',
        ],
        populate: {
          city: { select: ['slug', 'name', 'county_code'] },
          contracts: { select: ['slug'] },
          works: { select: ['slug'] },
          student_job_types: { select: ['slug'] },
          agency: { select: ['slug', 'name'] },
          event: { select: ['slug'] },
          rhythm: true,
          required_skills: { select: ['name'] },
        },
      })) as Row[];
      for (const row of rows) offers.push(toRecord(row, sectorOf, departments));
      if (rows.length < CHUNK) return offers;
      after = rows[rows.length - 1].id;
    }
  };

  const load = async (): Promise<Snapshot> => {
    const started = Date.now();
    const version = await signature();
    const trades = (await strapi.db.query(LISTS.trade).findMany({ where: published, select: ['slug'], populate: { work: { select: ['slug'] } } })) as Named[];
    const sectorOf = new Map(trades.filter((trade) => trade.work != null).map((trade) => [trade.slug, (trade.work as { slug: string }).slug]));
    const [offers, contracts, tradeLabels, events] = await Promise.all([
      readOffers(sectorOf),
      labelsOf(LISTS.contract, 'label'),
      labelsOf(LISTS.trade, 'name'),
      labelsOf(LISTS.event, 'name'),
    ]);
    const index = buildOfferIndex(offers);
    strapi.log.info(`Offer search index: ${offers.length} published offers, ${index.vocabulary.length} words, in ${Date.now() - started} ms`);
    return { index, signature: version, labels: { contracts, trades: tradeLabels, events }, builtAt: Date.now() };
  };

  /** Loads once at a time; a failure leaves the previous index answering and is retried at the next check. */
  const reload = (): Promise<Snapshot> => {
    loading ??= load()
      .then((fresh) => (snapshot = fresh))
      .finally(() => (loading = undefined));
    return loading;
  };

  const current = async (): Promise<Snapshot> => {
    if (snapshot === undefined) return reload();
    if (Date.now() - checkedAt >= CHECK_MS && loading === undefined) {
      checkedAt = Date.now();
      const known = snapshot.signature;
      signature()
        .then((version) => (version !== known ? reload() : undefined))
        .catch((error: unknown) => strapi.log.error(`Offer search index: the change check failed: ${String(error)}`));
    }
    return snapshot;
  };

  const geo = () => strapi.plugin('rythmo').service('geo') as ReturnType<typeof geoService>;

  /** The position searched around: given, or the best commune of that name (geo-search). */
  const position = (asked: OfferSearchParams['geolocation']): (NonNullable<OfferQuery['geolocation']> & { name?: string }) | null => {
    if (asked === null || 'lat' in asked) return asked;
    const [place] = geo().search('CITY', asked.name, 1);
    if (place === undefined || place.position === null) throw new ParameterError(`Ville non trouvée : « ${asked.name.slice(0, 50)} ».`);
    return { lat: place.position.lat, long: place.position.long, radiusKm: asked.radiusKm, name: place.name };
  };

  return {
    /** Builds the index ahead of the first search (the server calls it once it listens). */
    warm: (): Promise<unknown> => reload().catch((error: unknown) => strapi.log.error(`Offer search index: ${String(error)}`)),
    async search(params: OfferSearchParams): Promise<OfferSearchAnswer> {
      const { locale, ...query } = params;
      const { location } = query;
      if (location !== null && 'department' in location && !departments.has(location.department))
        throw new ParameterError(`Département inconnu : « ${location.department} ».`);
      if (location !== null && 'region' in location && !regions.has(location.region)) throw new ParameterError(`Région inconnue : « ${location.region} ».`);
      const geolocation = position(query.geolocation);
      const { index, labels } = await current();
      const page = searchOffers(index, { ...query, geolocation }, frenchToday());
      const label = (table: Labels, slug: string): string => table[locale].get(slug) ?? table.fr.get(slug) ?? slug;
      return {
        data: page.hits.map(({ offer, distanceKm }) => ({
          offer_id: offer.offerId,
          slug: offer.slug,
          title: offer.title,
          place: offer.place,
          city: offer.city,
          contracts: offer.contracts.map((slug) => ({ slug, label: label(labels.contracts, slug) })),
          works: offer.trades.map((slug) => ({ slug, label: label(labels.trades, slug) })),
          remuneration: offer.remuneration,
          remuneration_unit: offer.remunerationUnit,
          start_date: offer.startDate,
          publication_date: offer.publicationDate,
          valid_through: offer.validThrough,
          rhythm: { days: offer.days, slots: offer.slots, hours_per_week: offer.hoursPerWeek },
          agency: offer.agency,
          event: offer.event === null ? null : { slug: offer.event, name: label(labels.events, offer.event) },
          ...(distanceKm === null ? {} : { distance_km: Math.round(distanceKm * 10) / 10 }),
        })),
        meta: {
          page: page.page,
          pageSize: page.pageSize,
          pageCount: page.pageCount,
          total: page.total,
          facets: page.facets,
          ...(geolocation === null
            ? {}
            : {
                geolocation: {
                  lat: geolocation.lat,
                  long: geolocation.long,
                  radius: geolocation.radiusKm,
                  ...(geolocation.name ? { name: geolocation.name } : {}),
                },
              }),
        },
      };
    },
  };
};

const slugsOf = (value: unknown): string[] => (Array.isArray(value) ? (value as Named[]).map((item) => item.slug) : []);
/** A date column: a YYYY-MM-DD text, or a Date at local midnight (as some drivers give it). */
const isoDate = (value: unknown): string =>
  value instanceof Date
    ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
    : String(value).slice(0, 10);
/** A boolean column: true, or 1 where the driver keeps integers. */
const isSet = (value: unknown): boolean => value === true || value === 1 || value === '1';
const isoInstant = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** A database row of a published offer, with its relations and components, as the search holds it. */
function toRecord(row: Row, sectorOf: Map<string, string>, departments: Map<string, string>): OfferRecord {
  const city = (row.city as Named | null) ?? null;
  const agency = (row.agency as Named | null) ?? null;
  const rhythm = (row.rhythm as Record<string, unknown> | null) ?? {};
  const trades = slugsOf(row.works);
  const department = city?.county_code ?? null;
  return {
    offerId: Number(row.offer_id),
    slug: String(row.slug),
    title: String(row.title),
    place: String(row.place),
    city: city === null ? null : { slug: city.slug, name: String(city.name) },
    department,
    region: department === null ? null : (departments.get(department) ?? null),
    lat: Number(row.latitude),
    long: Number(row.longitude),
    contracts: slugsOf(row.contracts),
    trades,
    sectors: [...new Set(trades.map((trade) => sectorOf.get(trade)).filter((sector): sector is string => sector !== undefined))],
    studentTypes: slugsOf(row.student_job_types),
    agency: agency === null ? null : { slug: agency.slug, name: String(agency.name) },
    event: (row.event as Named | null)?.slug ?? null,
    remuneration: Number(row.remuneration),
    remunerationUnit: String(row.remuneration_unit) as RemunerationUnit,
    startDate: isoDate(row.start_date),
    publicationDate: isoInstant(row.publication_date),
    validThrough: isoDate(row.valid_through),
    days: DAYS.filter((day) => isSet(rhythm[RHYTHM_FIELDS[day]])),
    slots: SLOTS.filter((slot) => isSet(rhythm[RHYTHM_FIELDS[slot]])),
    hoursPerWeek: Number(rhythm.hours_per_week ?? 0),
    skills: Array.isArray(row.required_skills) ? (row.required_skills as { name: string }[]).map((skill) => skill.name) : [],
    description: String(row.description ?? ''),
  };
}

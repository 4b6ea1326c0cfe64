/**
 * The published offers as the search needs them, read from the database (SQLite or PostgreSQL, through
 * Strapi's query engine: the same code on both) for the search thread (../search-thread.ts), which alone
 * indexes and searches them (./engine.ts). The database stays the only truth: every CHECK_MS, on a timer,
 * a cheap query compares the published offers and the lists they refer to (count, last id, last update)
 * with those last read, and a change reads them again in the background while the thread answers from
 * the previous ones. Several CMS processes over one database (or its read replicas) each follow it the
 * same way (docs/operations.md).
 */
import type { Core, UID } from '@strapi/strapi';
import { DAYS, LOCALES, RHYTHM_FIELDS, SLOTS } from '@rythmo/site-map';
import type { OfferRecord, RemunerationUnit } from '../../../../search/engine';
import { DEPARTMENT_REGIONS, synonymGroups, type Labels, type OfferSnapshot, type SearchLists } from '../../../../search/answer';

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
  // The editors' synonyms: a change is read as the lists' are, and the search answers with it.
  synonym: 'api::search-synonym.search-synonym',
} as const satisfies Record<string, UID.ContentType>;

/** How often the database is checked for changes. */
const CHECK_MS = 2000;
/** Offers read per query while indexing. */
const CHUNK = 2000;

type Snapshot = SearchLists & { records: OfferRecord[]; signature: string; readAt: number };

type Row = Record<string, unknown> & { id: number };
type Named = { slug: string; name?: string; label?: string; county_code?: string | null; work?: { slug: string } | null };

export const offerService = ({ strapi }: { strapi: Core.Strapi }) => {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  let checkedAt = 0;
  const listeners: ((snapshot: OfferSnapshot) => void)[] = [];

  const published = { publishedAt: { $notNull: true } };

  /**
   * What identifies the published offers and lists: each type's count, last id and last update, in one
   * aggregate query per type (one pass over its table: on SQLite the queries run on the server's thread,
   * so this check, every CHECK_MS, must stay short: one type at a time, the event loop let go between them).
   */
  const signature = async (): Promise<string> => {
    const knex = strapi.db.connection;
    const parts: string[] = [];
    for (const uid of [OFFER, ...Object.values(LISTS)]) {
      if (parts.length > 0) await new Promise((resolve) => setImmediate(resolve));
      const { tableName, attributes } = strapi.db.metadata.get(uid) as unknown as { tableName: string; attributes: Record<string, { columnName?: string }> };
      const column = (name: string): string => attributes[name]?.columnName ?? name;
      const row = (await knex(tableName)
        .whereNotNull(column('publishedAt'))
        .first(knex.raw('count(*) as n'), knex.raw(`max(??) as last`, [column('id')]), knex.raw(`max(??) as latest`, [column('updatedAt')]))) as
        { n: number | string; last: number | null; latest: string | number | Date | null } | undefined;
      parts.push(row === undefined ? '0' : `${String(row.n)}:${String(row.last)}:${String(row.latest)}`);
    }
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
      for (const row of rows) offers.push(toRecord(row, sectorOf, DEPARTMENT_REGIONS));
      if (rows.length < CHUNK) return offers;
      after = rows[rows.length - 1].id;
      // The CMS's requests answered between two chunks (on SQLite, each read holds the event loop).
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const load = async (): Promise<Snapshot> => {
    const started = Date.now();
    const version = await signature();
    const trades = (await strapi.db.query(LISTS.trade).findMany({ where: published, select: ['slug'], populate: { work: { select: ['slug'] } } })) as Named[];
    const sectorOf = new Map(trades.filter((trade) => trade.work != null).map((trade) => [trade.slug, (trade.work as { slug: string }).slug]));
    const [offers, contracts, tradeLabels, works, events, synonyms] = await Promise.all([
      readOffers(sectorOf),
      labelsOf(LISTS.contract, 'label'),
      labelsOf(LISTS.trade, 'name'),
      labelsOf(LISTS.work, 'name'),
      labelsOf(LISTS.event, 'name'),
      strapi.db.query(LISTS.synonym).findMany({ where: published, select: ['words'] }) as Promise<{ words: string }[]>,
    ]);
    strapi.log.info(`Offer search: ${offers.length} published offers read in ${Date.now() - started} ms`);
    return {
      records: offers,
      signature: version,
      labels: { contracts, trades: tradeLabels, works, events },
      synonyms: synonymGroups(synonyms.map((entry) => entry.words)),
      readAt: Date.now(),
    };
  };

  /** Loads once at a time; a failure leaves the previous index answering and is retried at the next check. */
  const reload = (): Promise<Snapshot> => {
    loading ??= load()
      .then((fresh) => {
        snapshot = fresh;
        for (const listener of listeners) listener(fresh);
        return fresh;
      })
      .finally(() => (loading = undefined));
    return loading;
  };

  /** Reads the offers again when the database says they changed (one check at a time). */
  const check = async (): Promise<void> => {
    if (snapshot === undefined) {
      await reload();
      return;
    }
    if (Date.now() - checkedAt < CHECK_MS || loading !== undefined) return;
    checkedAt = Date.now();
    const known = snapshot.signature;
    if ((await signature()) !== known) await reload();
  };

  return {
    /** Calls `listener` with each new reading (the current one first, if any). */
    onSnapshot(listener: (snapshot: OfferSnapshot) => void): void {
      listeners.push(listener);
      if (snapshot !== undefined) listener(snapshot);
    },
    /** Checks the database for changes every CHECK_MS: the search thread answers without asking the CMS. */
    watch(): void {
      setInterval(() => void check().catch((error: unknown) => strapi.log.error(`Offer search: the change check failed: ${String(error)}`)), CHECK_MS).unref();
    },
    /** The offers as the database holds them now: read again first when they changed (the alert run). */
    async current(): Promise<OfferSnapshot> {
      if (snapshot === undefined || (await signature()) !== snapshot.signature) return reload();
      return snapshot;
    },
    /** Reads the offers ahead of the first search (the server calls it once it listens). */
    warm: (): Promise<unknown> => reload().catch((error: unknown) => strapi.log.error(`Offer search: ${String(error)}`)),
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
function toRecord(row: Row, sectorOf: Map<string, string>, departments: ReadonlyMap<string, string>): OfferRecord {
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

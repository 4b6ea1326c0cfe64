/**
 * The CMS's counted limits: failed logins (per account from one address, per address, per account), the
 * account emails sent to one address, the contact requests of one address. Counted by
 * rate-limiter-flexible in the CMS's own database (its SQLite or PostgreSQL store, on Strapi's connection,
 * one table `rythmo_limits`), so that a limit holds across CMS instances behind a load balancer; a memory
 * limiter stands in while the database does not answer (its `insuranceLimiter`).
 *
 * A limit counts `max` events of a key within a window that starts at the key's first event (a fixed
 * window); past `max`, the next is refused until the window ends.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterSQLite, type RateLimiterAbstract, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';

export type LimitOptions = { name: string; max: number; windowMs: number };

/** One limit: its events counted per key. */
export class Limit {
  constructor(
    private readonly limiter: Pick<RateLimiterAbstract, 'get' | 'penalty' | 'delete'>,
    private readonly max: number,
  ) {}

  /** Milliseconds until one more event under these keys is allowed; 0 when it is now. */
  async retryAfterMs(keys: readonly string[]): Promise<number> {
    const counts = await Promise.all(keys.map((key) => this.limiter.get(key)));
    return Math.max(0, ...counts.map((count) => (count !== null && count.consumedPoints >= this.max ? count.msBeforeNext : 0)));
  }

  /**
   * Counts one event under the key and resolves with the wait before the next allowed one when this one
   * went past the ceiling, else 0. One statement of the store: of parallel calls, only `max` are allowed.
   */
  async take(key: string): Promise<number> {
    const { consumedPoints, msBeforeNext } = await this.limiter.penalty(key, 1);
    return consumedPoints > this.max ? msBeforeNext : 0;
  }

  /** Counts one event under each key. */
  async count(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.limiter.penalty(key, 1)));
  }

  /** Forgets a key's events (a successful login forgets the account's failures). */
  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** One event taken under each key, at once; resolves with the longest wait of the ceilings it went past, 0 when none. */
export const takeAll = async (counts: readonly (readonly [Limit, string])[]): Promise<number> =>
  Math.max(0, ...(await Promise.all(counts.map(([limit, key]) => limit.take(key)))));

/**
 * The refusal past a ceiling: Retry-After, and a 429 whose details carry the wait in seconds (`retryAfter`);
 * the message, in the request's language, says how long (the site shows it as written).
 */
export function tooMany(ctx: { set: (name: string, value: string) => void }, waitMs: number, message: string): errors.RateLimitError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  ctx.set('Retry-After', String(seconds));
  return new errors.RateLimitError(message, { retryAfter: seconds });
}

const TABLE = 'rythmo_limits';
const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

const inMemory = ({ name, max, windowMs }: LimitOptions): RateLimiterMemory =>
  new RateLimiterMemory({ keyPrefix: name, points: max, duration: seconds(windowMs) });

/** A limit counted in memory, in this process only: for unit tests and as the store's stand-in. */
export const memoryLimit = (options: LimitOptions): Limit => new Limit(inMemory(options), options.max);

type StoreOptions = ConstructorParameters<typeof RateLimiterSQLite>[0];

/** The table of each CMS's limits, created by the first limit made there (once per process). */
const tables = new WeakMap<Core.Strapi, Promise<void>>();

/**
 * The limits of this CMS, in its database. The table is created once, by the first limit made (both
 * stores create it if it does not exist); every limit's calls wait for it.
 */
export function databaseLimits(strapi: Core.Strapi): (options: LimitOptions) => Limit {
  const store = (options: StoreOptions, ready?: (error?: Error) => void): RateLimiterStoreAbstract => {
    const knex = strapi.db.connection;
    return strapi.db.dialect.client === 'postgres'
      ? new RateLimiterPostgres({ ...options, storeClient: knex, storeType: 'knex' }, ready)
      : new RateLimiterSQLite({ ...options, storeClient: knex, storeType: 'knex' }, ready);
  };
  return (limit) => {
    const { name, max, windowMs } = limit;
    const options: StoreOptions = {
      storeClient: undefined,
      keyPrefix: name,
      points: max,
      duration: seconds(windowMs),
      tableName: TABLE,
      insuranceLimiter: inMemory(limit),
    };
    let table = tables.get(strapi);
    let limiter: RateLimiterStoreAbstract;
    if (table === undefined) {
      let settle: (error?: Error) => void = () => undefined;
      table = new Promise<void>((resolve, reject) => (settle = (error) => (error === undefined ? resolve() : reject(error))));
      tables.set(strapi, table);
      limiter = store({ ...options, tableCreated: false }, settle);
    } else limiter = store({ ...options, tableCreated: true });
    return new Limit(afterTable(limiter, table), max);
  };
}

/** A store limiter whose calls wait until the table exists. */
function afterTable(limiter: RateLimiterStoreAbstract, table: Promise<void>): Pick<RateLimiterAbstract, 'get' | 'penalty' | 'delete'> {
  return {
    async get(key) {
      await table;
      return limiter.get(key);
    },
    async penalty(key, points) {
      await table;
      return limiter.penalty(key, points);
    },
    async delete(key) {
      await table;
      return limiter.delete(key);
    },
  };
}

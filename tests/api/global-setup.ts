import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { CmsAdmin, type AdminCredentials } from '../../scripts/lib/cms-admin.mjs';
import { plantExpiredOffer } from '../e2e/support/offers';
import { applyTestEnvironment, dataRoot } from '../e2e/support/test-env';

type Cms = { url: string; stop: () => Promise<void> };
type StackModule = {
  DEFAULTS: Record<string, unknown>;
  compileCms: (options: Record<string, unknown>, log?: (message: string) => void) => Promise<void>;
  startCms: (options: Record<string, unknown>, log?: (message: string) => void) => Promise<unknown>;
  startPostgresCms: (options: Record<string, unknown>, log?: (message: string) => void) => Promise<Cms & { database: Record<string, unknown> }>;
};
type ProcessesModule = { stopProcess: (child: unknown) => Promise<void> };

/** Offers of the PostgreSQL database: as the end-to-end tests' (enough for every filter to have values). */
const POSTGRES_SEED_OFFERS = 300;
/** A run's data: two databases, their uploads and mails. */
const DATA_BYTES = 512 * 1024 ** 2;
/** Ports of their own, so that the API's tests run beside a stack of `npm start` or of the end-to-end tests. */
const PORTS = { cms: 1348, pgCms: 1349, search: 1350, pgSearch: 1351, postgres: 55442, site: 9110 };

/**
 * The API's tests need the CMS and nothing of the site: the CMS on a temporary SQLite database and a second
 * on a temporary PostgreSQL cluster, both seeded by the real seed (or from the seed cache of
 * scripts/lib/stack.mjs when nothing they are made of changed), each with its mail sink, started as
 * `npm start` starts them (`node run.js start`: a process of its own, as in production, which an outage
 * test can stop). No build, no nginx, no browser. The tests read the same variables as the end-to-end
 * tests' (tests/e2e/support), the CMS called directly.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  const log = (message: string): void => console.log(`[api setup] ${message}`);
  const dir = fs.mkdtempSync(path.join(dataRoot(DATA_BYTES), 'jobs-api-'));
  // PostgreSQL's programs run as its own user when we are root: they reach its folder through this one.
  fs.chmodSync(dir, 0o755);
  const { DEFAULTS, compileCms, startCms, startPostgresCms } = (await import(
    path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'stack.mjs')
  )) as StackModule;
  const { stopProcess } = (await import(path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'processes.mjs'))) as ProcessesModule;
  const admin: AdminCredentials = { email: 'editeur@api.test', password: `${crypto.randomBytes(12).toString('base64url')}-Aa1` };
  const quiet = process.env.E2E_VERBOSE !== '1';
  applyTestEnvironment();
  const seedCache = process.env.E2E_SEED_CACHE !== '0';
  const options = {
    ...DEFAULTS,
    cmsPort: PORTS.cms,
    searchPort: PORTS.search,
    sitePort: PORTS.site,
    databaseFile: path.join(dir, 'data.db'),
    publicDir: path.join(dir, 'public'),
    tokenFile: path.join(dir, 'build-token'),
    previewTokenFile: path.join(dir, 'preview-token'),
    mailDir: path.join(dir, 'mail'),
    serveAdmin: false,
    admin,
    seedCache,
    quiet,
  };
  // What is started, stopped in reverse on teardown or on a failure of the setup.
  const started: (() => Promise<void>)[] = [];
  const teardown = async (): Promise<void> => {
    for (const stop of started.reverse()) await stop().catch((error: unknown) => log(`teardown: ${String(error)}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await compileCms(options, log);
    const postgres = startPostgresCms(
      {
        dir: path.join(dir, 'postgres-cms'),
        cmsPort: PORTS.pgCms,
        searchPort: PORTS.pgSearch,
        postgresPort: PORTS.postgres,
        seedOffers: POSTGRES_SEED_OFFERS,
        seedCache,
        precompiled: true,
        admin,
        quiet,
      },
      (message) => log(`PostgreSQL: ${message}`),
    );
    // Stopped with the rest once started, even when the SQLite one fails first.
    started.push(() => postgres.then((cms) => cms.stop()));
    postgres.catch(() => undefined); // awaited below; a failure before then is the SQLite CMS's to report
    const sqlite = startCms({ ...options, precompiled: true }, log);
    started.push(() => sqlite.then((child) => stopProcess(child)));
    await sqlite;
    const postgresCms = await postgres;
    const cmsUrl = `http://127.0.0.1:${PORTS.cms}`;
    for (const url of [cmsUrl, postgresCms.url]) await plantExpiredOffer(await CmsAdmin.login(url, admin), url);
    log(`CMSs ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    Object.assign(process.env, {
      E2E_CMS_URL: cmsUrl,
      E2E_SEARCH_URL: `http://127.0.0.1:${PORTS.search}`,
      E2E_PG_CMS_URL: postgresCms.url,
      E2E_PG_SEARCH_URL: `http://127.0.0.1:${PORTS.pgSearch}`,
      E2E_PG_DATABASE: JSON.stringify(postgresCms.database),
      // The site's address in the CMS's emails and links (nothing answers there: these tests call the CMS).
      E2E_SITE_PORT: String(PORTS.site),
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_TOKEN_FILE: options.tokenFile,
      E2E_PREVIEW_TOKEN_FILE: options.previewTokenFile,
      E2E_DATA_DIR: dir,
      E2E_MAIL_DIR: options.mailDir,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

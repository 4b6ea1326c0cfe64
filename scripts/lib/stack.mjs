// The whole product on one machine: CMS on SQLite (seeded when empty), the static build, nginx.
// Used by `npm start` and by the end-to-end test harness, so both run exactly the same parts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR, ROOT } from './paths.mjs';
import { cmsEnvValue, ensureCmsEnv } from './cms-env.mjs';
import { assertPortFree, runCommand, startProcess, stopProcess, waitForHttp } from './processes.mjs';
import { DEFAULT_PORTS } from '@rythmo/site-map';
import { reloadNginx, startNginx } from './nginx.mjs';
import { postgresBin, startPostgres } from './postgres.mjs';
import { currentLink, deployRelease, statusFile } from './deploy.mjs';
import { createRebuilder, rebuildWorkers } from './rebuilder.mjs';
import { phaseCollector } from './build-phases.mjs';
import { startMailSink } from './mail-sink.mjs';
import { RECAPTCHA_TEST_KEYS, startCaptchaVerifier } from './captcha-verifier.mjs';

const CMS_DIR = path.join(ROOT, 'cms');
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby');

export const DEFAULTS = {
  cmsPort: DEFAULT_PORTS.cms,
  /** The CMS's search thread, the one server of the offer and geo searches (nginx forwards them there). */
  searchPort: DEFAULT_PORTS.search,
  sitePort: DEFAULT_PORTS.site,
  databaseFile: path.join(ROOT, 'cms', '.tmp', 'data.db'),
  tokenFile: path.join(ROOT, '.strapi-build-token'),
  serveAdmin: true,
  /** Releases of the site served by nginx, the rebuild status and log. */
  siteDir: path.join(ROOT, '.site'),
  rebuildPort: DEFAULT_PORTS.rebuild,
  rebuildDebounceMs: 2000,
  /** The preview site (npm run preview): gatsby develop on drafts, in its own working folder. */
  previewPort: DEFAULT_PORTS.preview,
  previewDir: path.join(ROOT, '.preview'),
  previewTokenFile: path.join(ROOT, '.strapi-preview-token'),
  /** Where the local mail sink writes the CMS's emails (one JSON file each). */
  mailDir: path.join(ROOT, '.mail'),
};

const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Strapi's database variables: SQLite in a file by default, PostgreSQL when `database` gives its server. */
function databaseEnv(databaseFile, database) {
  if (database === undefined) return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: databaseFile };
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: database.host,
    DATABASE_PORT: String(database.port),
    DATABASE_NAME: database.name,
    DATABASE_USERNAME: database.user,
    DATABASE_PASSWORD: database.password,
  };
}

/**
 * The CMS's private folders, beside its database's file (or its public folder): candidates' CVs
 * (PRIVATE_FILES_DIR), the files of requests in progress (UPLOAD_TMP_DIR) and its temporary files (TMPDIR:
 * the upload plugin's working folders), each readable by the CMS's user only.
 */
function privateDirsEnv(databaseFile, database, publicDir) {
  const base = database === undefined ? path.dirname(databaseFile) : publicDir === undefined ? undefined : path.dirname(publicDir);
  if (base === undefined) return {};
  const tmp = path.join(base, 'cms-tmp');
  fs.mkdirSync(tmp, { recursive: true, mode: 0o700 });
  return { PRIVATE_FILES_DIR: path.join(base, 'private-files'), UPLOAD_TMP_DIR: path.join(base, 'uploads-in-progress'), TMPDIR: tmp };
}

function cmsEnv({
  cmsPort,
  sitePort,
  siteUrl,
  previewPort,
  databaseFile,
  database,
  tokenFile,
  previewTokenFile,
  publicDir,
  serveAdmin = false,
  admin,
  webhook,
  seedOffers,
  precompiled,
  smtpPort,
  searchPort,
  captchaVerifier,
}) {
  return {
    // The preview button: drafts on the preview site, published versions on the live site; every save
    // refreshes the preview (a call that fails while no preview runs is only logged).
    PREVIEW_URL: `http://localhost:${previewPort}`,
    SITE_URL: siteUrl ?? `http://localhost:${sitePort}`,
    PREVIEW_REFRESH_URL: `http://127.0.0.1:${previewPort}/__refresh`,
    PREVIEW_REFRESH_SECRET: cmsEnvValue('PREVIEW_REFRESH_SECRET'),
    PREVIEW_TOKEN_FILE: previewTokenFile,
    ...(webhook !== undefined ? { SITE_REBUILD_WEBHOOK_URL: webhook.url, SITE_REBUILD_WEBHOOK_SECRET: webhook.secret } : {}),
    ...(publicDir !== undefined ? { CMS_PUBLIC_DIR: publicDir } : {}),
    // Candidates' CVs (cms/src/storage/private-files.ts), uploads in progress and temporary files, private.
    ...privateDirsEnv(databaseFile, database, publicDir),
    // `admin: null`: none at all, not even cms/.env's (a seed kept for other runs, each with its own).
    ...(admin === null ? { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } : admin !== undefined ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
    SERVE_ADMIN: String(serveAdmin),
    PORT: String(cmsPort),
    ...databaseEnv(databaseFile, database),
    ...(seedOffers !== undefined ? { SEED_OFFERS: String(seedOffers) } : {}),
    ...(precompiled ? { CMS_PRECOMPILED: '1' } : {}),
    LIVE_SEARCH_PORT: String(searchPort ?? DEFAULT_PORTS.search),
    ...(smtpPort !== undefined ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURE: 'false' } : {}),
    ...(captchaVerifier !== undefined ? { RECAPTCHA_VERIFY_URL: captchaVerifier.url, RECAPTCHA_SECRET: RECAPTCHA_TEST_KEYS.secret } : {}),
    BUILD_TOKEN_FILE: tokenFile,
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: 'production',
  };
}

/**
 * Fills the CMS database when it is empty (idempotent; SEED_OFFERS and SEED_DATE pass through).
 * `seedNiceness` runs the seed at that lower priority (nice(1)): a seed that another one waits less for.
 * `seedCache`: the seeded database (a copy of SQLite's file, a dump of PostgreSQL's) and its uploads are
 * kept in SEED_CACHE under the hash of what makes them, and taken from there when nothing changed (seedKey).
 */
export async function seedCms(options, log = console.log) {
  ensureCmsEnv();
  if (options.seedCache) return options.database === undefined ? seedFromCache(options, log) : seedPostgresFromCache(options, log);
  if (options.database === undefined) fs.mkdirSync(path.dirname(options.databaseFile), { recursive: true });
  const since = Date.now();
  log(
    `Seeding the CMS database ${options.database === undefined ? options.databaseFile : `postgres://${options.database.host}:${options.database.port}/${options.database.name}`} (idempotent)…`,
  );
  await runCommand('seed', 'node', ['run.js', 'seed'], {
    niceness: options.seedNiceness,
    cwd: CMS_DIR,
    env: { ...cmsEnv({ ...options, webhook: undefined }), PREVIEW_REFRESH_URL: '' },
    quiet: options.quiet,
  });
  log(`Seed done in ${elapsed(since)}`);
}

/**
 * Seeded SQLite databases of this checkout, one folder per hash of their inputs (node_modules/.cache: a
 * clean clone or install seeds). The two newest are kept.
 */
export const SEED_CACHE = path.join(ROOT, 'node_modules', '.cache', 'rythmo-seeds');
const SEEDS_KEPT = 2;
/** What a seeded database is made of: the CMS's code, settings and dependencies, the shared package, its secrets' file, how it is seeded. */
const SEED_INPUTS = [
  'cms/src',
  'cms/config',
  'cms/run.js',
  'cms/tsconfig.json',
  'cms/package-lock.json',
  'cms/.env',
  'packages/site-map/src',
  'scripts/lib/stack.mjs',
];

/** The seed's inputs hashed, with the offers it makes and its date (SEED_DATE, else today: offers are dated from it). */
export function seedKey(options, { root = ROOT, inputs = SEED_INPUTS, today = new Date() } = {}) {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) {
    const full = path.join(root, input);
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true })
          .map(String)
          .sort()
          .map((file) => path.join(input, file))
      : [input];
    for (const file of files)
      if (fs.statSync(path.join(root, file)).isFile())
        hash
          .update(file)
          .update('\0')
          .update(fs.readFileSync(path.join(root, file)));
  }
  hash.update(
    JSON.stringify({
      offers: options.seedOffers ?? process.env.SEED_OFFERS ?? null,
      date: process.env.SEED_DATE ?? today.toISOString().slice(0, 10),
      database: options.database === undefined ? 'sqlite' : 'postgres',
    }),
  );
  return hash.digest('hex').slice(0, 24);
}

/**
 * A seeded SQLite database from the cache, seeded into it first when it has none for these inputs. The
 * cache's copy is seeded without the administrator (each run has its own, made at the CMS's first start
 * from ADMIN_EMAIL) and without the site's tokens (made again when their files are missing).
 */
async function seedFromCache(options, log) {
  const since = Date.now();
  const entry = path.join(SEED_CACHE, seedKey(options));
  if (!fs.existsSync(path.join(entry, 'data.db'))) {
    // Seeded beside the run's database (in memory for the tests), then copied into the cache.
    const making = path.join(path.dirname(options.databaseFile), 'seed-for-cache');
    fs.rmSync(making, { recursive: true, force: true });
    fs.mkdirSync(making, { recursive: true });
    await seedCms(
      {
        ...options,
        seedCache: false,
        admin: null,
        databaseFile: path.join(making, 'data.db'),
        publicDir: path.join(making, 'public'),
        tokenFile: path.join(making, 'tokens', 'build'),
        previewTokenFile: path.join(making, 'tokens', 'preview'),
      },
      log,
    );
    for (const scratch of ['tokens', 'cms-tmp', 'uploads-in-progress']) fs.rmSync(path.join(making, scratch), { recursive: true, force: true });
    storeInCache(making, entry);
  } else cacheHit(entry, log);
  fs.mkdirSync(path.dirname(options.databaseFile), { recursive: true });
  for (const file of fs.readdirSync(entry).filter((name) => name.startsWith('data.db')))
    fs.copyFileSync(path.join(entry, file), `${options.databaseFile}${file.slice('data.db'.length)}`);
  copyUploads(entry, options);
  const privateFiles = path.join(entry, 'private-files');
  if (fs.existsSync(privateFiles)) fs.cpSync(privateFiles, path.join(path.dirname(options.databaseFile), 'private-files'), { recursive: true });
  log(`Seeded database ready in ${elapsed(since)}`);
}

/** Keeps the newest SEEDS_KEPT entries of the cache. */
function pruneSeedCache() {
  for (const old of fs
    .readdirSync(SEED_CACHE)
    .filter((name) => /^[0-9a-f]{24}$/.test(name))
    .map((name) => ({ name, at: fs.statSync(path.join(SEED_CACHE, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(SEEDS_KEPT))
    fs.rmSync(path.join(SEED_CACHE, old.name), { recursive: true, force: true });
}

/** An entry of the cache found: marked as used now (the newest are kept). */
function cacheHit(entry, log) {
  log(`Seeded database ${path.basename(entry)} found in ${path.relative(ROOT, SEED_CACHE)}`);
  const now = new Date();
  fs.utimesSync(entry, now, now);
}

/** A folder made beside the cache moved into it whole: an entry is complete or absent. */
function storeInCache(made, entry) {
  fs.mkdirSync(SEED_CACHE, { recursive: true });
  const copying = `${entry}.${process.pid}`;
  fs.cpSync(made, copying, { recursive: true });
  fs.rmSync(made, { recursive: true, force: true });
  fs.renameSync(copying, entry);
  pruneSeedCache();
}

/** The seed's uploads copied from an entry of the cache to the CMS's public folder. */
function copyUploads(entry, options) {
  const uploads = path.join(entry, 'public', 'uploads');
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(options.publicDir ?? path.join(CMS_DIR, 'public'), 'uploads'), { recursive: true });
}

/**
 * A seeded PostgreSQL database from the cache (a dump, restored into the new cluster's empty database),
 * seeded and dumped first when it has none for these inputs: without the administrator and the site's
 * tokens, as for SQLite. pg_dump and pg_restore are clients: they run as the current user.
 */
async function seedPostgresFromCache(options, log) {
  const since = Date.now();
  const entry = path.join(SEED_CACHE, seedKey(options));
  const { host, port, name, user, password } = options.database;
  const connection = ['-h', host, '-p', String(port), '-U', user, '-d', name];
  const client = (program, args) => runCommand(program, path.join(postgresBin(), program), args, { env: { PGPASSWORD: password }, quiet: options.quiet });
  if (fs.existsSync(path.join(entry, 'database.dump'))) {
    cacheHit(entry, log);
    await client('pg_restore', [...connection, '--no-owner', '--exit-on-error', path.join(entry, 'database.dump')]);
    copyUploads(entry, options);
  } else {
    const tokens = fs.mkdtempSync(path.join(path.dirname(options.tokenFile), 'seed-tokens-'));
    await seedCms({ ...options, seedCache: false, admin: null, tokenFile: path.join(tokens, 'build'), previewTokenFile: path.join(tokens, 'preview') }, log);
    fs.rmSync(tokens, { recursive: true, force: true });
    const made = path.join(path.dirname(options.tokenFile), 'seed-for-cache');
    fs.rmSync(made, { recursive: true, force: true });
    fs.mkdirSync(made, { recursive: true });
    await client('pg_dump', [...connection, '--format=custom', '--no-owner', '--file', path.join(made, 'database.dump')]);
    const uploads = path.join(options.publicDir ?? path.join(CMS_DIR, 'public'), 'uploads');
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(made, 'public', 'uploads'), { recursive: true });
    // The seed wrote its uploads where this CMS reads them: the cache keeps a copy.
    storeInCache(made, entry);
  }
  log(`Seeded database ready in ${elapsed(since)}`);
}

const ADMIN_BUILD = path.join(CMS_DIR, 'dist', 'build');
const ADMIN_MARKER = path.join(ADMIN_BUILD, '.built-from');

const ADMIN_SOURCES = path.join(CMS_DIR, 'src', 'admin');

/** What the admin bundle depends on: the CMS dependencies (Strapi and its plugins) and our settings of it (cms/src/admin). */
const adminSource = () => {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(CMS_DIR, 'package-lock.json')));
  for (const file of fs.readdirSync(ADMIN_SOURCES, { recursive: true }).map(String).sort()) {
    const full = path.join(ADMIN_SOURCES, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
};

/** Builds the admin panel (about 40 s) unless the bundle in cms/dist/build matches the installed Strapi and our settings. */
export async function ensureAdminBuild(options, log = console.log) {
  const source = adminSource();
  if (fs.existsSync(path.join(ADMIN_BUILD, 'index.html')) && fs.existsSync(ADMIN_MARKER) && fs.readFileSync(ADMIN_MARKER, 'utf8') === source) return;
  const since = Date.now();
  log('Building the admin panel (once per Strapi install)…');
  await runCommand('admin', path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['build'], { cwd: CMS_DIR, env: cmsEnv(options), quiet: options.quiet });
  fs.writeFileSync(ADMIN_MARKER, source);
  log(`Admin panel built in ${elapsed(since)}`);
}

/**
 * Compiles the CMS's TypeScript sources into cms/dist (what `node run.js seed` and `start` then run), and
 * bundles the site's renderer of the lists searched without JavaScript, which its search thread loads.
 */
export async function compileCms(options, log = console.log) {
  ensureCmsEnv();
  const since = Date.now();
  await Promise.all([
    runCommand('compile', 'node', ['run.js', 'compile'], { cwd: CMS_DIR, env: cmsEnv(options), quiet: options.quiet }),
    runCommand('renderers', 'node', [path.join(ROOT, 'scripts', 'build-renderers.mjs')], { cwd: ROOT, quiet: options.quiet }),
  ]);
  log(`CMS compiled in ${elapsed(since)}`);
}

/**
 * Seeds then serves the CMS (with its admin panel when serveAdmin); resolves once its health endpoint
 * answers. The sources are compiled once, first (unless `precompiled`: another CMS of this checkout has
 * just done it), then `onCompiled` runs: a second CMS may start on the same dist from then on.
 */
export async function startCms(options, log = console.log) {
  await assertPortFree(options.cmsPort);
  ensureCmsEnv();
  // One after the other: both compile the TypeScript sources into cms/dist.
  if (options.serveAdmin) await ensureAdminBuild(options, log);
  if (!options.precompiled) await compileCms(options, log);
  // Every later start of this CMS (after an outage, say) runs on that dist too.
  options.precompiled = true;
  options.onCompiled?.();
  await seedCms(options, log);
  return serveCms(options, log);
}

/**
 * V8's young generation, larger than its default: each request through Strapi's middleware leaves garbage,
 * and small young spaces promoted enough of it to bring pauses of 100–400 ms every few seconds at 500
 * requests a second (npm run bench:api); with 64 MB the direct p99 of geo-search fell from 200–400 ms
 * to 10–26 ms. `--expose-gc`: the CMS collects the garbage of its start once, before it answers a search
 * (cms/src/plugins/rythmo/strapi-server.ts).
 */
const CMS_NODE_FLAGS = ['--max-semi-space-size=64', '--expose-gc'];

/**
 * A CMS alone on a temporary PostgreSQL cluster, seeded (SEED_OFFERS offers): the production database,
 * for the tests and benchmarks of the live API. `precompiled` uses the dist another CMS of this checkout
 * compiled; `seedNiceness` and `seedCache`, see seedCms. Returns its URL and `stop`, which also removes the cluster.
 */
export async function startPostgresCms(
  { dir, cmsPort, searchPort, postgresPort, seedOffers, seedNiceness, seedCache = false, precompiled = false, admin, quiet = true, keep = false },
  log = console.log,
) {
  const postgres = await startPostgres({ dir: path.join(dir, 'postgres'), port: postgresPort, quiet, keep });
  try {
    const options = {
      ...DEFAULTS,
      cmsPort,
      searchPort,
      database: postgres.database,
      tokenFile: path.join(dir, 'build-token'),
      previewTokenFile: path.join(dir, 'preview-token'),
      publicDir: path.join(dir, 'public'),
      mailDir: path.join(dir, 'mail'),
      serveAdmin: false,
      seedOffers,
      seedNiceness,
      seedCache,
      precompiled,
      admin,
      quiet,
    };
    const cms = await startCms(options, log);
    return {
      url: `http://127.0.0.1:${cmsPort}`,
      database: postgres.database,
      stop: async () => {
        await stopProcess(cms);
        await postgres.stop();
      },
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}

/**
 * Serves the CMS on its seeded database; resolves with its process once its health endpoint answers. Its
 * emails go to a local mail sink writing to `options.mailDir`, and the contact form's captcha answers to a
 * local verifier, both started with the first serve and kept for the next ones (they end with the process).
 */
async function serveCms(options, log) {
  const since = Date.now();
  if (options.smtpPort === undefined) {
    options.mailSink = await startMailSink({ dir: options.mailDir });
    options.smtpPort = options.mailSink.port;
  }
  options.captchaVerifier ??= await startCaptchaVerifier();
  const cms = startProcess('cms', 'node', [...CMS_NODE_FLAGS, 'run.js', 'start'], { cwd: CMS_DIR, env: cmsEnv(options), quiet: options.quiet });
  await waitForHttp(`http://127.0.0.1:${options.cmsPort}/_health`, { child: cms, timeoutMs: 180000 });
  // Its search thread, which nginx sends the offer and geo searches to, once it holds the offers.
  await waitForHttp(`http://127.0.0.1:${options.searchPort ?? DEFAULT_PORTS.search}/_health`, { child: cms, timeoutMs: 180000 });
  log(
    `CMS ready on http://127.0.0.1:${options.cmsPort} in ${elapsed(since)}${options.serveAdmin ? `, admin panel on http://localhost:${options.cmsPort}/admin` : ''}`,
  );
  return cms;
}

const SOURCE_MARKER = path.join(ROOT, '.cache', 'cms-source.json');

/**
 * Gatsby's cache holds the nodes of the CMS it last read, and the source plugin then fetches only what
 * changed since: reused against another database (after `npm test`, say), it keeps relations to entries
 * that do not exist and the build fails. The cache is cleared whenever the CMS source differs.
 */
function cacheMatches(source) {
  try {
    return fs.readFileSync(SOURCE_MARKER, 'utf8') === source;
  } catch {
    return false;
  }
}

const cmsSource = (options) => JSON.stringify({ cms: options.cmsPort, database: options.databaseFile, site: options.siteUrl ?? null });

/** Clears Gatsby's cache and public/ when asked to (`clean`) or when they hold another CMS source's build. */
export function clearStaleCache(options) {
  return options.clean || !cacheMatches(cmsSource(options)) ? runCommand('gatsby', GATSBY, ['clean'], { cwd: ROOT, quiet: true }) : Promise.resolve();
}

/**
 * Builds the static site from the running CMS (the token is read from its file, never printed). `cleared`
 * is the cache's clearing when the caller started it earlier (the stack does, beside the CMS's start).
 * `options.workers`: how many workers Gatsby starts (undefined: its count, one per core).
 */
export async function buildSite(options, log = console.log, cleared = clearStaleCache(options)) {
  const since = Date.now();
  await cleared;
  log('Building the site…');
  await runCommand('gatsby', GATSBY, ['build'], {
    cwd: ROOT,
    quiet: options.quiet,
    onLine: options.onBuildLine,
    onSpawn: options.onBuildProcess,
    baseEnv: options.buildEnv,
    env: {
      STRAPI_API_URL: `http://127.0.0.1:${options.cmsPort}`,
      STRAPI_TOKEN_FILE: options.tokenFile,
      SITE_URL: options.siteUrl ?? `http://localhost:${options.sitePort}`,
      LIVE_SEARCH_UPSTREAM: `http://127.0.0.1:${options.searchPort ?? DEFAULT_PORTS.search}`,
      SITE_SERVE_DIR: currentLink(options.siteDir),
      SITE_STATUS_FILE: statusFile(options.siteDir),
      // The admin panel's preview shows live pages in a frame: the pages' CSP lets that origin frame them
      // (unless `adminFramesSite` is false: the tests serve the panel and keep the pages' `frame-ancestors 'none'`).
      ...(options.serveAdmin && options.adminFramesSite !== false ? { CMS_ADMIN_URL: `http://localhost:${options.cmsPort}` } : {}),
      GATSBY_TELEMETRY_DISABLED: '1',
      // Gatsby starts one worker fewer than GATSBY_CPU_COUNT; a count the environment sets wins. It is not
      // compiled in the bundles (gatsby-node.ts): a build with another count renders no page again.
      ...(options.workers !== undefined && options.buildEnv?.GATSBY_CPU_COUNT === undefined ? { GATSBY_CPU_COUNT: String(options.workers + 1) } : {}),
      // Gatsby compiles gatsby-config.ts and gatsby-node.ts with Parcel at every build: two small bundles,
      // which Parcel's own worker processes only slow down (their start costs more than the work).
      PARCEL_WORKERS: '0',
    },
  });
  fs.writeFileSync(SOURCE_MARKER, cmsSource(options));
  log(`Site built in ${elapsed(since)}`);
}

/**
 * Starts the CMS, builds the site, publishes it as the first release and serves it, with the rebuild
 * service the CMS webhook calls on every publication. Returns a stop function that ends everything started,
 * and `cms` to stop and start the CMS alone.
 * `beforeBuild` runs once the CMS answers, before the build (the tests add content there, as an editor would).
 */
export async function startStack(overrides = {}, log = console.log) {
  // Every build of this stack runs in the environment it started in. Gatsby compiles every environment
  // variable into its HTML renderer (build-html's DefinePlugin takes them all, not only GATSBY_*): one
  // set in this process after the first build (the tests' E2E_* addresses) would change the renderer,
  // and the next build would render every page again instead of those a publication touches.
  const options = { ...DEFAULTS, buildEnv: { ...process.env }, ...overrides };
  const started = [];
  let nginx;
  const rebuilder = createRebuilder({
    secret: crypto.randomBytes(24).toString('hex'),
    build: async (events) => {
      const { phases, rendered, onBuildLine } = phaseCollector();
      await buildSite({ ...options, clean: false, quiet: true, onBuildLine, workers: rebuildWorkers(events) }, () => undefined);
      return { phases, pagesRendered: rendered.pages };
    },
    deploy: async () => {
      const result = deployRelease(PUBLIC_DIR, options.siteDir);
      if (nginx !== undefined) await reloadNginx(nginx); // the redirects of the new build
      return result;
    },
    statusPath: statusFile(options.siteDir),
    logPath: path.join(options.siteDir, 'rebuild.log'),
    debounceMs: options.rebuildDebounceMs,
    log,
  });
  let cms;
  const stop = async () => {
    await rebuilder.close();
    await Promise.all([cms, ...started.reverse()].map((child) => stopProcess(child)));
  };
  // An outage of the CMS alone, and its return on the same database (the tests of the live API use it).
  const cmsControl = {
    stop: async () => {
      await stopProcess(cms);
      cms = undefined;
    },
    start: async () => {
      cms ??= await serveCms(options, log);
    },
  };
  await assertPortFree(options.sitePort);
  // The first build's clearing of the cache (1.2 s for Gatsby's command alone, 2.3 s with an old public/ to
  // delete) runs while the CMS compiles and seeds, not between them and the build.
  const cleared = clearStaleCache(options);
  cleared.catch(() => undefined); // awaited by the build; a failure before it is the one reported
  try {
    const rebuildPort = await rebuilder.listen(options.rebuildPort);
    options.webhook = { url: `http://127.0.0.1:${rebuildPort}/webhook`, secret: rebuilder.secret };
    cms = await startCms(options, log);
    if (options.beforeBuild !== undefined) await options.beforeBuild();
    rebuilder.acceptAfter(Date.now());
    await buildSite(options, log, cleared);
    deployRelease(PUBLIC_DIR, options.siteDir);
    nginx = startNginx({ port: options.sitePort, tls: options.tls, stdio: options.quiet ? 'ignore' : 'inherit' });
    started.push(nginx);
    await waitForHttp(`http://127.0.0.1:${options.sitePort}/`, { child: nginx, timeoutMs: 20000 });
    rebuilder.open();
    log(`Rebuild service on http://127.0.0.1:${rebuildPort} (status: http://localhost:${options.sitePort}/_build/status.json)`);
    // The contact form's captcha verifier, taken down and back up by the tests of its outage.
    const captcha = { stop: () => options.captchaVerifier.stop(), start: () => options.captchaVerifier.start() };
    // Its mail sink, taken down and back up by the tests of the email queue.
    const mail = { stop: () => options.mailSink.stop(), start: () => options.mailSink.start() };
    return { stop, options, rebuilder, cms: cmsControl, captcha, mail };
  } catch (error) {
    await stop();
    throw error;
  }
}

// The fresh stack of a benchmark or a check: a seeded CMS on its own temporary database, the clean build,
// nginx and the rebuild service, on the given ports; `servedDir` is the release nginx serves; `stop` ends
// it and removes its folder.
import crypto from 'node:crypto';
import { cmsEnvValue, ensureCmsEnv } from './cms-env.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { startStack } from './stack.mjs';
import { currentLink } from './deploy.mjs';

/** Where a benchmark's stack keeps its files, all in one folder: the database, tokens, published files, mail, site releases. */
export const stackFiles = (dir) => ({
  databaseFile: path.join(dir, 'data.db'),
  tokenFile: path.join(dir, 'build-token'),
  previewTokenFile: path.join(dir, 'preview-token'),
  publicDir: path.join(dir, 'public'),
  mailDir: path.join(dir, 'mail'),
  siteDir: path.join(dir, 'site'),
});

/**
 * A benchmark's folder: `keep` when given (created if need be, and left in place: the seed is idempotent,
 * so a kept database is only checked again), else a new temporary folder, which `remove` deletes.
 */
export function benchFolder(name, keep) {
  const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), `jobs-${name}-`));
  fs.mkdirSync(dir, { recursive: true });
  return { dir, remove: () => (keep === undefined ? fs.rmSync(dir, { recursive: true, force: true }) : undefined) };
}

/**
 * A fresh stack for a benchmark: seeded CMS (`seedOffers` offers, the seed's count by default), clean build,
 * nginx and the rebuild service. `keep`: a folder where the database stays for the next run (the seed is
 * idempotent), else a temporary one removed by `stop`.
 */
export async function startBenchStack(name, ports, log = (message) => console.log(`[bench] ${message}`), { seedOffers, keep } = {}) {
  const { dir, remove } = benchFolder(name, keep);
  fs.chmodSync(dir, 0o755); // nginx workers may run as another user
  // A kept database has its first administrator already: cms/.env's, as every stack without its own makes.
  ensureCmsEnv();
  const admin =
    keep === undefined
      ? { email: 'bench@mesjobs.local', password: `${crypto.randomBytes(12).toString('base64url')}-Aa1` }
      : { email: cmsEnvValue('ADMIN_EMAIL'), password: cmsEnvValue('ADMIN_PASSWORD') };
  let stack;
  const stop = async () => {
    await stack?.stop();
    remove();
  };
  try {
    stack = await startStack(
      {
        ...ports,
        ...stackFiles(dir),
        seedOffers,
        rebuildPort: 0,
        clean: true,
        serveAdmin: false,
        admin,
        quiet: true,
      },
      log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { admin, stop, servedDir: currentLink(path.join(dir, 'site')) };
}

/**
 * The site a check or a benchmark reads: the one at CHECK_SITE_URL when set (npm start's, say, with its
 * release folder at CHECK_SITE_DIR, .site/current by default), else a fresh stack on the given ports,
 * removed by `stop`.
 */
export async function siteUnderTest(name, ports, log) {
  if (process.env.CHECK_SITE_URL !== undefined)
    return { siteUrl: process.env.CHECK_SITE_URL, servedDir: process.env.CHECK_SITE_DIR ?? path.join(ROOT, '.site', 'current'), stop: async () => {} };
  log('starting a fresh stack (seeded CMS, clean build, nginx)…');
  const stack = await startBenchStack(name, ports, log);
  return { siteUrl: `http://127.0.0.1:${ports.sitePort}`, servedDir: stack.servedDir, stop: stack.stop };
}

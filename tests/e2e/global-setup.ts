import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { FullConfig } from '@playwright/test';
import { CmsAdmin, type AdminCredentials } from '../../scripts/lib/cms-admin.mjs';
import { EXTRA_WORKS } from '../fixtures/extra-works';
import { plantXssVectors, type Planted } from './support/xss';
import { startAnalyticsStub } from './support/analytics-stub';
import { startHarness } from './support/harness';
import { plantExpiredOffer, plantFutureOffer } from './support/offers';
import { applyTestEnvironment, dataRoot } from './support/test-env';

type Stack = {
  stop: () => Promise<void>;
  rebuilder: { server: { address: () => { port: number } } };
  cms: { stop: () => Promise<void>; start: () => Promise<void> };
  captcha: { stop: () => Promise<void>; start: () => Promise<void> };
  mail: { stop: () => Promise<void>; start: () => Promise<void> };
};
type StackModule = { startStack: (options: Record<string, unknown>, log?: (message: string) => void) => Promise<Stack> };

/**
 * Starts the real product for the end-to-end tests: a fresh temporary SQLite database filled by the seed,
 * the CMS, a clean Gatsby build and nginx. Returns the teardown that stops all of it and removes the data.
 * The API's own tests, on SQLite and PostgreSQL, start the CMSs alone (tests/api/global-setup.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(dataRoot(DATA_BYTES), 'jobs-e2e-'));
  // nginx workers may run as another user (when started as root): the served releases must be readable.
  fs.chmodSync(dir, 0o755);
  const cmsPort = Number(process.env.E2E_CMS_PORT ?? 1338);
  const searchPort = Number(process.env.E2E_SEARCH_PORT ?? 1340);
  const sitePort = Number(new URL(config.projects[0].use.baseURL ?? 'http://127.0.0.1:9100').port);
  const tokenFile = path.join(dir, 'build-token');
  const previewTokenFile = path.join(dir, 'preview-token');
  const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 8100);
  const { startStack } = (await import(path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'stack.mjs'))) as StackModule;
  const admin: AdminCredentials = { email: 'editeur@e2e.test', password: `${crypto.randomBytes(12).toString('base64url')}-Aa1` };
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const started = Date.now();
  let planted: Planted[] = [];
  const log = (message: string): void => console.log(`[e2e setup] ${message}`);
  // Analytics configured as in production, against a local stand-in of the tag server (builds and rebuilds
  // of this process read these variables).
  const analytics = await startAnalyticsStub();
  // Every test is the same client of the API proxy: a rate that two parallel browsers stay under.
  process.env.API_RATE_LIMIT = '200r/s';
  process.env.API_RATE_BURST = '200';
  applyTestEnvironment();
  // A partner site allowed to frame the embeddable views (embed.spec.ts serves it on this port).
  process.env.E2E_PARTNER_ORIGIN = `http://127.0.0.1:${process.env.E2E_PARTNER_PORT ?? '9109'}`;
  process.env.EMBED_PARTNER_ORIGINS = process.env.E2E_PARTNER_ORIGIN;
  process.env.GATSBY_GA_MEASUREMENT_ID = 'G-E2ETEST';
  process.env.GATSBY_GA_SCRIPT_URL = `${analytics.url}/gtag/js`;
  process.env.E2E_ANALYTICS_URL = analytics.url;
  const stack = await startStack(
    {
      cmsPort,
      searchPort,
      sitePort,
      databaseFile: path.join(dir, 'data.db'),
      publicDir: path.join(dir, 'public'),
      tokenFile,
      previewPort,
      previewTokenFile,
      clean: true,
      // The seeded database of the last run (or of the API's tests) when nothing it is made of changed
      // (scripts/lib/stack.mjs, SEED_CACHE); E2E_SEED_CACHE=0 seeds anew.
      seedCache: process.env.E2E_SEED_CACHE !== '0',
      // The admin panel, which an editor's test drives (admin-editors.spec.ts); the live pages still refuse
      // every frame, as security.spec.ts checks.
      serveAdmin: true,
      adminFramesSite: false,
      siteDir: path.join(dir, 'site'),
      mailDir: path.join(dir, 'mail'),
      rebuildPort: 0,
      rebuildDebounceMs: 1000,
      admin,
      beforeBuild: async () => {
        const editor = await CmsAdmin.login(cmsUrl, admin);
        await addExtraWorks(editor);
        planted = await plantXssVectors(editor, cmsUrl, fs.readFileSync(tokenFile, 'utf8').trim());
        // After the vectors, which go into the newest offer: this one would not be built.
        await plantExpiredOffer(editor, cmsUrl);
        await plantFutureOffer(editor, cmsUrl);
      },
      quiet: process.env.E2E_VERBOSE !== '1',
    },
    log,
  ).catch(async (error: unknown) => {
    await analytics.close();
    throw error;
  });
  console.log(`[e2e setup] Stack ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const harness = await startHarness(stack.cms, stack.captcha, stack.mail);
  process.env.E2E_HARNESS_URL = harness.url;
  process.env.E2E_CMS_URL = cmsUrl;
  process.env.E2E_SEARCH_URL = `http://127.0.0.1:${searchPort}`;
  process.env.E2E_REBUILD_URL = `http://127.0.0.1:${stack.rebuilder.server.address().port}`;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  process.env.E2E_TOKEN_FILE = tokenFile;
  process.env.E2E_PREVIEW_TOKEN_FILE = previewTokenFile;
  process.env.E2E_XSS_PLANTED = JSON.stringify(planted);
  // The editors' spec starts the preview site itself (gatsby develop), in this folder, on this port.
  process.env.E2E_DATA_DIR = dir;
  process.env.E2E_MAIL_DIR = path.join(dir, 'mail');
  process.env.E2E_PREVIEW_PORT = String(previewPort);
  return async () => {
    const since = Date.now();
    const timed = async (part: string, stop: () => Promise<void>): Promise<void> => {
      const from = Date.now();
      await stop();
      log(`teardown: ${part} stopped in ${((Date.now() - from) / 1000).toFixed(1)} s`);
    };
    await timed('harness', () => harness.close());
    await timed('stack', () => stack.stop());
    await timed('analytics', () => analytics.close());
    fs.rmSync(dir, { recursive: true, force: true });
    log(`teardown done in ${((Date.now() - since) / 1000).toFixed(1)} s`);
  };
}

/** Space a run's data folder needs: two releases of the site, the preview's caches, the databases (about 2 GB at the seed: two releases of 440 MB, the preview's 970 MB). */
const DATA_BYTES = 4 * 1024 ** 3;

/** Publishes, through the admin API, more sorted works than the menus may show (see EXTRA_WORKS). */
async function addExtraWorks(admin: CmsAdmin): Promise<void> {
  for (const work of EXTRA_WORKS) {
    const draft = await admin.create('api::work.work', { ...work, description: `Missions ${work.name.toLowerCase()} de courte durée.` }, 'fr');
    await admin.publish('api::work.work', draft.documentId, 'fr');
  }
}

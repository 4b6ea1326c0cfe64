import { defineConfig } from '@playwright/test';
import { WRITES_BEHIND_CMS } from './tests/e2e/support/database';

// The API's tests (tests/api): HTTP calls to the real CMS, started by their global setup on a temporary
// SQLite database and on a temporary PostgreSQL cluster, both filled by the real seed. No site, no nginx,
// no browser: Playwright runs them for its runner, its `expect` and its reports.
export default defineConfig({
  testDir: 'tests/api',
  globalSetup: './tests/api/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'tests/artifacts/playwright-api.json' }]],
  outputDir: 'tests/artifacts/playwright-api',
  projects: [
    { name: 'api', grepInvert: new RegExp(WRITES_BEHIND_CMS) },
    // The tests that write the SQLite database behind the CMS's back, one at a time once the others are
    // done (tests/e2e/support/database.ts).
    { name: 'api-behind', grep: new RegExp(WRITES_BEHIND_CMS), workers: 1, dependencies: ['api'] },
  ],
});

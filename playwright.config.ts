import fs from 'fs';
import { defineConfig } from '@playwright/test';
import { WRITES_BEHIND_CMS } from './tests/e2e/support/database';

// End-to-end tests run against the real stack started by global-setup: Strapi on a temporary SQLite
// database filled by the real seed, the real Gatsby build, nginx, and Debian's Chromium.

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine and version as its
 * full browser, without the window system and the GPU process, and the browser Playwright itself runs
 * headless tests in. The same page loads took a third of the full browser's processor time here (10 s
 * against 30 s, docs/decisions.md). The full browser when the shell is missing; CHROMIUM_PATH picks another.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  // How long an assertion waits for the page: twice Playwright's 5 s. On CI's two busy cores a login
  // followed by the navigation it triggers once took longer than 5 s (journeys.spec.ts, « an English
  // visitor »); a failing assertion only fails later, a passing one is as fast.
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'tests/artifacts/playwright.json' }]],
  outputDir: 'tests/artifacts/playwright',
  use: {
    // A French visitor by default, as most of the audience; language tests set their own.
    locale: 'fr-FR',
    baseURL: `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? '9100'}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    // A failing test keeps its screenshot. Traces (DOM snapshots at each action, a screencast) doubled the
    // processor time of each page load (docs/decisions.md): E2E_TRACE=1 records them, kept for failures.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The longest tests (the axe sweeps, the preview site's start), first in the queue: started last, they
    // would run alone at the end while the other worker waits. Playwright queues the projects a project
    // depends on in the reverse order of its `dependencies`: hence behind's ['site', 'long'].
    { name: 'long', testMatch: /(site-quality|preview)\.spec\.ts/ },
    { name: 'site', testIgnore: /(editors|api-stress|site-quality|preview)\.spec\.ts/, grepInvert: new RegExp(WRITES_BEHIND_CMS) },
    // The tests that write the SQLite database behind the CMS's back, one at a time once no other test
    // calls the CMS (see WRITES_BEHIND_CMS).
    { name: 'behind', grep: new RegExp(WRITES_BEHIND_CMS), workers: 1, dependencies: ['site', 'long'] },
    // A burst past the API's rate limit and an outage of the CMS: after the site tests, whose searches
    // share the one client's allowance and need the CMS.
    { name: 'stress', testMatch: /api-stress\.spec\.ts/, dependencies: ['behind'] },
    // Editors publish and unpublish: the site is rebuilt under the other tests' feet, so they run last, one
    // at a time: each waits for the build its publication started, which another's would be taken for.
    { name: 'editors', testMatch: /editors\.spec\.ts/, dependencies: ['stress'], timeout: 600_000, workers: 1 },
  ],
});

// The site's quality instruments on a built and served site: links (linkinator), HTML (html-validate) and
// accessibility (axe in Chromium). Used by `npm run check:*` and by the end-to-end suite, which runs them
// against its own stack; each returns a report (scripts/lib/reports.mjs writes it under reports/).
/* global window, document -- the functions given to page.evaluate run in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { LinkChecker } from 'linkinator';
import { HtmlValidate } from 'html-validate';
import { createRequire } from 'node:module';
import { ROOT } from './paths.mjs';
import { pageSettled } from './page-settled.mjs';
import { CONTENT_TYPES, LOCALES, routePattern, shellPage, shellRoutes } from '@rythmo/site-map';

const require = createRequire(import.meta.url);

const languageOf = (pagePath) => (pagePath === '/en' || pagePath.startsWith('/en/') ? 'en' : 'fr');

/**
 * One page of each kind (the template or page component that made it) in each language, read from the
 * build's page data: the first path in alphabetical order, so that runs compare the same pages.
 * Gatsby's development 404 page and the lists' pages past the first (src/build-time/list-pages.ts) are left out.
 */
export function pageKinds(publicDir) {
  const root = path.join(publicDir, 'page-data');
  const found = new Map();
  const head = Buffer.alloc(512);
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        visit(path.join(dir, entry.name));
        continue;
      }
      if (entry.name !== 'page-data.json') continue;
      const fd = fs.openSync(path.join(dir, entry.name), 'r');
      const length = fs.readSync(fd, head, 0, head.length, 0);
      fs.closeSync(fd);
      const text = head.subarray(0, length).toString('utf8');
      const component = /"componentChunkName":"component---src-(?:templates|pages)-([a-z0-9-]+)-tsx"/.exec(text)?.[1];
      const pagePath = /"path":"([^"]+)"/.exec(text)?.[1];
      // The lists' pages past the first (under /_pages) are served at their list's address: checked there.
      if (component === undefined || pagePath === undefined || pagePath.startsWith('/dev-404-page') || pagePath.startsWith('/_pages/')) continue;
      // The embeddable view of agencies shares its template with their pages: a kind of its own.
      const kind = /(^|\/)iframe\//.test(pagePath) && !component.endsWith('-embed') ? `${component}-embed` : component;
      const key = `${kind} ${languageOf(pagePath)}`;
      const known = found.get(key);
      if (known === undefined || pagePath < known.path) found.set(key, { kind, language: languageOf(pagePath), path: pagePath });
    }
  };
  visit(root);
  // A shell (one page that serves a route's paths in the browser, RouteMeta.shellOf) answers 404 at its
  // own path: it is visited (`at`) at the path of the first page of the route it stands for.
  for (const { name, of } of shellRoutes()) {
    const template = Object.values(CONTENT_TYPES)
      .flatMap((type) => type.pages ?? [])
      .find((set) => set.route === of)?.template;
    for (const language of LOCALES) {
      const { path: shellPath, matchPath } = shellPage(name, language);
      const shell = [...found.values()].find((page) => page.path === shellPath);
      const target = [...found.values()].find((page) => page.kind === template && page.language === language);
      const value = target === undefined ? undefined : new RegExp(`^${routePattern(of, language, '([^/]+)')}$`).exec(target.path)?.[1];
      if (shell !== undefined && value !== undefined) shell.at = matchPath.replace(/:[a-z]+/, value);
    }
  }
  return [...found.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.language.localeCompare(b.language));
}

/**
 * Crawls the site from the given paths, following every link on its own origin; links elsewhere are
 * counted, not requested (no internet here, and their health is not ours to test).
 */
export async function checkLinks(siteUrl, { starts = ['/', '/en'], concurrency = 50, onPage } = {}) {
  const { origin } = new URL(siteUrl);
  const checker = new LinkChecker();
  let pages = 0;
  checker.on('pagestart', (url) => {
    pages += 1;
    onPage?.(url, pages);
  });
  const started = Date.now();
  const result = await checker.check({
    path: starts.map((start) => new URL(start, siteUrl).href),
    recurse: true,
    concurrency,
    timeout: 20000,
    linksToSkip: async (url) => {
      try {
        return new URL(url).origin !== origin;
      } catch {
        return false;
      }
    },
  });
  const broken = result.links.filter((link) => link.state === 'BROKEN').map(({ url, status, parent }) => ({ url, status, parent }));
  return {
    site: siteUrl,
    starts,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    pages,
    checked: result.links.filter((link) => link.state !== 'SKIPPED').length,
    external: new Set(result.links.filter((link) => link.state === 'SKIPPED').map((link) => link.url)).size,
    broken,
  };
}

/**
 * The HTML rules: the standard's (content models, attributes, ids, nesting) and the accessibility preset.
 * A list may carry a name (aria-label), as ARIA allows for the list role: the offer card's badges and the
 * footer's social links are named lists.
 */
export const HTML_CONFIG = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: { 'aria-label-misuse': ['error', { allowAnyNamable: true }] },
};

/** Validates the built HTML of the given pages (paths as served); every message is an error. */
export async function checkHtml(publicDir, pages, config = HTML_CONFIG) {
  const validator = new HtmlValidate(config);
  const results = [];
  for (const page of pages) {
    const file = page.path.endsWith('.html') ? path.join(publicDir, page.path) : path.join(publicDir, page.path, 'index.html');
    const report = await validator.validateString(fs.readFileSync(file, 'utf8'), path.relative(publicDir, file));
    const messages = report.results.flatMap((result) =>
      result.messages.map(({ ruleId, message, line, column, selector }) => ({ ruleId, message, line, column, selector })),
    );
    results.push({ ...page, errors: messages });
  }
  return { config, pages: results.length, errors: results.reduce((sum, page) => sum + page.errors.length, 0), results };
}

/** axe's rules for WCAG 2.2 A and AA (France's RGAA 4.1 asks for 2.1 AA) and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const readMessages = (language, namespace) => JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'locales', language, `${namespace}.json`), 'utf8'));

/** The names of the controls and dialogs the accessibility check opens, in each language, from the locale files. */
const labelsOf = (language) => {
  const common = readMessages(language, 'common');
  return {
    banner: common.consent_title,
    customise: common.consent_customise,
    preferences: common.consent_preferences_title,
    searchOpen: common.search_open,
    search: common.search_title,
    filtersOpen: new RegExp(`^${common.jobs_filters}`),
    filters: common.filter_panel_title,
    applyOpen: common.offer_apply,
    apply: common.apply_title,
    menu: common.menu,
  };
};

let axeScript;
const axeSource = () => (axeScript ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

const VISITOR = () => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });

/** A step that waits (a dialog to open, the page to settle) fails after this long: each takes under 2 s. */
const STEP_TIMEOUT_MS = 30_000;
/** One page's scans take 2 to 10 s; past this, the attempt counts as stuck, and its context is closed. */
const PAGE_BOUND_MS = 120_000;

/** The promise's value, or an error if it takes longer than the given time. */
const bounded = (promise, ms) => {
  let timer;
  const late = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/**
 * axe on each page as a first-time visitor sees it (the consent banner open), then on each dialog of its
 * own, opened one after the other: the jobs list's filters, the offer's application. The header and the
 * footer are the same on every page: on the first page of each language, they are scanned with the header's
 * search dialog, a header menu open, the consent preferences and, on a phone's screen, closed and then with
 * the menu open on one of its groups; after that page, they are left out. A dialog is scanned alone: the
 * page behind it was scanned already. Each scan waits until nothing moves (./page-settled.mjs).
 * Each page is a first visit in a browser context of its own. A page whose check throws or gets stuck (a
 * step past STEP_TIMEOUT_MS, the page past PAGE_BOUND_MS) is checked once more in a new context, and the
 * report says so; a second failure is reported with the step it stopped at. Violations are never retried.
 */
export async function checkA11y(browser, siteUrl, pages, { onPage } = {}) {
  const results = [];
  const seenLanguages = new Set();
  const started = Date.now();
  const attempt = async (page, first, progress) => {
    const labels = labelsOf(page.language);
    const states = [];
    const context = await browser.newContext({ locale: page.language === 'en' ? 'en-GB' : 'fr-FR', viewport: { width: 1280, height: 800 } });
    progress.context = context;
    await context.addInitScript(VISITOR);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const tab = await context.newPage();
    // axe-core itself, put in the page once (@axe-core/playwright injects it again for every scan: 3 s
    // instead of 0.5 s a scan); the pages' frames are third parties', and are not scanned.
    const scan = async (state, include, exclude = []) => {
      progress.step = `scanning the ${state}`;
      if (!(await tab.evaluate(() => 'axe' in window))) await tab.evaluate(axeSource());
      await tab.waitForFunction(pageSettled);
      const violations = await tab.evaluate(
        ([context, tags]) =>
          window.axe
            .run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
            .then((result) =>
              result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target.join(' ')) })),
            ),
        [{ include: include === undefined ? [['html']] : [[include]], exclude: exclude.map((selector) => [selector]) }, AXE_TAGS],
      );
      states.push({ state, violations });
    };
    const dialog = (name) => tab.getByRole('dialog', { name, exact: true });
    const open = async (state, button, name, prepare) => {
      if ((await button.count()) === 0) return;
      progress.step = `opening the ${state}`;
      await button.first().click();
      await dialog(name).waitFor();
      await prepare?.(dialog(name));
      await scan(state, '[role="dialog"][aria-modal="true"], dialog[open]');
      progress.step = `closing the ${state}`;
      await tab.keyboard.press('Escape');
      await dialog(name).waitFor({ state: 'hidden' });
    };
    progress.step = 'loading the page';
    await tab.goto(new URL(page.at ?? page.path, siteUrl).href);
    await tab.locator('#___gatsby[data-hydrated]').waitFor({ state: 'attached' });
    // A shell's content comes after its page (the offer's data): what it shows once loaded is scanned.
    await tab.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
    // An embeddable view has no header, footer or banner: the partner's page has its own.
    const embed = page.kind.endsWith('-embed');
    if (!embed) await dialog(labels.banner).waitFor();
    await scan(embed ? 'embeddable view' : 'page with the consent banner', undefined, first ? [] : ['header.site-header', 'footer']);
    const header = tab.locator('header');
    await open('filters dialog', tab.getByRole('button', { name: labels.filtersOpen }), labels.filters);
    await open('application dialog', tab.locator('main').getByRole('button', { name: labels.applyOpen, exact: true }), labels.apply);
    if (first) {
      await open('search dialog', header.getByRole('button', { name: labels.searchOpen, exact: true }), labels.search);
      progress.step = 'opening a header menu';
      await tab.locator('header [data-menu]').first().hover();
      await scan('header menu open', 'header.site-header');
      progress.step = 'opening the consent preferences';
      await dialog(labels.banner).getByRole('button', { name: labels.customise }).click();
      await dialog(labels.preferences).waitFor();
      await scan('consent preferences', '#cc-main');
      await tab.keyboard.press('Escape');
      await tab.setViewportSize({ width: 375, height: 812 });
      await scan('header and footer on a phone', 'header.site-header, footer');
      // The menu with a group open: its links are scanned too.
      await open('menu on a phone', header.getByRole('button', { name: labels.menu, exact: true }), labels.menu, (menu) =>
        menu.locator('.sidebar-groups > li > button').first().click(),
      );
    }
    return states;
  };
  for (const page of pages) {
    const first = !page.kind.endsWith('-embed') && !seenLanguages.has(page.language);
    const failures = [];
    let states;
    while (states === undefined && failures.length < 2) {
      const progress = { step: 'opening a browser context', context: undefined };
      try {
        states = await bounded(attempt(page, first, progress), PAGE_BOUND_MS);
      } catch (error) {
        failures.push(`${progress.step}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        // A stuck browser may not answer the closing either: the next attempt does not wait for it.
        await bounded(progress.context?.close() ?? Promise.resolve(), 10_000).catch(() => undefined);
      }
    }
    if (first && states !== undefined) seenLanguages.add(page.language);
    const result =
      states === undefined
        ? {
            ...page,
            states: [{ state: 'could not be checked', violations: failures.map((help) => ({ id: 'check-failed', impact: 'critical', help, targets: [] })) }],
          }
        : { ...page, states, ...(failures.length > 0 ? { retriedAfter: failures[0] } : {}) };
    results.push(result);
    onPage?.(page, result.states);
  }
  const violations = results.reduce((sum, page) => sum + page.states.reduce((n, state) => n + state.violations.length, 0), 0);
  return { tags: AXE_TAGS, seconds: Math.round((Date.now() - started) / 100) / 10, pages: results.length, violations, results };
}

import { expect, test } from '@playwright/test';
import { PUBLIC_DIR } from './support/public-dir';
import { siteUrl } from './support/site';

// The site's quality instruments in the test run, on the stack the suite started: no broken link from / and /en,
// no HTML error and no axe violation on any page kind in either language. The same code as
// `npm run check:links`, `check:html` and `check:a11y`; the reports go to reports/.
// The modules are ES modules that read import.meta: imported at run time, as Node loads them (Playwright's
// transform of static imports would make CommonJS of them).
const checks = () => import('../../scripts/lib/site-checks.mjs');
const writeReport = async (name: string, report: object): Promise<string> => (await import('../../scripts/lib/reports.mjs')).writeReport(name, report);

test('every link of the site leads somewhere, from / and from /en', async () => {
  test.setTimeout(600_000);
  const report = await (await checks()).checkLinks(siteUrl('/'));
  await writeReport('links', report);
  expect(report.pages).toBeGreaterThan(100);
  expect(report.broken).toEqual([]);
});

test('the HTML of every page kind in both languages has no error', async () => {
  const { checkHtml, pageKinds } = await checks();
  const pages = pageKinds(PUBLIC_DIR);
  expect(new Set(pages.map((page) => page.language))).toEqual(new Set(['fr', 'en']));
  expect(pages.length).toBeGreaterThan(40);
  const report = await checkHtml(PUBLIC_DIR, pages);
  await writeReport('html', report);
  expect(report.results.filter((page) => page.errors.length > 0)).toEqual([]);
});

// One test per language, so that the two run side by side (about 90 s each).
for (const language of ['fr', 'en'] as const) {
  test(`axe finds nothing on any page kind in ${language === 'fr' ? 'French' : 'English'}, banner and dialogs open`, async ({ browser }) => {
    test.setTimeout(600_000);
    const { checkA11y, pageKinds } = await checks();
    const pages = pageKinds(PUBLIC_DIR).filter((page) => page.language === language);
    const report = await checkA11y(browser, siteUrl('/'), pages);
    await writeReport(`a11y-${language}`, report);
    expect(report.pages).toBeGreaterThan(20);
    // A page checked a second time (its first attempt threw or got stuck) is named in the test's report.
    for (const page of report.results.filter((result) => 'retriedAfter' in result)) {
      test.info().annotations.push({ type: 'checked twice', description: `${page.path}: ${page.retriedAfter}` });
    }
    const found = report.results.flatMap((page) => page.states.filter((state) => state.violations.length > 0).map((state) => ({ path: page.path, ...state })));
    expect(found).toEqual([]);
  });
}

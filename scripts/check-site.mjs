// npm run check:links | check:html | check:a11y: one of the site's quality instruments on the real site, with its
// report in reports/<check>.json and a non-zero exit when it finds anything.
//   CHECK_SITE_URL    a site already served (npm start: http://localhost:9000), checked as it is; its
//                     release folder in CHECK_SITE_DIR (.site/current by default). Without it, a fresh
//                     stack is started on its own ports (seeded CMS, clean build, nginx) and removed after.
import { chromium } from '@playwright/test';
import { siteUnderTest } from './lib/bench-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { checkA11y, checkHtml, checkLinks, pageKinds } from './lib/site-checks.mjs';
import { writeReport } from './lib/reports.mjs';

const CHECKS = ['links', 'html', 'a11y'];
const check = process.argv[2];
if (!CHECKS.includes(check)) {
  console.error(`Usage: node scripts/check-site.mjs <${CHECKS.join('|')}>`);
  process.exit(2);
}
const log = (message) => console.log(`[check:${check}] ${message}`);

/** Runs one check; returns the report and how many problems it found. */
async function run(siteUrl, servedDir) {
  if (check === 'links') {
    const report = await checkLinks(siteUrl, { onPage: (_url, pages) => pages % 500 === 0 && log(`${pages} pages read…`) });
    for (const link of report.broken) log(`broken: ${link.url} (${link.status}) on ${link.parent}`);
    log(`${report.pages} pages and ${report.checked} links on the site in ${report.seconds} s, ${report.external} addresses elsewhere not requested`);
    return { report, problems: report.broken.length };
  }
  const pages = pageKinds(servedDir);
  log(`${pages.length} pages: one of each kind in each language`);
  if (check === 'html') {
    const report = await checkHtml(servedDir, pages);
    for (const page of report.results) for (const error of page.errors) log(`${page.path}:${error.line}:${error.column} ${error.ruleId}: ${error.message}`);
    return { report, problems: report.errors };
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const report = await checkA11y(browser, siteUrl, pages, {
      onPage: (page, states) => {
        for (const { state, violations } of states)
          for (const violation of violations) log(`${page.path} (${state}) ${violation.id}: ${violation.help} — ${violation.targets.join(', ')}`);
      },
    });
    return { report, problems: report.violations };
  } finally {
    await browser.close();
  }
}

let site;
let failed = true;
try {
  site = await siteUnderTest(`check-${check}`, { cmsPort: 1359, searchPort: 1369, sitePort: 9300, previewPort: 8300 }, log);
  const { report, problems } = await run(site.siteUrl, site.servedDir);
  log(`${problems === 0 ? 'nothing found' : `${problems} problem(s)`}; report in ${writeReport(check, report)}`);
  failed = problems > 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await site?.stop();
}
process.exit(failed ? 1 : 0);

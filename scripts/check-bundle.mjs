// npm test: the first-load JavaScript (gzip) of each page kind of the last build against its ceiling in
// scripts/bundle-budget.json (the figures of 2026-11-23 plus 5 %; the page kinds that gained the live jobs list
// of issue 13, about 2.5 KB, re-measured with it). A new template needs its own line. Raised with reasons:
// apply and save (issue 14) added 1.4 KB to an offer page (115.5 → 116.9 KB; the ceiling was 3 KB);
// the error boundary, the build watch and the update notice (issue 15) about 1.9 KB to every page; those
// kinds' ceilings are their new figures plus 3 %. gatsby-plugin-react-i18next (issue 15, the product card's
// i18n package) brings i18next (14.7 KB) and react-i18next (5.5 KB, whole: the plugin requires it as
// CommonJS) to every page, while both languages' common messages (7 KB) left the bundle for the page data:
// +19 KB on every page kind (offer page 119.1 → 138.3 KB); every ceiling is its new figure plus 3 %.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { firstLoadJavaScript } from './lib/bundle-size.mjs';

const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'bundle-budget.json'), 'utf8'));
const kinds = firstLoadJavaScript(path.join(ROOT, 'public'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let over = 0;
for (const [kind, bytes] of Object.entries(kinds).sort(([, a], [, b]) => b - a)) {
  const ceiling = budget[kind];
  const verdict = ceiling === undefined ? 'NO BUDGET' : bytes > ceiling ? `OVER ${kb(ceiling)}` : `≤ ${kb(ceiling)}`;
  if (ceiling === undefined || bytes > ceiling) over += 1;
  console.log(`${kind.padEnd(18)} ${kb(bytes).padStart(9)}  ${verdict}`);
}
console.log(`First-load JavaScript (gzip): ${Object.keys(kinds).length} page kinds, ${over} over budget.`);
process.exit(over === 0 ? 0 : 1);

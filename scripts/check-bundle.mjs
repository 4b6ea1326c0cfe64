// npm test: the first-load JavaScript (gzip) of each page kind of the last build against its ceiling in
// scripts/bundle-budget.json, the compile hint at the start of each first-load script
// (src/build-time/compile-hints.ts), and no lazy parts' modules gathered in one script
// (src/build-time/shared-chunks.ts). A new template needs its own line. Why each ceiling is where it is, raised with
// its reasons: docs/performance.md, « The bundle budget's history ».
//
// `node scripts/check-bundle.mjs --explain [kind]` (job-offer by default), after a build made with
// BUNDLE_EXPLAIN=1 (source maps written unreferenced): what that kind's first-load scripts carry, by npm
// package and by folder of src/, in bytes before compression, from source-map-explorer.
import fs from 'node:fs';
import path from 'node:path';
import { explore } from 'source-map-explorer';
import { ROOT } from './lib/paths.mjs';
import { compileHints, firstLoadJavaScript, firstLoadScripts, moduleOrigin, sharedWithoutNames } from './lib/bundle-size.mjs';

const PUBLIC = path.join(ROOT, 'public');
if (process.argv[2] === '--explain') {
  const kind = process.argv[3] ?? 'job-offer';
  const bundles = firstLoadScripts(PUBLIC, kind).map((file) => ({ code: path.join(PUBLIC, file), map: path.join(PUBLIC, `${file}.map`) }));
  const missing = bundles.filter((bundle) => !fs.existsSync(bundle.map));
  if (missing.length > 0) {
    console.error(`No source map for ${missing.map((b) => path.basename(b.code)).join(', ')}: build with BUNDLE_EXPLAIN=1 npm run build`);
    process.exit(2);
  }
  const result = await explore(bundles, { output: { format: 'json' }, noBorderChecks: true });
  const origins = new Map();
  for (const bundle of result.bundles)
    for (const [source, { size }] of Object.entries(bundle.files)) {
      const key = `${moduleOrigin(source)}  (${path.basename(bundle.bundleName).replace(/-[0-9a-f]{20}\.js$/, '')})`;
      origins.set(key, (origins.get(key) ?? 0) + size);
    }
  const total = [...origins.values()].reduce((sum, size) => sum + size, 0);
  console.log(`${kind}: ${(total / 1024).toFixed(1)} KB before compression, by origin (chunk):`);
  for (const [origin, size] of [...origins].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${origin}`);
  process.exit(0);
}

const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'bundle-budget.json'), 'utf8'));
const kinds = firstLoadJavaScript(PUBLIC);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let over = 0;
for (const [kind, bytes] of Object.entries(kinds).sort(([, a], [, b]) => b - a)) {
  const ceiling = budget[kind];
  const verdict = ceiling === undefined ? 'NO BUDGET' : bytes > ceiling ? `OVER ${kb(ceiling)}` : `≤ ${kb(ceiling)}`;
  if (ceiling === undefined || bytes > ceiling) over += 1;
  console.log(`${kind.padEnd(18)} ${kb(bytes).padStart(9)}  ${verdict}`);
}
console.log(`First-load JavaScript (gzip): ${Object.keys(kinds).length} page kinds, ${over} over budget.`);
// The first load's scripts carry V8's compile hint, and the chunks loaded on demand do not.
const hints = compileHints(PUBLIC);
for (const file of hints.missing) console.log(`${file}: a first-load script without the compile hint`);
for (const file of hints.unexpected) console.log(`${file}: a script loaded on demand with the compile hint`);
console.log(`Compile hints: ${hints.firstLoad} first-load scripts, ${hints.missing.length} without the hint, ${hints.unexpected.length} lazy with it.`);
// The modules lazy parts share come in one script per set of parts, not in one for all.
const merged = sharedWithoutNames(PUBLIC);
for (const file of merged) console.log(`${file}: the modules of every lazy part that shares them, in one script`);
console.log(`Shared lazy scripts: ${merged.length} named after chunks without a name.`);
process.exit(over === 0 && hints.missing.length === 0 && hints.unexpected.length === 0 && merged.length === 0 ? 0 : 1);

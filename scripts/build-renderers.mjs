// Bundles the site's code that the CMS renders with, each as one CommonJS file (React and the site's
// messages in it), written to .renderers/:
// - offers.cjs, the jobs lists searched without JavaScript (src/features/jobs/no-script/render.tsx), which
//   the live API's search thread loads from NO_SCRIPT_RENDERER;
// - emails.cjs, every email the CMS sends (src/emails/render.tsx), which the CMS loads from EMAIL_RENDERER.
// Run on install, before each build of the site and by every stack's start: the site's components and
// what the CMS renders with them stay one version.
import path from 'node:path';
import { build } from 'esbuild';
import { EMAIL_RENDERER, NO_SCRIPT_RENDERER, ROOT } from './lib/paths.mjs';

const BUNDLES = [
  [path.join(ROOT, 'src/features/jobs/no-script/render.tsx'), NO_SCRIPT_RENDERER],
  [path.join(ROOT, 'src/emails/render.tsx'), EMAIL_RENDERER],
];

const started = Date.now();
await Promise.all(
  BUNDLES.map(([entry, outfile]) =>
    build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      jsx: 'automatic',
      minify: true,
      legalComments: 'none',
      // What Gatsby's webpack defines for its Link: the site is served at the root.
      define: { 'process.env.NODE_ENV': '"production"', __BASE_PATH__: '""', __PATH_PREFIX__: '""' },
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      logLevel: 'warning',
    }),
  ),
);
console.log(`Renderers written to ${BUNDLES.map(([, outfile]) => path.relative(ROOT, outfile)).join(', ')} in ${Date.now() - started} ms`);

// Bundles the renderer of the jobs lists searched without JavaScript (src/features/jobs/no-script/render.tsx)
// for the live API's search thread: one CommonJS file, React and the site's messages in it, which the CMS
// loads from NO_SCRIPT_RENDERER (.no-script/offers.cjs by default). Run on install, before each build of
// the site and by `npm test`: the site's components and the answers the API renders stay one version.
import path from 'node:path';
import { build } from 'esbuild';
import { NO_SCRIPT_RENDERER, ROOT } from './lib/paths.mjs';

const started = Date.now();
await build({
  entryPoints: [path.join(ROOT, 'src/features/jobs/no-script/render.tsx')],
  outfile: NO_SCRIPT_RENDERER,
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
});
console.log(`No-script renderer written to ${path.relative(ROOT, NO_SCRIPT_RENDERER)} in ${Date.now() - started} ms`);

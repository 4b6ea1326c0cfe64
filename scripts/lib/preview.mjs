// The preview site: gatsby develop sourcing drafts through the preview token, refreshed by the CMS on every
// save. It runs in its own working folder (.preview/, links to the sources) so that its .cache and public/
// never meet those of the production build, which the rebuild service may run at the same time.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { startProcess, stopProcess, waitForHttp } from './processes.mjs';

/**
 * What gatsby develop reads from the project, linked: everything else it writes is the preview's own.
 * Webpack keeps the linked paths (gatsby-node turns its symlink resolution off in the preview): Gatsby
 * finds the queries of src/ under the link, and maps each component to its static queries by that path.
 */
const LINKED = ['src', 'static', 'node_modules', 'package.json', 'tsconfig.json', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'];
/**
 * gatsby-config and gatsby-node are re-exported rather than linked: Gatsby's Parcel compiler places a
 * linked file's output by the file's real path, outside the preview's .cache.
 */
const REEXPORTED = [
  ['gatsby-config.ts', (from) => `export { default } from '${from}/gatsby-config';\n`],
  ['gatsby-node.ts', (from) => `export * from '${from}/gatsby-node';\n`],
];

/** Creates (or repairs) the preview's working folder. */
export function preparePreviewDir(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const from = path.relative(dir, ROOT).split(path.sep).join('/');
  for (const [name, source] of REEXPORTED) {
    const file = path.join(dir, name);
    const text = source(from);
    if (!fs.existsSync(file) || fs.lstatSync(file).isSymbolicLink() || fs.readFileSync(file, 'utf8') !== text) {
      fs.rmSync(file, { force: true });
      fs.writeFileSync(file, text);
    }
  }
  for (const name of LINKED) {
    const link = path.join(dir, name);
    const target = path.join(ROOT, name);
    let current = null;
    try {
      current = fs.readlinkSync(link);
    } catch {
      // missing, or not a link
    }
    if (current === target) continue;
    fs.rmSync(link, { recursive: true, force: true });
    fs.symlinkSync(target, link);
  }
  return dir;
}

/** The header the CMS's preview-refresh webhook sends, which gatsby develop compares as a whole. */
export const refreshAuthorization = (secret) => `Bearer ${secret}`;

/**
 * Starts gatsby develop on the preview port against a running CMS; resolves once the home page answers.
 * options: { cmsPort, previewPort, previewDir, previewTokenFile, previewSecret, quiet }.
 */
export async function startPreview(options, log = console.log) {
  const since = Date.now();
  const dir = preparePreviewDir(options.previewDir);
  log(`Starting the preview site (gatsby develop in ${path.relative(ROOT, dir) || dir})…`);
  const child = startProcess('preview', path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['develop', '-H', '127.0.0.1', '-p', String(options.previewPort)], {
    cwd: dir,
    quiet: options.quiet,
    env: {
      STRAPI_API_URL: `http://127.0.0.1:${options.cmsPort}`,
      STRAPI_TOKEN_FILE: options.previewTokenFile,
      STRAPI_PREVIEW: 'true',
      // The pages show editors what a visitor would not see: a section left incomplete (src/sections/notice.tsx).
      GATSBY_CMS_PREVIEW: 'true',
      SITE_URL: `http://localhost:${options.previewPort}`,
      ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
      // Query on demand off (Gatsby turns it off under CI): a page created by a refresh otherwise waits for
      // a query run that never comes ("Couldn't get query results … in 15.000s"); now every query runs
      // after each refresh.
      CI: 'true',
      // CI also turns off gatsby-plugin-sharp's lazy images in develop: each image is resized when a page
      // first asks for it, not all of them before the preview answers (25 s of 81 s at the seed).
      GATSBY_ENABLE_LAZY_IMAGES_IN_CI: 'true',
      GATSBY_REFRESH_TOKEN: refreshAuthorization(options.previewSecret),
      GATSBY_TELEMETRY_DISABLED: '1',
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${options.previewPort}/`, { child, timeoutMs: 600000 });
  } catch (error) {
    // Stopped now, gracefully: gatsby develop then ends the server process it runs, which the SIGKILL of
    // the exit handler (processes.mjs) would not reach.
    await stopProcess(child);
    throw error;
  }
  log(`Preview site on http://localhost:${options.previewPort} in ${((Date.now() - since) / 1000).toFixed(1)} s (drafts included)`);
  return child;
}

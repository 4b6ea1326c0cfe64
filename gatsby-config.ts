import os from 'os';
import type { GatsbyConfig } from 'gatsby';
import { readBuildEnv } from './src/build-time/build-env';
import { I18NEXT_OPTIONS } from './src/i18n/options';
import { manifestOptions } from './src/build-time/manifest';
import { DEFAULT_LOCALE, LOCALES } from '@rythmo/site-map';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
// Gatsby's workers run the page queries and render the HTML; it starts one fewer than the cores, keeping
// one for its main process, which mostly waits meanwhile: on 2 cores, one worker and a core half idle.
// One worker per core: a cold build is a third faster (npm run bench:build; docs/performance.md). A
// count the environment sets wins (a rebuild for a few publications starts one: scripts/lib/rebuilder.mjs);
// the count is not compiled in the bundles (gatsby-node.ts), so that a build with another renders no page again.
process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1);
// Each worker's heap is capped (GATSBY_WORKER_HEAP_MB, 1024 MB): V8 lets a heap grow to a quarter of the
// machine's memory before it collects in earnest, far more than a query worker keeps alive (the figures
// at 20,000 offers: docs/performance.md). The workers inherit it from this process's
// environment, which Gatsby reads after this file; the main process, already started, keeps its own.
const workerHeap = `--max-old-space-size=${process.env.GATSBY_WORKER_HEAP_MB ?? '1024'}`;
if (!(process.env.NODE_OPTIONS ?? '').includes('--max-old-space-size')) {
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, workerHeap].filter((option) => option !== undefined && option !== '').join(' ');
}
const env = readBuildEnv();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.siteUrl, i18nBaseUrl: env.i18nBaseUrl },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  // The preview site shares src/ with the build (see scripts/lib/preview.mjs): only the build writes the types.
  graphqlTypegen: env.preview ? false : { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // No gatsby-plugin-image entry: images are rendered by src/components/picture.tsx, and the plugin's
    // page additions (an inline module script, inline styles) would only widen the CSP.
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'webp'], placeholder: 'none', quality: 75 } },
    },
    'gatsby-transformer-sharp',
    'gatsby-transformer-remark',
    { resolve: 'gatsby-plugin-manifest', options: manifestOptions(env.siteName, `${__dirname}/src/locales`) },
    // The interface messages, src/locales/<language>/<namespace>.json: one Locale node per file.
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/src/locales` } },
    // The words the CMS says too (the `shared` namespace), from the shared package.
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/packages/site-map/src/messages` } },
    {
      // Translations and the language context, per page (src/i18n/page-messages.tsx). Our pages carry the
      // plugin's context (src/i18n/options.ts), so it keeps their translated paths and adds none; the root's
      // language redirect stays ours (the cookie, then the browser's languages).
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LOCALES],
        defaultLanguage: DEFAULT_LOCALE,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl: env.i18nBaseUrl,
        trailingSlash: 'never',
        verbose: false,
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    // The CMS content is sourced by gatsby-node.ts (sourceNodes: src/build-time/cms-source.ts).
  ],
};

export default config;

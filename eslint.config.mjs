// npm run lint: ESLint on our TypeScript and scripts (site, CMS, site map, tests), then Prettier's check.
// The layers of src/ are enforced here: shared components import no feature and no layout, a feature
// imports no other feature, and nothing the browser loads imports the node-only build code or the emails.
// So are the CMS's (cms/src): its base, its domain modules, and the wiring that starts and exposes them.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BROWSER = ['boot', 'components', 'features', 'layouts', 'sections', 'templates', 'i18n', 'routing', 'seo', 'config', 'api-client'].map(
  (dir) => `./src/${dir}`,
);

const LAYERS = [
  { target: './src/components', from: './src/features', message: 'Shared components import no feature: pass what they need as props.' },
  { target: './src/components', from: './src/layouts', message: 'Shared components do not depend on the app shell.' },
  { target: './src/features', from: './src/layouts', message: 'Features do not depend on the app shell: the shell composes them.' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: the template or the layout composes them.',
  })),
  ...BROWSER.map((target) => ({
    target,
    from: './src/build-time',
    message: 'src/build-time is node-only (gatsby-node, gatsby-config): the browser bundle must not import it.',
  })),
  ...BROWSER.map((target) => ({
    target,
    from: './src/emails',
    message: 'src/emails is the CMS’s (bundled by scripts/build-renderers.mjs): the browser bundle must not import it.',
  })),
];

/** The CMS's layers: a folder of cms/src imports only from its own layer or a lower one. */
const CMS_BASE = ['utils', 'i18n', 'locales', 'security', 'storage'];
const CMS_DOMAIN = [
  'accounts',
  'alerts',
  'candidate',
  'contact',
  'email',
  'editing',
  'validation',
  'redirects',
  'migrations',
  'seed',
  'preview',
  'search',
  'plugins',
];
const CMS_WIRING = ['bootstrap', 'api', 'middlewares', 'extensions', 'docs', 'index.ts'];
const cms = (dir) => `./cms/src/${dir}`;
const CMS_LAYERS = [
  ...CMS_BASE.map((target) => ({
    target: cms(target),
    from: [...CMS_DOMAIN, ...CMS_WIRING].map(cms),
    message: 'The CMS’s base (utils, i18n, security, storage) imports no domain module and no wiring: they call it.',
  })),
  ...CMS_DOMAIN.map((target) => ({
    target: cms(target),
    from: CMS_WIRING.map(cms),
    message: 'Domain modules import no wiring (bootstrap, api, middlewares, extensions): the wiring starts them and registers their services.',
  })),
  {
    target: cms('email'),
    from: ['accounts', 'alerts', 'candidate', 'contact'].map(cms),
    message: 'The email queue and its templates know no account, alert, candidate or contact: those call them.',
  },
  {
    target: cms('alerts'),
    from: cms('candidate'),
    message: 'Alerts import nothing of the candidate’s records: the candidate’s data lists alerts, not the reverse.',
  },
  {
    target: cms('search'),
    from: cms(''),
    except: ['./search', './utils', './i18n', './locales'],
    message: 'The search (its engine, texts, parameters, geography) stands alone, with the base’s utilities and messages: the plugin and the alerts import it.',
  },
  {
    target: cms('plugins'),
    from: cms(''),
    except: ['./plugins', './search', './utils', './i18n', './locales'],
    message: 'The search plugin is the search’s HTTP face, on the search and the base alone: the CMS imports it, not the reverse.',
  },
  {
    target: CMS_DOMAIN.filter((dir) => dir !== 'plugins').map(cms),
    from: cms('plugins'),
    message: 'The CMS’s modules import the search itself (cms/src/search), not the plugin’s insides; they reach its services through Strapi.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      '.preview/',
      '.site/',
      '.nginx/',
      '.renderers/',
      'cms/dist/',
      'cms/build/',
      'cms/.strapi/',
      'cms/types/generated/',
      'cms/public/',
      'packages/*/dist/',
      'src/gatsby-types.d.ts',
      'tests/artifacts/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    languageOptions: { globals: { ...globals.browser, Queries: 'readonly' } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx', 'gatsby-*.tsx'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: LAYERS }] },
  },
  {
    files: ['cms/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: CMS_LAYERS }] },
  },
  prettier,
);

/**
 * How gatsby-plugin-react-i18next and i18next are set up: the message files, the options, and what the
 * plugin reads in a page's context. Read by gatsby-config and the page planner (Node) as well as the site.
 */
import { DEFAULT_LOCALE, LOCALES, SHARED_NAMESPACE, type Locale } from '@rythmo/site-map';

/**
 * The message files of a language (src/locales/<language>/<namespace>.json): `common` on every page, a
 * feature's own only on the pages that show it (see src/build-time/pages.ts), and the words the CMS says too
 * (`shared`: the shared package's messages/<language>/shared.json) on the pages with a form or an application.
 */
export const NAMESPACES = ['common', 'auth', 'contact', SHARED_NAMESPACE] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * i18next's options. Keys are flat (no key or namespace separator), placeholders are `{name}` (the
 * format of the message files and of the CMS's texts), `{count, number}` formats a number in the page's
 * language, and React escapes what it renders.
 */
export const I18NEXT_OPTIONS = {
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
} as const;

/** What gatsby-plugin-react-i18next reads in a page's context (its `I18NextContext`). */
export type I18nPageContext = {
  language: Locale;
  languages: Locale[];
  defaultLanguage: Locale;
  generateDefaultLanguagePage: false;
  /** Whether the path starts with the language (every language but the default one). */
  routed: boolean;
  /** The path without its language prefix. */
  originalPath: string;
  path: string;
};

/**
 * The plugin's context of one of our pages. The plugin leaves a page alone when its context has one, so
 * our route table keeps its translated paths (/offres-emploi, /en/jobs) instead of the plugin's prefixed copies.
 */
export function i18nPageContext(locale: Locale, path: string): I18nPageContext {
  const routed = locale !== DEFAULT_LOCALE;
  const prefix = `/${locale}`;
  const originalPath = routed && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path;
  return { language: locale, languages: [...LOCALES], defaultLanguage: DEFAULT_LOCALE, generateDefaultLanguagePage: false, routed, originalPath, path };
}

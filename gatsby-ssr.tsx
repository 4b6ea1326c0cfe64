import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { listOfPagePath } from './src/build-time/list-pages';
import { wrapPage } from './src/layouts/wrap-page';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, SITEMAP_INDEX_PATH, buildPath, embedPrefix, localeOfPath, type Locale } from '@rythmo/site-map';
import { ConsentNotice, noticeTexts } from './src/features/consent/notice';
import frenchMessages from './src/locales/fr/common.json';
import englishMessages from './src/locales/en/common.json';
import { PAGE_PATH_SCRIPT } from './src/build-time/hosting/csp';
import { THEME_COLOR } from './src/build-time/manifest';

const COMMON_MESSAGES: Record<Locale, Record<string, string>> = { fr: frenchMessages, en: englishMessages };

/** The embeddable views have no banner: the partner's page has its own. */
const EMBED_FOLDERS = LOCALES.map((locale) => `${embedPrefix(locale)}/`);
const isEmbed = (pathname: string): boolean => EMBED_FOLDERS.some((folder) => pathname.startsWith(folder));

/**
 * The template of each page being rendered (Gatsby's `componentChunkName`), by path: read by onRenderBody,
 * which has the page's data, and written on the page by onPreRenderHTML.
 */
const pageTemplates = new Map<string, string>();

/**
 * Shared by every page: the browser chrome colour, the default language before the page head applies its
 * own, and the consent banner's first layer in the page's language. The banner comes first in the body:
 * parsed and painted before the page's content and before any of its scripts can run, and first in the
 * reading and tab order.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHeadComponents, setHtmlAttributes, setPreBodyComponents }) => {
  // The page's own data, which Gatsby has at hand (no file read: that would render every page at every build).
  if (process.env.NODE_ENV === 'production') pageTemplates.set(pathname, componentChunkName(pathname, loadPageDataSync(pathname)));
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([
    <meta key="theme-color" name="theme-color" content={THEME_COLOR} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="sitemap" rel="sitemap" type="application/xml" href={SITEMAP_INDEX_PATH} />,
  ]);
  if (isEmbed(pathname)) return;
  const messages = COMMON_MESSAGES[localeOfPath(pathname)];
  setPreBodyComponents([<ConsentNotice key="consent-notice" texts={noticeTexts((key) => messages[key] ?? key)} />]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/** The not-found pages the host serves for unknown paths under a language prefix (/en/404). */
const PREFIXED_NOT_FOUND = new Set(PREFIXED_LOCALES.map((locale) => buildPath('not-found', locale)));

function componentChunkName(pathname: string, pageData: unknown): string {
  const name = (pageData as { componentChunkName?: unknown } | null)?.componentChunkName;
  if (typeof name !== 'string') throw new Error(`${pathname}: its page data names no template (componentChunkName)`);
  return name;
}

type InlineScript = React.ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>;
const isScriptLoader = (node: React.ReactNode): node is InlineScript => React.isValidElement<{ id?: string }>(node) && node.props.id === 'gatsby-script-loader';

/** What Gatsby writes in its script loader: the page's path, and nothing else (slices carry the rest). */
const GATSBY_LOADER = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/**
 * Gatsby tells its browser runtime the page's path in an inline script, different on every page, which a
 * Content-Security-Policy could only allow with one hash per page. The script becomes the same on every
 * page (one hash for the whole site, see src/build-time/hosting/csp.ts) and reads the path from its data attribute.
 *
 * nginx answers an unknown /en/… path with /en/404. In the browser, Gatsby sends a visitor whose address
 * is not the page's own to that page (window.pagePath), except when the page is /404: the English
 * not-found page announces itself as such, so the visitor stays on the address they asked for, with its
 * status 404 (the not-found template takes the language from that address).
 *
 * The same element names the page's template (`data-page-chunk`), whose scripts the app loader fetches
 * with the app's (src/boot/app-loader.ts, rule 5).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getPostBodyComponents, replacePostBodyComponents }) => {
  // gatsby develop (the preview site) renders one shell without the loader, and is served without a CSP.
  if (process.env.NODE_ENV !== 'production') return;
  const template = pageTemplates.get(pathname);
  if (template === undefined) throw new Error(`${pathname}: its template was not found (onRenderBody)`);
  pageTemplates.delete(pathname);
  let replaced = false;
  const components = getPostBodyComponents().map((node) => {
    if (!isScriptLoader(node)) return node;
    const match = GATSBY_LOADER.exec(node.props.dangerouslySetInnerHTML?.__html ?? '');
    if (match === null) throw new Error(`${pathname}: Gatsby's script loader changed: ${node.props.dangerouslySetInnerHTML?.__html ?? ''}`);
    replaced = true;
    // A list's page past the first is the list's page in the browser: it is served at the list's address.
    const pagePath = PREFIXED_NOT_FOUND.has(pathname) ? '/404' : (listOfPagePath(pathname) ?? (JSON.parse(match[1]) as string));
    return (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        data-page-path={pagePath}
        data-page-chunk={template}
        dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
      />
    );
  });
  if (!replaced) throw new Error(`${pathname}: Gatsby's script loader (window.pagePath) not found in the page`);
  replacePostBodyComponents(components);
};

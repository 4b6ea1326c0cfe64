import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { wrapPage } from './src/layouts/wrap-page';
import { DEFAULT_LOCALE, PREFIXED_LOCALES, buildPath } from '@rythmo/site-map';
import { PAGE_PATH_SCRIPT } from './src/build/hosting/csp';
import { THEME_COLOR } from './src/build/manifest';

// Shared by every page: the browser chrome colour and the default language before the page head applies its own.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: DEFAULT_LOCALE });
  setHeadComponents([
    <meta key="theme-color" name="theme-color" content={THEME_COLOR} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/** The not-found pages the host serves for unknown paths under a language prefix (/en/404). */
const PREFIXED_NOT_FOUND = new Set(PREFIXED_LOCALES.map((locale) => buildPath('not-found', locale)));

type InlineScript = React.ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>;
const isScriptLoader = (node: React.ReactNode): node is InlineScript => React.isValidElement<{ id?: string }>(node) && node.props.id === 'gatsby-script-loader';

/** What Gatsby writes in its script loader: the page's path, and nothing else (slices carry the rest). */
const GATSBY_LOADER = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/**
 * Gatsby tells its browser runtime the page's path in an inline script, different on every page, which a
 * Content-Security-Policy could only allow with one hash per page. The script becomes the same on every
 * page (one hash for the whole site, see src/build/hosting/csp.ts) and reads the path from its data attribute.
 *
 * nginx answers an unknown /en/… path with /en/404. In the browser, Gatsby sends a visitor whose address
 * is not the page's own to that page (window.pagePath), except when the page is /404: the English
 * not-found page announces itself as such, so the visitor stays on the address they asked for, with its
 * status 404 (the not-found template takes the language from that address).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getPostBodyComponents, replacePostBodyComponents }) => {
  // gatsby develop (the preview site) renders one shell without the loader, and is served without a CSP.
  if (process.env.NODE_ENV !== 'production') return;
  let replaced = false;
  const components = getPostBodyComponents().map((node) => {
    if (!isScriptLoader(node)) return node;
    const match = GATSBY_LOADER.exec(node.props.dangerouslySetInnerHTML?.__html ?? '');
    if (match === null) throw new Error(`${pathname}: Gatsby's script loader changed: ${node.props.dangerouslySetInnerHTML?.__html ?? ''}`);
    replaced = true;
    const pagePath = PREFIXED_NOT_FOUND.has(pathname) ? '/404' : (JSON.parse(match[1]) as string);
    return <script key="script-loader" id="gatsby-script-loader" data-page-path={pagePath} dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />;
  });
  if (!replaced) throw new Error(`${pathname}: Gatsby's script loader (window.pagePath) not found in the page`);
  replacePostBodyComponents(components);
};

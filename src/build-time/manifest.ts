/**
 * The web app manifests (gatsby-plugin-manifest): one per language, whose start page is that language's
 * home and whose name carries the brand and the tagline of that language's messages; icons made from the
 * favicon. Read by gatsby-config.
 */
import fs from 'fs';
import path from 'path';
import { DEFAULT_LOCALE, LOCALES, buildPath, type Locale } from '@rythmo/site-map';

/** The browser chrome colour, in the manifests and every page's head (gatsby-ssr). */
export const THEME_COLOR = '#5b2bd9';

type ManifestEntry = { name: string; short_name: string; description: string; start_url: string; lang: Locale };

export function manifestOptions(siteName: string, localesDir: string): Record<string, unknown> {
  const entry = (locale: Locale): ManifestEntry => {
    const { brand_tagline: tagline } = JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8')) as { brand_tagline: string };
    return { name: `${siteName} · ${tagline}`, short_name: siteName, description: tagline, start_url: buildPath('index', locale), lang: locale };
  };
  return {
    ...entry(DEFAULT_LOCALE),
    // The plugin matches a page to the first entry whose start page it is or lies below (patched: /entreprise is not below /en).
    localize: LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(entry),
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icon: 'static/favicon.svg',
    // gatsby-ssr already writes the SVG favicon and the theme colour of every page.
    include_favicon: false,
    theme_color_in_head: false,
    // apple-touch-icon links for iOS.
    legacy: true,
    cache_busting_mode: 'query',
  };
}

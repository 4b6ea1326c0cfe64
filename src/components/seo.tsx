import * as React from 'react';
import { graphql } from 'gatsby';
import { useSiteData } from '../data/site-data';
import { DEFAULT_LOCALE, LOCALES, buildPath, feedPath, isoOf, type Locale } from '@rythmo/site-map';
import type { HeadProps } from 'gatsby';
import type { PageContext } from '../routing/page-context';
import type { MessageKey } from '../i18n/messages';
import { pageT, type PageLocales } from '../i18n/page-messages';
import { JsonLd } from '../seo/json-ld';
import { HIGH_FETCH_PRIORITY } from './picture';
import { DEFAULT_SOCIAL_IMAGE } from '../seo/social';
import { breadcrumbListJsonLd, webSiteJsonLd, type Crumb } from '../seo/structured-data';

/** The list pages a page may sit under, with the message of their name. */
const LIST_PAGES = {
  jobs: 'jobs_title',
  cities: 'cities_title',
  works: 'works_title',
  contracts: 'contracts_title',
  agencies: 'agencies_title',
  'student-jobs': 'student_jobs_title',
  events: 'events_title',
  blog: 'blog_title',
  entreprise: 'entreprise_title',
} as const satisfies Record<string, MessageKey>;
export type ListPage = keyof typeof LIST_PAGES;

/** The image that shares a page on social networks and messaging apps (Open Graph, Twitter cards). */
export type SocialImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The picture the page's header shows (./page-header.tsx), its first (most modern) source: the head preloads it. */
  preload?: { srcSet: string; sizes: string; type?: string };
};

/** A CMS image's 1200 × 630 version (the HeaderImage fragment), or null; with the header's picture to preload. */
export function socialImageOf(image: Queries.HeaderImageFragment | null | undefined, alt: string): SocialImage | null {
  const sharp = image?.localFile?.childImageSharp;
  const social = sharp?.social;
  if (!social?.src || !social.width || !social.height) return null;
  const source = sharp?.gatsbyImageData?.images.sources?.[0];
  return {
    src: social.src,
    width: social.width,
    height: social.height,
    alt: image?.alternativeText || alt,
    preload: source === undefined ? undefined : { srcSet: source.srcSet, sizes: source.sizes ?? '', type: source.type },
  };
}

type SeoProps = {
  context: PageContext;
  title: string;
  description: string;
  /** The page's messages (its query's `locales`): the names of the pages above it. */
  locales: PageLocales;
  /** The pages between the home page and this one: a list page, or a page of the site named by its entry. */
  parents?: readonly (ListPage | Crumb)[];
  /** The page's own name in the breadcrumb list, when its title is an SEO title. */
  name?: string;
  /** The image of the page's CMS entry, when it has one; else the brand's. */
  image?: SocialImage | null;
  /** Open Graph type: an article of the blog, else a website page. */
  type?: 'website' | 'article';
  /** The Atom feed of the offers this page lists, written by the build (`feedPath`): of all offers, or of a topic (its name). */
  feed?: { all: true } | { topic: string };
  noindex?: boolean;
  /** The page of a list (src/routing/page-context.ts, listPageOf). */
  page?: number;
  children?: React.ReactNode;
};

/** The title and description an editor gives a page in the CMS (shared SEO component), for its head. */
export const seoFieldsFragment = graphql`
  fragment SeoFields on STRAPI__COMPONENT_SHARED_SEO {
    metaTitle
    metaDescription
  }
`;

/** What useSiteIdentity reads of the site's data (../data/site-data.ts). */
export const siteIdentityFragment = graphql`
  fragment SiteIdentity on Query {
    site { siteMetadata { siteUrl i18nBaseUrl } }
    strapiGlobal { brandName }
  }
`;

/**
 * The site's public address and brand name, for absolute links and structured data, and the base address of
 * the language alternates (I18N_BASE_URL, gatsby-plugin-react-i18next's siteUrl; the site's by default).
 */
export function useSiteIdentity(): { siteUrl: string; i18nBaseUrl: string; brand: string } {
  const { site, strapiGlobal }: Queries.SiteIdentityFragment = useSiteData();
  const siteUrl = site?.siteMetadata?.siteUrl ?? '';
  return { siteUrl, i18nBaseUrl: site?.siteMetadata?.i18nBaseUrl ?? siteUrl, brand: strapiGlobal?.brandName ?? '' };
}

/**
 * The document head of every page: title, description, canonical, hreflang alternates, html lang, and
 * where an indexed page below the home page sits (BreadcrumbList).
 */
export function Seo({
  context,
  title,
  description,
  locales,
  parents = [],
  name,
  feed,
  image,
  type = 'website',
  noindex = false,
  page,
  children,
}: SeoProps): React.JSX.Element {
  const listPath = context.alternates[context.locale] ?? '/';
  // A list's page past the first is a page of its own: its address (`?page=N`) and its title say which.
  const paged = page !== undefined && page > 1;
  const path = paged ? `${listPath}?page=${page}` : listPath;
  const home = buildPath('index', context.locale);
  const indexed = !noindex && context.embed !== true;
  const t = indexed && (path !== home || feed !== undefined || description.trim() === '') ? pageT(locales, context.locale) : null;
  // An entry whose CMS description is empty still gets one of its own, from its name.
  const ownDescription = description.trim() !== '' || t === null ? description : t('description_fallback', { name: name ?? title });
  const pageDescription = paged ? pageT(locales, context.locale)('description_page', { description: ownDescription, page }) : ownDescription;
  let crumbs: Crumb[] | null = null;
  if (t !== null && path !== home) {
    const above = parents.map((parent) => (typeof parent === 'string' ? { name: t(LIST_PAGES[parent]), path: buildPath(parent, context.locale) } : parent));
    crumbs = [{ name: t('breadcrumbs_home'), path: home }, ...above, { name: name ?? title, path: listPath }];
  }
  const { siteUrl, i18nBaseUrl, brand } = useSiteIdentity();
  const pageTitle = paged ? pageT(locales, context.locale)('title_page', { title, page }) : title;
  const fullTitle = pageTitle.includes(brand) ? pageTitle : `${pageTitle} | ${brand}`;
  const social = image ?? { ...DEFAULT_SOCIAL_IMAGE, alt: brand };
  return (
    <>
      <html lang={context.locale} dir="ltr" />
      {/* The header's picture, often the page's largest paint, asked for before the parser reaches it. */}
      {image?.preload !== undefined ? (
        <link rel="preload" as="image" type={image.preload.type} imageSrcSet={image.preload.srcSet} imageSizes={image.preload.sizes} {...HIGH_FETCH_PRIORITY} />
      ) : null}
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={`${siteUrl}${path}`} />
      {noindex || context.embed === true ? <meta name="robots" content="noindex" /> : null}
      {/* Framed on a partner's site, every link opens in the partner's window, never inside the frame (../layouts/layout.tsx). */}
      {context.embed === true ? <base target="_top" /> : null}
      {LOCALES.filter((l) => context.alternates[l] !== undefined).map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${i18nBaseUrl}${context.alternates[l]}${paged ? `?page=${page}` : ''}`} />
      ))}
      {context.alternates[DEFAULT_LOCALE] !== undefined ? (
        <link rel="alternate" hrefLang="x-default" href={`${i18nBaseUrl}${context.alternates[DEFAULT_LOCALE]}${paged ? `?page=${page}` : ''}`} />
      ) : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:locale" content={isoOf(context.locale)} />
      <meta property="og:url" content={`${siteUrl}${path}`} />
      <meta property="og:image" content={`${siteUrl}${social.src}`} />
      <meta property="og:image:width" content={String(social.width)} />
      <meta property="og:image:height" content={String(social.height)} />
      <meta property="og:image:alt" content={social.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={`${siteUrl}${social.src}`} />
      <meta name="twitter:image:alt" content={social.alt} />
      {t !== null && feed !== undefined ? (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={'all' in feed ? t('feed_title_all') : t('feed_title_topic', { topic: feed.topic })}
          href={`${siteUrl}${feedPath(listPath)}`}
        />
      ) : null}
      {crumbs !== null ? <JsonLd data={breadcrumbListJsonLd(crumbs, siteUrl)} /> : null}
      {children}
    </>
  );
}

/** The head of a page whose title and description are interface messages (lists, static pages). */
export const messageHead =
  (title: MessageKey, description: MessageKey) =>
  ({ data, pageContext }: HeadProps<{ locales: PageLocales }, PageContext>): React.JSX.Element => {
    const t = pageT(data.locales, pageContext.locale);
    return <Seo context={pageContext} title={t(title)} description={t(description)} locales={data.locales} />;
  };

/** The home page's record of the site in its language, with the search of its offers (the jobs list). */
export function SiteJsonLd({ locale }: { locale: Locale }): React.JSX.Element {
  const { siteUrl, brand } = useSiteIdentity();
  return <JsonLd data={webSiteJsonLd({ siteUrl, name: brand, language: locale, homePath: buildPath('index', locale), jobsPath: buildPath('jobs', locale) })} />;
}

import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { DEFAULT_LOCALE, LOCALES, isoOf } from '@rythmo/site-map';
import type { HeadProps } from 'gatsby';
import type { PageContext } from '../routing/page-context';
import { translate, type MessageKey } from '../i18n/messages';

type SeoProps = {
  context: PageContext;
  title: string;
  description: string;
  noindex?: boolean;
  children?: React.ReactNode;
};

/** The title and description an editor gives a page in the CMS (shared SEO component), for its head. */
export const seoFieldsFragment = graphql`
  fragment SeoFields on STRAPI__COMPONENT_SHARED_SEO {
    metaTitle
    metaDescription
  }
`;

/** The site's public address and brand name, for absolute links and structured data. */
export function useSiteIdentity(): { siteUrl: string; brand: string } {
  const { site, strapiGlobal } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site { siteMetadata { siteUrl } }
      strapiGlobal { brandName }
    }
  `);
  return { siteUrl: site?.siteMetadata?.siteUrl ?? '', brand: strapiGlobal?.brandName ?? '' };
}

/** The document head of every page: title, description, canonical, hreflang alternates, html lang. */
export function Seo({ context, title, description, noindex = false, children }: SeoProps): React.JSX.Element {
  const path = context.alternates[context.locale] ?? '/';
  const { siteUrl, brand } = useSiteIdentity();
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;
  return (
    <>
      <html lang={context.locale} dir="ltr" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteUrl}${path}`} />
      {noindex || context.embed === true ? <meta name="robots" content="noindex" /> : null}
      {/* Framed on a partner's site, every link opens in the partner's window, never inside the frame (../layouts/layout.tsx). */}
      {context.embed === true ? <base target="_top" /> : null}
      {LOCALES.filter((l) => context.alternates[l] !== undefined).map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${siteUrl}${context.alternates[l]}`} />
      ))}
      {context.alternates[DEFAULT_LOCALE] !== undefined ? (
        <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${context.alternates[DEFAULT_LOCALE]}`} />
      ) : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={isoOf(context.locale)} />
      <meta property="og:url" content={`${siteUrl}${path}`} />
      {children}
    </>
  );
}

/** The head of a page whose title and description are interface messages (lists, static pages). */
export const messageHead =
  (title: MessageKey, description: MessageKey) =>
  ({ pageContext }: HeadProps<unknown, PageContext>): React.JSX.Element => (
    <Seo context={pageContext} title={translate(pageContext.locale, title)} description={translate(pageContext.locale, description)} />
  );

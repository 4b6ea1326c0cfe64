import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo, socialImageOf } from '../components/seo';
import { present } from '../sections/present';
import { JsonLd } from '../seo/json-ld';
import { loadSectionLibrary } from '../sections/library';
import { KeptZone } from '../sections/kept-zone';
import type { PageContext } from '../routing/page-context';

/** Its breadcrumbs, title and sections: their own chunk (../sections/page-body.tsx). */
const PageBody = React.lazy(() => import(/* webpackChunkName: "page-body" */ '../sections/page-body'));

/**
 * A page editors compose of sections in the CMS (a campaign, a guide). When none of its sections moves
 * (`keptBody`, found at build), its body is kept as built when the page starts: only the site's header and
 * footer run. Drawn anew (a navigation in the site, the preview), its body's code and the section library
 * load side by side.
 */
export default function BuilderPage({ data, pageContext }: PageProps<Queries.BuilderPageQuery, PageContext>): React.JSX.Element {
  const page = data.page;
  if (page === null) throw new Error(`Page ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <KeptZone keep={pageContext.keptBody === true} preload={loadSectionLibrary}>
        <React.Suspense fallback={null}>
          <PageBody data={data} page={page} pageContext={pageContext} />
        </React.Suspense>
      </KeptZone>
    </Layout>
  );
}

/**
 * Its title and description for search engines (the SEO fields, else the page's own), its opening banner's
 * image for sharing, and its FAQ sections' questions as structured data (resolved at build: gatsby-node).
 */
export const Head = ({ data, pageContext }: HeadProps<Queries.BuilderPageQuery, PageContext>): React.JSX.Element => {
  const page = data.page;
  const hero = present(page?.sections).find((section) => section.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO');
  return (
    <Seo
      context={pageContext}
      title={page?.seo?.metaTitle || page?.title || ''}
      description={page?.seo?.metaDescription || page?.description || ''}
      locales={data.locales}
      name={page?.title}
      parents={page?.crumbs}
      image={hero?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO' ? socialImageOf(hero.image, hero.headline) : null}
    >
      {page?.faqJsonLd ? <JsonLd data={page.faqJsonLd} /> : null}
    </Seo>
  );
};

export const query = graphql`
  query BuilderPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = [], $latestArticles: Boolean = false, $claims: Boolean = false) {
    ...PageLocales
    page: strapiPage(id: { eq: $id }) {
      title
      description
      crumbs {
        name
        path
      }
      faqJsonLd
      seo {
        ...SeoFields
      }
      sections {
        ...Sections
      }
    }
    offers: offersById(ids: $offers) {
      ...OfferCard
    }
    claims: strapiGlobal(locale: { eq: $locale }) @include(if: $claims) {
      ...ClaimsGlobal
    }
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: 6) @include(if: $latestArticles) {
      nodes {
        ...LatestArticle
      }
    }
  }
`;

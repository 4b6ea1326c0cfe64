import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../layouts/layout';
import { Seo, socialImageOf } from '../components/seo';
import { present } from '../sections/heading';
import { PageHeader } from '../components/page-header';
import { FaqJsonLd } from '../components/faq';
import { opensWithHero, Sections } from '../sections/sections';
import { questionsOf } from '../sections/questions';
import { SectionPageDataProvider } from '../sections/page-data';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { Crumb } from '../seo/structured-data';
import type { PageContext } from '../routing/page-context';
import { buildPath } from '@rythmo/site-map';

/** The page above this one, when it has a parent (one level: a parent page has none). */
function parentCrumb(page: Queries.BuilderPageQuery['page'], locale: PageContext['locale']): Crumb | null {
  const parent = page?.parent_page;
  return parent?.slug ? { name: parent.title, path: buildPath('page', locale, { slug: parent.slug }) } : null;
}

/** A page editors compose of sections in the CMS (a campaign, a guide): its title, unless a hero opens it, then its sections. */
export default function BuilderPage({ data, pageContext }: PageProps<Queries.BuilderPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const page = data.page;
  const sectionData = React.useMemo(
    () => ({
      lists: pageContext.sectionOffers,
      counts: pageContext.sectionCounts,
      offers: data.offers,
      articles: data.articles?.nodes ?? [],
      offerTotal: pageContext.offerTotal,
      claims: data.claims,
    }),
    [pageContext.sectionOffers, pageContext.sectionCounts, pageContext.offerTotal, data.offers, data.articles, data.claims],
  );
  if (page === null) throw new Error(`Page ${pageContext.id ?? ''} is missing`);
  const parent = parentCrumb(page, pageContext.locale);
  return (
    <Layout context={pageContext}>
      {parent === null ? null : <Breadcrumbs trail={[{ name: t('breadcrumbs_home'), path: buildPath('index', pageContext.locale) }, parent]} />}
      <article className="builder-page">
        {opensWithHero(page.sections) ? null : <PageHeader title={page.title} />}
        <SectionPageDataProvider value={sectionData}>
          <Sections sections={page.sections} />
        </SectionPageDataProvider>
      </article>
    </Layout>
  );
}

/**
 * Its title and description for search engines (the SEO fields, else the page's own), its opening banner's
 * image for sharing, and its FAQ sections' questions as structured data.
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
      parents={[parentCrumb(page, pageContext.locale)].filter((crumb) => crumb !== null)}
      image={hero?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO' ? socialImageOf(hero.image, hero.headline) : null}
    >
      <FaqJsonLd items={questionsOf(page?.sections)} />
    </Seo>
  );
};

export const query = graphql`
  query BuilderPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = [], $latestArticles: Boolean = false, $claims: Boolean = false) {
    ...PageLocales
    page: strapiPage(id: { eq: $id }) {
      title
      description
      parent_page {
        title
        slug
      }
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

import * as React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { TopicZone, topicQuestions } from '../sections/topic-zones';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { Seo, socialImageOf } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { TopicJobs } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { Markdown } from '../components/markdown';
import { pageT } from '../i18n/page-messages';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function TradePage({ data, pageContext, location }: PageProps<Queries.TradePageQuery, PageContext>): React.JSX.Element {
  const trade = data.trade;
  if (trade === null || trade.work === null) throw new Error(`Trade ${pageContext.id ?? ''} is missing`);
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={trade.name} image={trade.image}>
        <p>
          <Link to={buildPath('works-slug', locale, { slug: trade.work.slug })}>{trade.work.name}</Link>
        </p>
      </PageHeader>
      <Markdown html={trade.description?.data?.childMarkdownRemark?.html} />
      <TopicZone zones={trade} zone="top" context={pageContext} />
      <TopicJobs
        offers={pageOffers(data.offers, pageContext)}
        topic={{ fixed: { works: [pageContext.slug ?? ''] }, path: pageContext.alternates[pageContext.locale] ?? '', search: location.search }}
      />
      <TopicZone zones={trade} zone="bottom" context={pageContext} />
    </Layout>
  );
}

/** The trade's own description from the CMS: not one it shares with its sector (every page's is unique). */
function ownDescription(data: Queries.TradePageQuery): string | null {
  const own = data.trade?.seo?.metaDescription;
  return own && own !== data.trade?.work?.seo?.metaDescription ? own : null;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.TradePageQuery, PageContext>): React.JSX.Element => {
  const t = pageT(data.locales, pageContext.locale);
  return (
    <Seo
      context={pageContext}
      title={t('trade_title', { trade: data.trade?.name ?? '', sector: data.trade?.work?.name ?? '' })}
      description={ownDescription(data) ?? t('trade_description', { trade: data.trade?.name ?? '', sector: data.trade?.work?.name ?? '' })}
      locales={data.locales}
      parents={[
        'works',
        ...(data.trade?.work ? [{ name: data.trade.work.name, path: buildPath('works-slug', pageContext.locale, { slug: data.trade.work.slug }) }] : []),
      ]}
      name={data.trade?.name}
      image={socialImageOf(data.trade?.image, data.trade?.name ?? '')}
    >
      <FaqJsonLd items={topicQuestions(data.trade, pageContext)} />
    </Seo>
  );
};

export const query = graphql`
  query TradePage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    trade: strapiTrade(id: { eq: $id }) {
      ...TopicZones
      name
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      work { slug name seo { metaDescription } }
      seo { ...SeoFields }
    }
    offers: offersById(ids: $offers) { ...OfferCard }
  }
`;

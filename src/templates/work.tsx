import * as React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { TopicZone, topicQuestions } from '../sections/topic-zones';
import { Seo, socialImageOf } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { TopicJobs } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { Markdown } from '../components/markdown';
import { Faq } from '../components/faq';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { TradeChips } from '../components/trade-chips';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function WorkPage({ data, pageContext, location }: PageProps<Queries.WorkPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const work = data.work;
  if (work === null) throw new Error(`Sector ${pageContext.id ?? ''} is missing`);
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={work.name} image={work.image} />
      <Markdown html={work.description?.data?.childMarkdownRemark?.html} />
      <section>
        <h2>{t('work_trades')}</h2>
        <TradeChips locale={locale} sector={work.slug} trades={work.groupe_de_metiers} />
      </section>
      <TopicZone zones={work} zone="top" context={pageContext} />
      <TopicJobs
        offers={pageOffers(data.offers, pageContext)}
        topic={{ fixed: { works: [work.slug] }, path: pageContext.alternates[pageContext.locale] ?? '', search: location.search }}
      />
      <TopicZone zones={work} zone="bottom" context={pageContext} />
      <section>
        <h2>{t('work_cities')}</h2>
        {(work.villes ?? []).map((ville) =>
          ville === null || ville.city === null ? null : (
            <div key={ville.city.slug}>
              <h3>
                <Link to={buildPath('cities-name', locale, { name: ville.city.slug })}>{ville.city.name}</Link>
              </h3>
              <Faq items={ville.faq} title={ville.city.name} />
            </div>
          ),
        )}
      </section>
      <Faq items={work.faq} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.WorkPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={data.work?.seo?.metaTitle ?? data.work?.name ?? ''}
    description={data.work?.seo?.metaDescription ?? ''}
    locales={data.locales}
    parents={['works']}
    image={socialImageOf(data.work?.image, data.work?.name ?? '')}
    feed={{ topic: data.work?.name ?? '' }}
    name={data.work?.name}
  >
    <FaqJsonLd
      items={[...(data.work?.villes ?? []).flatMap((ville) => ville?.faq ?? []), ...(data.work?.faq ?? []), ...topicQuestions(data.work, pageContext)]}
    />
  </Seo>
);

export const query = graphql`
  query WorkPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    work: strapiWork(id: { eq: $id }) {
      ...TopicZones
      name
      slug
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      groupe_de_metiers { slug name }
      villes { city { name slug } faq { ...FaqItem } }
      faq { ...FaqItem }
      seo { ...SeoFields }
    }
    offers: offersById(ids: $offers) { ...OfferCard }
  }
`;

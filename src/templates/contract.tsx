import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo, socialImageOf } from '../components/seo';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { Layout } from '../layouts/layout';
import { TopicZone, topicQuestions } from '../sections/topic-zones';
import { OffersTopic } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { listPageOf, type PageContext } from '../routing/page-context';

export default function ContractPage({ data, pageContext, location }: PageProps<Queries.ContractPageQuery, PageContext>): React.JSX.Element {
  const contract = data.contract;
  if (contract === null) throw new Error(`Contract ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <OffersTopic
        title={contract.seo?.metaTitle ?? contract.label}
        image={contract.image}
        html={contract.description?.data?.childMarkdownRemark?.html}
        offers={pageOffers(data.offers, pageContext)}
        faq={contract.faq}
        topic={{
          fixed: { contractTypes: [pageContext.slug ?? ''] },
          path: pageContext.alternates[pageContext.locale] ?? '',
          search: location.search,
          listPage: pageContext.listPage,
        }}
        above={<TopicZone zones={contract} zone="top" context={pageContext} />}
        below={<TopicZone zones={contract} zone="bottom" context={pageContext} />}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ContractPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    page={listPageOf(pageContext)}
    context={pageContext}
    title={data.contract?.seo?.metaTitle ?? data.contract?.label ?? ''}
    description={data.contract?.seo?.metaDescription ?? ''}
    locales={data.locales}
    parents={['contracts']}
    image={socialImageOf(data.contract?.image, data.contract?.label ?? '')}
    feed={{ topic: data.contract?.label ?? '' }}
    name={data.contract?.label}
  >
    <FaqJsonLd items={[...(data.contract?.faq ?? []), ...topicQuestions(data.contract, pageContext)]} />
  </Seo>
);

export const query = graphql`
  query ContractPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    contract: strapiContract(id: { eq: $id }) {
      ...TopicZones
      label
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      faq { ...FaqItem }
      seo { ...SeoFields }
    }
    offers: offersById(ids: $offers) { ...OfferCard }
  }
`;

import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo, socialImageOf } from '../components/seo';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { Layout } from '../layouts/layout';
import { TopicZone, topicQuestions } from '../sections/topic-zones';
import { OffersTopic } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { listPageOf, type PageContext } from '../routing/page-context';

export default function StudentJobTypePage({ data, pageContext, location }: PageProps<Queries.StudentJobTypePageQuery, PageContext>): React.JSX.Element {
  const type = data.type;
  if (type === null) throw new Error(`Student job type ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <OffersTopic
        title={type.label}
        image={type.image}
        html={type.description?.data?.childMarkdownRemark?.html}
        offers={pageOffers(data.offers, pageContext)}
        faq={type.faq}
        topic={{
          fixed: { studentTypes: [pageContext.slug ?? ''] },
          path: pageContext.alternates[pageContext.locale] ?? '',
          search: location.search,
          listPage: pageContext.listPage,
        }}
        above={<TopicZone zones={type} zone="top" context={pageContext} />}
        below={<TopicZone zones={type} zone="bottom" context={pageContext} />}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.StudentJobTypePageQuery, PageContext>): React.JSX.Element => (
  <Seo
    page={listPageOf(pageContext)}
    context={pageContext}
    title={data.type?.seo?.metaTitle ?? data.type?.label ?? ''}
    description={data.type?.seo?.metaDescription ?? ''}
    locales={data.locales}
    parents={['student-jobs']}
    image={socialImageOf(data.type?.image, data.type?.label ?? '')}
    name={data.type?.label}
  >
    <FaqJsonLd items={[...(data.type?.faq ?? []), ...topicQuestions(data.type, pageContext)]} />
  </Seo>
);

export const query = graphql`
  query StudentJobTypePage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    type: strapiStudentJobType(id: { eq: $id }) {
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

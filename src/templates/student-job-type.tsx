import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { TopicHead, TopicPage } from './parts/topic-page';
import type { PageContext } from '../routing/page-context';

export default function StudentJobTypePage({ data, pageContext, location }: PageProps<Queries.StudentJobTypePageQuery, PageContext>): React.JSX.Element {
  const type = data.type;
  if (type === null) throw new Error(`Student job type ${pageContext.id ?? ''} is missing`);
  return (
    <TopicPage
      entry={type}
      title={type.label}
      offers={data.offers}
      fixed={{ studentTypes: [pageContext.slug ?? ''] }}
      context={pageContext}
      search={location.search}
    />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.StudentJobTypePageQuery, PageContext>): React.JSX.Element => (
  <TopicHead entry={data.type} name={data.type?.label ?? ''} context={pageContext} locales={data.locales} parents={['student-jobs']} />
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

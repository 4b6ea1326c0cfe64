import * as React from 'react';
import type { PageContext } from '../routing/page-context';
import { Layout } from './layout';
import { PageHeader } from './page-header';
import { Markdown } from './markdown';
import { OfferList } from './offer-list';
import { Faq } from './faq';

type OfferCategoryProps = {
  context: PageContext;
  title: string;
  image: Queries.HeaderImageFragment | null;
  html: string | null | undefined;
  offers: { totalCount: number; nodes: readonly Queries.OfferCardFragment[] };
  faq: readonly (Queries.FaqItemFragment | null)[] | null;
};

/** The page of a kind of offer (a contract type, a student job type): its text, its latest offers, its FAQ. */
export function OfferCategory({ context, title, image, html, offers, faq }: OfferCategoryProps): React.JSX.Element {
  return (
    <Layout context={context}>
      <PageHeader title={title} image={image} />
      <Markdown html={html} />
      <OfferList offers={offers.nodes} total={offers.totalCount} />
      <Faq items={faq} />
    </Layout>
  );
}

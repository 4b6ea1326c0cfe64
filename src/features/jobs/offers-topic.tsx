import * as React from 'react';
import { PageHeader } from '../../components/page-header';
import { Markdown } from '../../components/markdown';
import { Faq } from '../../components/faq';
import { OfferList } from './offer-list';

type OffersTopicProps = {
  title: string;
  lead?: string;
  image: Queries.HeaderImageFragment | null;
  html: string | null | undefined;
  offers: { totalCount: number; nodes: readonly Queries.OfferCardFragment[] };
  faq?: readonly (Queries.FaqItemFragment | null)[] | null;
};

/**
 * The page of what offers are about (a city, an event, a contract type, a student job type): its header
 * and text, its latest offers, its FAQ (none when empty).
 */
export function OffersTopic({ title, lead, image, html, offers, faq }: OffersTopicProps): React.JSX.Element {
  return (
    <>
      <PageHeader title={title} lead={lead} image={image} />
      <Markdown html={html} />
      <OfferList offers={offers.nodes} total={offers.totalCount} />
      <Faq items={faq ?? null} />
    </>
  );
}

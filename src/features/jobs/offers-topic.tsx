import * as React from 'react';
import { PageHeader } from '../../components/page-header';
import { FoldedMarkdown } from '../../components/markdown';
import { useTranslation } from 'react-i18next';
import { Faq } from '../../components/faq';
import { OfferList, useCardData } from './offer-list';
import { JobsListGate } from './jobs-list-gate';
import type { JobsQuery } from './jobs-query';
import type { PageOffers } from './page-offers';

/** A page's offers searched live: the filter the page stands for, its path and its query string. */
export type TopicSearch = { fixed: Partial<JobsQuery>; path: string; search: string; listPage?: number };

type TopicJobsProps = { offers: PageOffers; topic: TopicSearch };

/** The offers of a page (a sector, a contract, an agency…): the jobs list screen with the page's own filter. */
export function TopicJobs({ offers, topic }: TopicJobsProps): React.JSX.Element {
  const toCard = useCardData();
  return (
    <JobsListGate
      path={topic.path}
      search={topic.search}
      fixed={topic.fixed}
      listPage={topic.listPage}
      initial={{ offers: offers.nodes.map(toCard), total: offers.totalCount }}
    />
  );
}

type OffersTopicProps = {
  title: string;
  lead?: string;
  image: Queries.HeaderImageFragment | null;
  html: string | null | undefined;
  offers: PageOffers;
  faq?: readonly (Queries.FaqItemFragment | null)[] | null;
  /** When given, the offers are the live jobs list with this page's filter; else a static list. */
  topic?: TopicSearch;
  /** What the page shows between its text and its offers, and after them (the editors' sections). */
  above?: React.ReactNode;
  below?: React.ReactNode;
};

/**
 * The page of what offers are about (a city, an event, a contract type, a student job type): its header
 * and text, its latest offers, its FAQ (none when empty), and the sections editors put above and below the offers.
 */
export function OffersTopic({ title, lead, image, html, offers, faq, topic, above, below }: OffersTopicProps): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={title} lead={lead} image={image} />
      <FoldedMarkdown html={html} more={t('read_more')} />
      {above}
      {topic === undefined ? <OfferList offers={offers.nodes} total={offers.totalCount} /> : <TopicJobs offers={offers} topic={topic} />}
      {below}
      <Faq items={faq ?? null} />
    </>
  );
}

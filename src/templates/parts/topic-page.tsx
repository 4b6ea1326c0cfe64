/**
 * The pages of what offers are about (a contract type, a student job type, an event, a city): their
 * entry's header, text and FAQ, its offers as the jobs list with the page's own filter, the sections
 * editors put above and below them, and the head every such page has. Each template keeps its page query
 * (Gatsby reads one per file) and says what differs: its title, lead and filter.
 */
import * as React from 'react';
import { Layout } from '../../layouts/layout';
import { Seo, socialImageOf } from '../../components/seo';
import { FaqJsonLd } from '../../seo/faq-json-ld';
import { TopicZone, topicQuestions } from '../../sections/topic-zones';
import { OffersTopic, type TopicSearch } from '../../features/jobs/offers-topic';
import { pageOffers } from '../../features/jobs/page-offers';
import { listPageOf, type PageContext } from '../../routing/page-context';

/** What a topic's entry gives its page (its query's fields). */
export type TopicEntry = Queries.TopicZonesFragment & {
  image: Queries.HeaderImageFragment | null;
  description: { data: { childMarkdownRemark: { html: string | null } | null } | null } | null;
  faq?: readonly (Queries.FaqItemFragment | null)[] | null;
  seo: Queries.SeoFieldsFragment | null;
};

type TopicPageProps = {
  entry: TopicEntry;
  title: string;
  lead?: string;
  offers: Parameters<typeof pageOffers>[0];
  /** The jobs list's filter that makes the page's offers. */
  fixed: TopicSearch['fixed'];
  context: PageContext;
  search: string;
  /** What the page shows after the topic (a city's other cities). */
  after?: React.ReactNode;
};

export function TopicPage({ entry, title, lead, offers, fixed, context, search, after }: TopicPageProps): React.JSX.Element {
  return (
    <Layout context={context}>
      <OffersTopic
        title={title}
        lead={lead}
        image={entry.image}
        html={entry.description?.data?.childMarkdownRemark?.html}
        offers={pageOffers(offers, context)}
        faq={entry.faq}
        topic={{ fixed, path: context.alternates[context.locale] ?? '', search, listPage: context.listPage }}
        above={<TopicZone zones={entry} zone="top" context={context} />}
        below={<TopicZone zones={entry} zone="bottom" context={context} />}
      />
      {after}
    </Layout>
  );
}

type TopicHeadProps = Pick<React.ComponentProps<typeof Seo>, 'locales' | 'parents' | 'feed'> & {
  entry: TopicEntry | null;
  /** The entry's name: the title without an SEO title, the breadcrumb's last step. */
  name: string;
  context: PageContext;
};

export function TopicHead({ entry, name, context, locales, parents, feed }: TopicHeadProps): React.JSX.Element {
  return (
    <Seo
      page={listPageOf(context)}
      context={context}
      title={entry?.seo?.metaTitle ?? name}
      description={entry?.seo?.metaDescription ?? ''}
      locales={locales}
      parents={parents}
      image={socialImageOf(entry?.image ?? null, name)}
      feed={feed}
      name={name}
    >
      <FaqJsonLd items={[...(entry?.faq ?? []), ...topicQuestions(entry, context)]} />
    </Seo>
  );
}

import * as React from 'react';
import { graphql } from 'gatsby';
import { Sections, questionsOf } from './sections';
import type { PageContext } from '../routing/page-context';

type Zones = Queries.TopicZonesFragment | null | undefined;

/**
 * The sections editors add to a topic page (a city, a sector…) above or below its offers, which stay the
 * page's core. On the list's first page only: the next pages (?page=2) are the offers' continuation.
 */
export function TopicZone({
  zones,
  zone,
  context,
}: {
  zones: Zones;
  zone: 'top' | 'bottom';
  context: Pick<PageContext, 'listPage'>;
}): React.JSX.Element | null {
  if ((context.listPage ?? 1) > 1) return null;
  return <Sections sections={zone === 'top' ? zones?.sections_top : zones?.sections_bottom} zone={zone} />;
}

/** The questions of the FAQ sections of a topic page's zones (its FAQPage structured data), where they show. */
export const topicQuestions = (zones: Zones, context: Pick<PageContext, 'listPage'>): Queries.FaqItemFragment[] =>
  (context.listPage ?? 1) > 1 ? [] : [...questionsOf(zones?.sections_top), ...questionsOf(zones?.sections_bottom)];

export const topicZonesFragment = graphql`
  fragment TopicZones on StrapiTopic {
    sections_top {
      ...Sections
    }
    sections_bottom {
      ...Sections
    }
  }
`;

import * as React from 'react';
import { graphql } from 'gatsby';
import { questionsOf } from './questions';
import { someSectionMoves } from './moves';
import { KeptZone } from './kept-zone';
import type { PageContext } from '../routing/page-context';
import { readStaticPage } from '../features/jobs/static-page';

type Zones = Queries.TopicZonesFragment | null | undefined;

/**
 * The sections' code (./zone-sections.tsx) loads on the topic pages whose zone has a section that moves, after
 * the page's own: their HTML is built in the page and stays until then (and after, for those that do not
 * move). A zone where none moves is kept as built, and the other pages (most cities, sectors…) have none.
 */
const ZoneSections = React.lazy(() => import('./zone-sections'));

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
  context: Pick<PageContext, 'listPage' | 'zoneCounts' | 'alternates' | 'locale'>;
}): React.JSX.Element | null {
  // The page's data is the first page's when the app starts on a page past the first (?page=2): that
  // page's HTML, which the app hydrates, has no sections, and says which page it is.
  const [listPage] = React.useState(() => context.listPage ?? readStaticPage(context.alternates[context.locale] ?? '')?.page ?? 1);
  const sections = zone === 'top' ? zones?.sections_top : zones?.sections_bottom;
  if (listPage > 1 || (sections ?? []).length === 0) return null;
  return (
    <KeptZone keep={!someSectionMoves(sections)}>
      <React.Suspense fallback={null}>
        <ZoneSections sections={sections} zone={zone} counts={context.zoneCounts?.[zone]} />
      </React.Suspense>
    </KeptZone>
  );
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

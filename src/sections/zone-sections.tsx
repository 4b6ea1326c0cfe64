import * as React from 'react';
import type { PageContext } from '../routing/page-context';
import { SectionPageDataProvider } from './page-data';
import { Sections, type SectionsProps } from './sections';

/**
 * A topic page's zone (above or below its offers): its sections, with the live figures the build counted
 * for it (src/build-time/section-offers.ts). Loaded by ./topic-zones.tsx where the zone is drawn.
 */
export default function ZoneSections({ counts, ...props }: SectionsProps & { counts: PageContext['sectionCounts'] }): React.JSX.Element {
  const data = React.useMemo(() => ({ lists: undefined, counts, offers: [], articles: [] }), [counts]);
  return (
    <SectionPageDataProvider value={data}>
      <Sections {...props} />
    </SectionPageDataProvider>
  );
}

import * as React from 'react';
import { DrawnHtml, KeptHtml, useKeptAsBuilt } from './static-section';

/**
 * A zone of sections (a page's body, a topic page's zone) kept as built when the page starts if none of
 * its sections moves (`keep`), as a static section is (./static-section.tsx); drawn by its code,
 * `children`, where one moves or when it is rendered anew, `preload` then starting to load what it will
 * need besides (the section library).
 *
 * It renders again once hydrated (React checks the server's snapshot against the client's): `children`,
 * the same element then, is not rendered again, so that a part of it still waiting for its code keeps its
 * built HTML until the code comes (an update would make React draw it anew, with error #421).
 */
export function KeptZone({ children, keep, preload }: { children: React.ReactNode; keep: boolean; preload?: () => unknown }): React.JSX.Element {
  const kept = useKeptAsBuilt();
  React.useEffect(() => {
    if (!kept) preload?.();
  }, [kept, preload]);
  return kept && keep ? <KeptHtml /> : <DrawnHtml>{children}</DrawnHtml>;
}

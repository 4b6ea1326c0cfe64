import * as React from 'react';
import { IslandGate } from '../../boot/island-gate';
import type { JobsListProps } from './jobs-list';
import { jobsListIsland } from './jobs-list-island';
import { readStaticPage } from './static-page';

/** Whether the page is in a browser on a search of its own: an address with a query that is not a built page of the list. */
const onSearch = (path: string): boolean => typeof window !== 'undefined' && window.location.search !== '' && readStaticPage(path) === null;

/**
 * The jobs list, hydrated when it is needed (./jobs-list-island.ts), inside its Suspense boundary. A page
 * that starts on a search wakes it at once, for the live results. No hook here: a hook's state checked
 * after hydration would render this again, and update the boundary before it has hydrated, which React
 * then draws anew.
 */
export function JobsListGate(props: JobsListProps): React.JSX.Element {
  if (onSearch(props.path)) jobsListIsland.wake();
  return (
    <React.Suspense fallback={null}>
      <IslandGate island={jobsListIsland}>{(code) => <code.JobsList {...props} />}</IslandGate>
    </React.Suspense>
  );
}

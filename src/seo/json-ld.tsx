import * as React from 'react';
import { jsonLdScript } from './organization';

/** Structured data for search engines: a data block, never run, with `<` escaped so it cannot end the element. */
export function JsonLd({ data }: { data: unknown }): React.JSX.Element {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}

/**
 * Data for the page's own script, in its static HTML: a data block (application/json), never run, escaped
 * the same way. A list page past the first (`?page=2`) hands its build-time offers to the app this way,
 * so that the app hydrates the same list the HTML shows (src/features/jobs/jobs-list.tsx).
 */
export function JsonData({ id, data }: { id: string; data: unknown }): React.JSX.Element {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}

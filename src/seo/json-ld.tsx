import * as React from 'react';
import { jsonLdScript } from './organization';

/** Structured data for search engines: a data block, never run, with `<` escaped so it cannot end the element. */
export function JsonLd({ data }: { data: unknown }): React.JSX.Element {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}

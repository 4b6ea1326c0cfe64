import * as React from 'react';
import { withPrefix } from 'gatsby';
import { buildPath, type Locale } from '@rythmo/site-map';

/** What an offer's page shows, as its query gave it to the build. */
export type OfferPageData = Queries.JobOfferPageQuery;
export type OfferPageState = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; data: OfferPageData };

/** The page data Gatsby wrote for an offer's page in a locale (the same file its own page loads). */
export const offerPageDataUrl = (locale: Locale, slug: string): string => withPrefix(`/page-data${buildPath('jobs-slug', locale, { slug })}/page-data.json`);

/** Reads a page-data file's content: the page's query result, when it is an offer's. */
function offerOf(body: unknown): OfferPageData | null {
  const data = (body as { result?: { data?: OfferPageData } } | null)?.result?.data;
  return data?.offer != null ? data : null;
}

/**
 * The data of an offer's page, read in the browser (the offers' embeddable view is one shell for all of
 * them): loading until it comes; `missing` when the offer has no page (none built, or gone since); `failed`
 * when the network or the host failed, which `retry` asks again. The first render, like the static HTML,
 * is loading.
 */
export function useOfferPageData(locale: Locale, slug: string | undefined): { page: OfferPageState; retry: () => void } {
  const [page, setPage] = React.useState<OfferPageState>({ state: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    if (slug === undefined || slug === '') {
      setPage({ state: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setPage({ state: 'loading' });
    fetch(offerPageDataUrl(locale, slug), { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404) return { state: 'missing' } as const;
        if (!response.ok) return { state: 'failed' } as const;
        const data = offerOf(await response.json());
        return data === null ? ({ state: 'missing' } as const) : ({ state: 'ready', data } as const);
      })
      .catch(() => ({ state: 'failed' }) as const)
      .then((next) => {
        if (!controller.signal.aborted) setPage(next);
      });
    return () => controller.abort();
  }, [locale, slug, attempt]);
  return { page, retry: () => setAttempt((n) => n + 1) };
}

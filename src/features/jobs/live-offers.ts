/**
 * The offer search of the live API (GET /api/rythmo/job-offers on the site's origin), for the jobs list:
 * the latest query wins (an older request is aborted), a failure is kept for a retry.
 */
import * as React from 'react';
import type { Locale, OfferFacets, OfferSearchAnswer } from '@rythmo/site-map';
import { apiRequest } from '../../api-client/client';
import { apiSearch, type JobsQuery } from './jobs-query';

/** The answer's shapes are the shared contract's (@rythmo/site-map's offer-api.ts). */
export type Facets = OfferFacets;
export type OffersAnswer = OfferSearchAnswer;

export const fetchOffers = (query: JobsQuery, locale: Locale, signal: AbortSignal): Promise<OffersAnswer> =>
  apiRequest('offerSearch', { params: apiSearch(query, locale), signal });

export type LiveOffers = {
  /** The answer to the current query, or the previous one while it loads (null before the first). */
  answer: OffersAnswer | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

/** The live answer to a query while `enabled`; nothing is fetched otherwise (the static page shows). */
export function useLiveOffers(query: JobsQuery, locale: Locale, enabled: boolean): LiveOffers {
  const key = apiSearch(query, locale);
  const [answer, setAnswer] = React.useState<{ key: string; value: OffersAnswer } | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const latest = React.useRef(query);
  latest.current = query;
  React.useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setFailed(false);
    fetchOffers(latest.current, locale, controller.signal).then(
      (value) => setAnswer({ key, value }),
      () => {
        // The client has logged it (src/api-client/client.ts).
        if (controller.signal.aborted) return;
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [key, locale, enabled, attempt]);
  return {
    answer: answer?.value ?? null,
    loading: enabled && !failed && answer?.key !== key,
    failed,
    retry: () => setAttempt((n) => n + 1),
  };
}

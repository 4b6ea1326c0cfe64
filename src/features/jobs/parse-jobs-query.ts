/**
 * The jobs list's URL read as its state (./jobs-query.ts): apart, since only the list reads a URL, and the
 * offer query's reader is the larger part; the pages that only write a search (a section's link to the
 * list, its alert) go without it.
 */
import { readOfferQuery } from '@rythmo/site-map';
import type { JobsQuery } from './jobs-query';

/** The page's URL, read by the offer query's schema leniently (what it cannot read is left out). */
export function parseJobsQuery(search: string): JobsQuery {
  // The page's language is its own, not its URL's.
  const { place, locale, ...query } = readOfferQuery(new URLSearchParams(search), 'lenient');
  return { ...query, geolocation: place !== null && 'lat' in place ? place : null };
}

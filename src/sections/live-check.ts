/**
 * An offer-list section's live check, made without its code: once the section comes near the screen, the
 * live API's pages that list its offers now (written by the build: src/build-time/section-offers.ts) are
 * asked, and its code is fetched and run only if they list other offers than the build's, or another
 * count (src/sections/moving.tsx). The answers are kept for the section's code, which then starts from
 * them without asking again (./offer-list.tsx). An offer whose card changed since stays as built: the page is
 * built again when an offer changes.
 */
import type { OfferSearchAnswer } from '@rythmo/site-map';
import { request } from '../api-client/request';
import type { OfferCardData } from '../features/jobs/offer-card';

/** What the build put in the page for a section: the live pages to ask, the offers it shows (their slugs), how many match, how many it shows. */
export type LiveCheck = { live: readonly string[]; slugs: readonly string[]; total: number; count: number };
export type LiveList = { offers: OfferCardData[]; total: number };

/** The lists the checks found, by the section's heading id, until its code takes them. */
const checked = new Map<string, LiveList>();

/**
 * Whether the live API lists the section's offers as the build did. A failure (the API down) counts as the
 * same: the build's offers stay, as the section's code would leave them.
 */
export async function liveListUnchanged(headingId: string, { live, slugs, total, count }: LiveCheck): Promise<boolean> {
  const answers = await Promise.all(live.map((path) => request<OfferSearchAnswer>('GET', path, {}))).catch(() => null);
  if (answers === null || answers.length === 0) return true;
  const offers = answers.flatMap((answer) => answer.data).slice(0, count);
  const list = { offers, total: answers[0].meta.total };
  checked.set(headingId, list);
  return list.total === total && offers.map((offer) => offer.slug).join(' ') === slugs.join(' ');
}

/** The list a check found for the section, once: its code starts from it instead of asking again. */
export function takeCheckedList(headingId: string): LiveList | null {
  const list = checked.get(headingId) ?? null;
  checked.delete(headingId);
  return list;
}

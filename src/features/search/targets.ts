/**
 * Where a search result leads: a sector to its page, a trade to its page under its sector, a
 * city to its page (matched to a city of the CMS by its lower-cased name) or, without one, to the jobs
 * list around its position, a contract type to its page, an agency to its address by api_id, the text
 * itself to the jobs list searching it. On the jobs list itself a result becomes a filter of the list,
 * and the text its search. The page parameter is always dropped.
 */
import { buildPath, OFFER_PARAMS as P, type Locale, type Position } from '@rythmo/site-map';

export type SearchChoice =
  | { kind: 'city'; id: string; label: string; position: Position | null }
  | { kind: 'work'; id: string; label: string }
  | { kind: 'trade'; id: string; label: string; sector: string }
  | { kind: 'text'; id: string; label: string }
  | { kind: 'contract'; id: string; label: string }
  | { kind: 'agency'; id: string; label: string };

/** The city pages of the site by the lower-cased name of their city. */
export type CityPages = ReadonlyMap<string, string>;

/** Where the visitor is: the jobs list turns a choice into a filter of its current query. */
export type Here = { pathname: string; search: string };

const FILTER_OF = { work: P.works, contract: P.contractTypes } as const;

function jobsWith(locale: Locale, here: Here | undefined, filters: Record<string, string>): string {
  const jobs = buildPath('jobs', locale);
  const params = new URLSearchParams(here !== undefined && here.pathname === jobs ? here.search : '');
  params.delete(P.page);
  for (const [name, value] of Object.entries(filters)) params.set(name, value);
  const query = params.toString();
  return query === '' ? jobs : `${jobs}?${query}`;
}

const geolocation = (choice: { label: string; position: Position }): Record<string, string> => ({
  [P.lat]: String(choice.position.lat),
  [P.long]: String(choice.position.long),
  [P.placeName]: choice.label,
});

export function choiceLocation(choice: SearchChoice, locale: Locale, cityPages: CityPages, here?: Here): string {
  const onJobsList = here !== undefined && here.pathname === buildPath('jobs', locale);
  switch (choice.kind) {
    case 'work':
    case 'contract':
      if (onJobsList) return jobsWith(locale, here, { [FILTER_OF[choice.kind]]: choice.id });
      return choice.kind === 'work' ? buildPath('works-slug', locale, { slug: choice.id }) : buildPath('contracts-slug', locale, { slug: choice.id });
    case 'city': {
      const page = cityPages.get(choice.label.toLowerCase());
      if (page !== undefined && !onJobsList) return buildPath('cities-name', locale, { name: page });
      return choice.position === null ? buildPath('jobs', locale) : jobsWith(locale, here, geolocation({ label: choice.label, position: choice.position }));
    }
    case 'trade':
      return buildPath('works-slug-job', locale, { secteur: choice.sector, job: choice.id });
    case 'text':
      return textLocation(choice.id, locale, here);
    case 'agency':
      return buildPath('agencies-id', locale, { id: choice.id });
  }
}

/** The jobs list searching a text: on the jobs list, its filters are kept. */
export const textLocation = (text: string, locale: Locale, here?: Here): string => jobsWith(locale, here, { [P.query]: text.trim() });

/** The choice that searches the offers for the text itself (the last option of the list). */
export const textChoice = (text: string): SearchChoice => ({ kind: 'text', id: text.trim(), label: text.trim() });

/** The key of a choice among the last searches. */
export const choiceKey = (choice: SearchChoice): string => `${choice.kind}:${choice.id}`;

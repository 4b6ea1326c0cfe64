/**
 * How texts are compared, by the live API's searches (cms) and by the offer lists the build chooses for a
 * page (site), so that both find the same offers.
 *
 * Place names: case, accents, ligatures, hyphens, apostrophes and other punctuation do not count, and
 * "st"/"ste" are "saint"/"sainte" (Saint-Étienne, St Etienne and st-etienne are one name). Offer texts
 * and search queries besides: each word stemmed (French Snowball: serveurs, serveuse → serveur), the
 * little words that say nothing about a job left out; a query word that is no stem of the offers matches
 * the words it begins (as it is typed), else those a typo away (docs/api.md).
 */
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { distance } from 'fastest-levenshtein';

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte' };

export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

const STOP_WORDS = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'd',
  'dans',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sur',
  'un',
  'une',
  'and',
  'of',
  'the',
]);

/**
 * Feminine endings of French job names folded to the masculine before stemming (the stemmer keeps them
 * apart: conseillère and conseiller, ambassadrice and ambassadeur), on a singular of five letters or more.
 * « -esse » is not folded: an hôtesse is not an hôtel, and « hôte » ↔ « hôtesse » is the editors'
 * synonym to give (the search's synonyms in the CMS).
 */
const FEMININE: [RegExp, string][] = [
  [/([dt])rice$/, '$1eur'],
  [/(.{4})ere$/, '$1er'],
  [/ienne$/, 'ien'],
  [/ive$/, 'if'],
  [/ee$/, 'e'],
];

/**
 * A folded word's stem: Snowball's French stemmer (Orama's port) on the word without its accents, so that
 * a query typed without them (« hotesse », « employe ») finds the same stem, its feminine ending folded
 * first; a stem ending in « eux » (serveuse → serveux) is the « eur » of its masculine (serveur).
 */
export function wordStem(form: string): string {
  const singular = form.length >= 6 && /[sx]$/.test(form) ? form.slice(0, -1) : form;
  const rule = singular.length >= 5 ? FEMININE.find(([ending]) => ending.test(singular)) : undefined;
  const stem = frenchStem(rule === undefined ? form : singular.replace(rule[0], rule[1]));
  return stem.endsWith('eux') ? `${stem.slice(0, -1)}r` : stem;
}

/**
 * A word of a text as the search reads it: its `form` (lower case, accents and punctuation aside: what
 * prefixes and typos are matched against) and its `stem` (what a whole word is matched by).
 */
export type Term = { form: string; stem: string };

/** The words of a text that count (not the little ones), each form once, in order. */
export function textTerms(text: string): Term[] {
  const terms = new Map<string, Term>();
  for (const form of normalizeName(text).split(' '))
    if (form.length > 1 && !STOP_WORDS.has(form) && !terms.has(form)) terms.set(form, { form, stem: wordStem(form) });
  return [...terms.values()];
}

/** The stems of a text's words that count, once each. */
export const searchWords = (text: string): string[] => [...new Set(textTerms(text).map((term) => term.stem))];

/**
 * The words of all the offers searched: their stems, sorted, and their forms, sorted, each with its stem's
 * position. A query word matches the offers of its stem; one that is no stem of theirs, the offers of the
 * forms it begins (« serveu » as it is typed), else of those one typo away (« receptioniste »).
 */
export type Vocabulary = { stems: readonly string[]; forms: readonly string[]; formStems: ArrayLike<number> };

export function vocabularyOf(terms: Iterable<Term>): Vocabulary {
  const stemOf = new Map<string, string>();
  for (const { form, stem } of terms) stemOf.set(form, stem);
  const stems = [...new Set(stemOf.values())].sort();
  const position = new Map(stems.map((stem, i) => [stem, i]));
  const forms = [...stemOf.keys()].sort();
  return { stems, forms, formStems: Int32Array.from(forms, (form) => position.get(stemOf.get(form) as string) as number) };
}

/**
 * The editors' synonyms (cms: api::search-synonym): groups of words that find each other's offers, as
 * a table from each word's stem to the others'. A word in two groups finds the words of both.
 */
export type Synonyms = ReadonlyMap<string, readonly string[]>;
export const NO_SYNONYMS: Synonyms = new Map();

/** The words of one synonym entry as editors write it, separated by commas (« barman, barmaid »). */
export const synonymWords = (entry: string): string[] =>
  entry
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

export function synonymTable(groups: readonly (readonly string[])[]): Synonyms {
  const table = new Map<string, Set<string>>();
  for (const group of groups) {
    const stems = [...new Set(group.flatMap((word) => searchWords(word)))];
    for (const stem of stems) {
      const others = table.get(stem) ?? new Set<string>();
      for (const other of stems) if (other !== stem) others.add(other);
      table.set(stem, others);
    }
  }
  return new Map([...table].map(([stem, others]) => [stem, [...others]]));
}

/** Typos forgiven in a word of this length: none under five letters, one up to seven, two from eight. */
const typosAllowed = (length: number): number => (length < 5 ? 0 : length < 8 ? 1 : 2);

/** The positions of the stems of the forms that begin with `prefix` (of three letters or more). */
function prefixed(vocabulary: Vocabulary, prefix: string): number[] {
  const found: number[] = [];
  if (prefix.length < 3) return found;
  for (let i = lowerBound(vocabulary.forms, prefix); i < vocabulary.forms.length && vocabulary.forms[i].startsWith(prefix); i += 1)
    found.push(vocabulary.formStems[i]);
  return found;
}

/** The positions of the stems of the forms a few typos from `form`, that begin with its letter. */
function nearby(vocabulary: Vocabulary, form: string): number[] {
  const allowed = typosAllowed(form.length);
  const found: number[] = [];
  if (allowed === 0) return found;
  const { forms } = vocabulary;
  for (let i = lowerBound(forms, form[0]); i < forms.length && forms[i][0] === form[0]; i += 1)
    if (Math.abs(forms[i].length - form.length) <= allowed && distance(forms[i], form) <= allowed) found.push(vocabulary.formStems[i]);
  return found;
}

/**
 * The stems (positions in the vocabulary) that satisfy one query word: its own stem and its synonyms'
 * when the offers hold one of them; else the stems of the forms it begins, else of those a typo or two
 * away, with their synonyms. Empty when nothing answers it.
 */
export function wordMatches(vocabulary: Vocabulary, term: Term, synonyms: Synonyms = NO_SYNONYMS): number[] {
  const { stems } = vocabulary;
  const positionOf = (stem: string): number => {
    const i = lowerBound(stems, stem);
    return stems[i] === stem ? i : -1;
  };
  const exact = [term.stem, ...(synonyms.get(term.stem) ?? [])].map(positionOf).filter((i) => i >= 0);
  if (exact.length > 0) return [...new Set(exact)];
  let found = prefixed(vocabulary, term.form);
  if (found.length === 0) found = nearby(vocabulary, term.form);
  const matched = new Set(found);
  for (const i of found) for (const other of synonyms.get(stems[i]) ?? []) if (positionOf(other) >= 0) matched.add(positionOf(other));
  return [...matched];
}

/**
 * What each word of a query accepts (wordMatches), in the order of the query's words: an offer answers the
 * query when it holds one of the accepted stems of every word. Null when the query has no word that counts.
 */
export function queryMatches(vocabulary: Vocabulary, text: string, synonyms: Synonyms = NO_SYNONYMS): number[][] | null {
  const terms = textTerms(text);
  return terms.length === 0 ? null : terms.map((term) => wordMatches(vocabulary, term, synonyms));
}

/** The index of the first word of a sorted vocabulary not before `prefix`. */
export function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

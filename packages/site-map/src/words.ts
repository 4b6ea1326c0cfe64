/**
 * How texts are compared, by the live API's searches (cms) and by the offer lists the build chooses for a
 * page (site), so that both find the same offers.
 *
 * Place names: case, accents, ligatures, hyphens, apostrophes and other punctuation do not count, and
 * "st"/"ste" are "saint"/"sainte" (Saint-Étienne, St Etienne and st-etienne are one name). Offer texts
 * and search queries besides: French plurals folded (serveurs, hôtesses → serveur, hotesse), the little
 * words that say nothing about a job left out, each query word matching the beginning of a word (as you
 * type).
 */
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

/** Feminine endings of French job names, folded to the masculine: serveuse, animatrice, hôtesse, caissière. */
const FEMININE: [RegExp, string][] = [
  [/euse$/, 'eur'],
  [/trice$/, 'teur'],
  [/esse$/, 'e'],
  [/iere$/, 'ier'],
  [/ienne$/, 'ien'],
  [/ive$/, 'if'],
];

/**
 * A word's stem: the plural of most French nouns and adjectives (a final s or x on a word of five letters
 * or more) dropped, then a feminine ending folded, so that "serveur" finds "Serveuses".
 */
function stem(word: string): string {
  const singular = word.length >= 5 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
  const rule = singular.length >= 5 ? FEMININE.find(([ending]) => ending.test(singular)) : undefined;
  return rule === undefined ? singular : singular.replace(rule[0], rule[1]);
}

/** The words of a text that count, normalised and stemmed, once each. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of normalizeName(text).split(' ')) if (word.length > 1 && !STOP_WORDS.has(word)) words.add(stem(word));
  return [...words];
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

/** Whether a text's words (searchWords, sorted) hold every query word, each as the beginning of one of them. */
export const holdsWords = (sortedWords: readonly string[], queryWords: readonly string[]): boolean =>
  queryWords.every((word) => sortedWords[lowerBound(sortedWords, word)]?.startsWith(word) === true);

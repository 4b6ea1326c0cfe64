/**
 * How place names are compared: case, accents, ligatures, hyphens, apostrophes and other punctuation do
 * not count, and "st"/"ste" are "saint"/"sainte" (Saint-Étienne, St Etienne and st-etienne are one name).
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

/** A query of digits only (a postcode, a département number, or their beginning). */
export const isPostcodeQuery = (normalized: string): boolean => /^\d{1,5}$/.test(normalized);

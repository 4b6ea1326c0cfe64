/**
 * A candidate's phone number, read as people write it (libphonenumber-js, with its full metadata): a French
 * number without its country code (« 06 12 34 56 78 »), or any country's with it (« +44 7700 900123 »).
 * Stored in E.164 (« +447700900123 »), shown as its country writes it: France's national format, others
 * the international one, so a recruiter in France reads « 06 12 34 56 78 » and knows to dial +44 otherwise.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

/** The country a number without its code belongs to. */
const HOME = 'FR';

/**
 * Whether a number can be called: a French one in France's plan; another country's when the library knows
 * it, or at least its length fits that country (a range newer than the metadata, or one kept for fiction:
 * the issue's « +44 7700 900123 »).
 */
const callable = (number: PhoneNumber): boolean => number.isValid() || (number.country !== HOME && number.isPossible());

/** A typed number in E.164, or null when it is not a number one can call. */
export function storedPhone(value: string): string | null {
  const number = parsePhoneNumberFromString(value, HOME);
  return number !== undefined && callable(number) ? number.number : null;
}

/** A stored number as people read it (a number stored before E.164, as it was typed, is read the same way). */
export function shownPhone(value: string | null): string | null {
  if (value === null || value.trim() === '') return value;
  const number = parsePhoneNumberFromString(value, HOME);
  if (number === undefined || !callable(number)) return value;
  return number.country === HOME ? number.formatNational() : number.formatInternational();
}

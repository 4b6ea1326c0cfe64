/** A query of digits only (a postcode, a département number, or their beginning). */
export const isPostcodeQuery = (normalized: string): boolean => /^\d{1,5}$/.test(normalized);

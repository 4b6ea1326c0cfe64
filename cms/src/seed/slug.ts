import slugify from 'slugify';

/** French-aware slug: accents folded, apostrophes and slashes turned into separators. */
export const toSlug = (text: string): string => slugify(text.replace(/['’/]/g, ' '), { lower: true, strict: true, locale: 'fr', trim: true });

import { buildPath, LOCALES } from './routes';

/** Route meta of spec §2.1: the FAQ and the legal pages keep the scroll position on navigation. */
const KEEP_SCROLL = new Set(LOCALES.flatMap((locale) => (['faq', 'cgu', 'legal', 'privacy'] as const).map((route) => buildPath(route, locale))));

export const keepsScrollPosition = (pathname: string): boolean => KEEP_SCROLL.has(pathname);

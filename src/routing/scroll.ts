import { pathsOf, routesWith } from '@rythmo/site-map';

/** Route meta keepsScroll: the FAQ and the legal pages keep the scroll position on navigation. */
const KEEP_SCROLL = new Set(routesWith('keepsScroll').flatMap(pathsOf));

export const keepsScrollPosition = (pathname: string): boolean => KEEP_SCROLL.has(pathname);

/**
 * Marks what a page shows first (its heading, its header image) for the Element Timing API: the loader of
 * the app's scripts (src/boot/app-loader.ts) lets them run only once the marked elements in view
 * have been presented, so that their evaluation does not hold back the page's largest paint. React 18
 * does not know `elementtiming`; the lower-case attribute passes through as it is.
 */
export const FIRST_SCREEN = { elementtiming: 'first-screen' } as const;

/** The section library's code (./registry.tsx), one chunk: loaded where a page draws a section anew. */
export const loadSectionLibrary = () => import(/* webpackChunkName: "section-library" */ './registry');

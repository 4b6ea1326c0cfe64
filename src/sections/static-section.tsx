import * as React from 'react';
import { navigate } from 'gatsby';

const subscribeToNothing = (): (() => void) => () => undefined;

/**
 * Whether the component was first rendered hydrating the page's HTML: React reads the server snapshot
 * then, and the client's in every other render (a navigation in the site, a page rendered again after a
 * failed hydration, the preview's development server). Latched at the first render: the check React makes
 * after hydrating renders the component again with the client's value.
 */
function useBornHydrating(): boolean {
  const hydrating = React.useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return React.useState(hydrating)[0];
}

/** Whether a part keeps its built HTML: on the page's start in the browser, not on the server nor when drawn anew. */
export const useKeptAsBuilt = (): boolean => useBornHydrating() && typeof window !== 'undefined';

/**
 * A click on a link of the site inside kept HTML: a navigation in the site, as Gatsby's links make (the
 * kept HTML has their anchors, not their code). A click with a modifier key or another button, a link to
 * another site, to the same page's anchor, to a download, in a new tab, or flagged (rel) as leaving the
 * site stays the browser's.
 */
export function followInSite(event: React.MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (anchor === null || anchor.hasAttribute('download') || anchor.hasAttribute('rel') || (anchor.target !== '' && anchor.target !== '_self')) return;
  if (anchor.origin !== window.location.origin) return;
  if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash !== '') return;
  event.preventDefault();
  void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
}

const KEEP = { __html: '' };

/**
 * The props that keep an element's built children as they are while its own attributes stay React's (a
 * menu's list of links whose `hidden` React sets): spread on the element, with no children given.
 */
export const KEPT_CHILDREN = { dangerouslySetInnerHTML: KEEP, suppressHydrationWarning: true } as const;

type Tag = keyof React.JSX.IntrinsicElements;
/** An element's props as JSX takes them, `data-` attributes included. */
type ElementProps<T extends Tag> = React.JSX.IntrinsicElements[T] & { [data: `data-${string}`]: string };

/**
 * One element kept as built (`kept`: its attributes React's, its children the page's HTML, KEPT_CHILDREN)
 * or drawn with `draw()`'s children. The kept one has a key of its own: drawn later, the element is a new
 * one, as the kept HTML is not React's to update.
 */
export function keptOrDrawn<T extends Tag>(kept: boolean, tag: T, props: ElementProps<T>, draw: () => React.ReactNode): React.JSX.Element {
  return kept ? React.createElement(tag, { ...props, key: 'kept', ...KEPT_CHILDREN }) : React.createElement(tag, props, draw());
}

/** The built HTML of a part of the page, kept: React leaves it alone while hydrating, and after while it stays. */
export const KeptHtml = (): React.JSX.Element => (
  // The kept HTML's links are the site's: a click on one is a navigation in the site (followInSite).
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  <div className="static-section" onClick={followInSite} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />
);

/** The same part drawn by its code, its links leading in the site as the kept HTML's. */
export const DrawnHtml = ({ children }: { children: React.ReactNode }): React.JSX.Element => (
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  <div className="static-section" onClick={followInSite}>
    {children}
  </div>
);

/**
 * A section that does not move (text, images, links: ./kinds.ts): built into the page's HTML, which the
 * browser keeps as it is when the page starts, without loading or running the section's code. React
 * leaves the content of an element whose HTML it is given alone while hydrating, and never sets it again
 * while that HTML stays the same. Rendered anew (a navigation in the site, the preview), the section is
 * drawn by its code, `children`, loaded then. Its links stay the site's links (followInSite).
 */
export function StaticSection({ children }: { children: React.ReactNode }): React.JSX.Element {
  return useKeptAsBuilt() ? <KeptHtml /> : <DrawnHtml>{children}</DrawnHtml>;
}

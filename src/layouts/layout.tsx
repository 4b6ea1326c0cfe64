import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentManager } from '../features/consent/consent';
import { AlternatesProvider } from '../i18n/locale-context';
import type { PageContext } from '../routing/page-context';
import { Footer } from './footer';
import { HeaderGate } from './header/header-gate';
import { UpdateNotice } from './update-notice';
import { markMounted } from './error-boundary';
import { addSiteFormats } from '../i18n/instance';

type LayoutProps = { context: PageContext; children: React.ReactNode };

/** Marks the page as answering its events once the part hydrated last has (see Layout). */
function HydrationMark(): null {
  React.useEffect(markMounted, []);
  return null;
}

/**
 * The app shell: header, main area, footer, the consent banner and the notice of a newer build, in the
 * page's locale; for the embeddable views (route meta embed), the main area alone.
 *
 * Hydration comes in slices: the page is hydrated as a transition (../routing/hydrate.ts), which React 18
 * works through in slices of a few milliseconds, yielding to the browser between them. The banner comes
 * first; the main area and the footer are Suspense boundaries, hydrated after it. A click on a part not
 * hydrated yet hydrates it at once, and React replays the click. The header waits in a boundary of its own
 * until it is needed, its code fetched then (./header/header-gate.tsx, ./header/wake.ts); its element is made once, so that a
 * render of the layout (an event of i18next's) does not update the boundary before it hydrates, which
 * would draw it anew.
 */
export function Layout({ context, children }: LayoutProps): React.JSX.Element {
  // The instance gatsby-plugin-react-i18next made for the page gets the site's formats before any message renders.
  addSiteFormats(useTranslation().i18n);
  const header = React.useMemo(
    () => (
      <React.Suspense fallback={null}>
        <HeaderGate />
      </React.Suspense>
    ),
    [],
  );
  if (context.embed === true) return <EmbedLayout context={context}>{children}</EmbedLayout>;
  return (
    <AlternatesProvider value={context.alternates}>
      {header}
      <main id="main" className="container">
        <React.Suspense fallback={null}>
          {children}
          <HydrationMark />
        </React.Suspense>
      </main>
      <React.Suspense fallback={null}>
        <Footer noScrollTop={context.noScrollTop === true} />
      </React.Suspense>
      <ConsentManager />
      <UpdateNotice />
    </AlternatesProvider>
  );
}

/**
 * The minimal layout of embeddable views: no header, footer or banner. Every link opens in the top window,
 * one way only: the page's `<base target="_top">` (../components/seo.tsx), with the router kept out of it
 * (a click on a link stops here, before Gatsby's Link would navigate inside the frame).
 */
function EmbedLayout({ context, children }: LayoutProps): React.JSX.Element {
  const main = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const element = main.current;
    if (element === null) return undefined;
    const leaveFrame = (event: MouseEvent): void => {
      if (event.target instanceof Element && event.target.closest('a[href]') !== null) event.stopPropagation();
    };
    element.addEventListener('click', leaveFrame, true);
    return () => element.removeEventListener('click', leaveFrame, true);
  }, []);
  return (
    <AlternatesProvider value={context.alternates}>
      <main id="main" className="iframe-main" ref={main}>
        {children}
        <HydrationMark />
      </main>
    </AlternatesProvider>
  );
}

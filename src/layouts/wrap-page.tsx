import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { PageTransition } from './page-transition';
import { ErrorBoundary } from './error-boundary';
import type { PageContext } from '../routing/page-context';
import type { PageLocales } from '../i18n/page-messages';
import { MenusProvider } from './menus-context';

type WrapArgs = Parameters<NonNullable<GatsbyBrowser['wrapPageElement']>>[0] | Parameters<NonNullable<GatsbySSR['wrapPageElement']>>[0];

/**
 * The same wrapper on the server and in the browser, so hydration finds the markup it rendered: the page's
 * menus (./menus-context.tsx), its transition, and the boundary that shows the error screen for an error nothing else handled (keyed by
 * path: the next page starts afresh).
 */
export const wrapPage = ({ element, props }: WrapArgs): React.JSX.Element => (
  <ErrorBoundary
    key={props.location.pathname}
    locales={(props.data as { locales?: PageLocales } | undefined)?.locales}
    i18n={(props.pageContext as PageContext).i18n}
  >
    <MenusProvider value={(props.pageContext as PageContext).menus}>
      <PageTransition>{element}</PageTransition>
    </MenusProvider>
  </ErrorBoundary>
);

import * as React from 'react';
import { ConsentManager } from '../features/consent/consent';
import { LocaleProvider } from '../i18n/locale-context';
import type { PageContext } from '../routing/page-context';
import { Footer } from './footer';
import { Header } from './header/header';
import { UpdateNotice } from './update-notice';

type LayoutProps = { context: PageContext; children: React.ReactNode };

/**
 * The app shell: header, main area, footer, the consent banner and the notice of a newer build, in the
 * page's locale; for the
 * embeddable views (route meta embed), the main area alone.
 */
export function Layout({ context, children }: LayoutProps): React.JSX.Element {
  if (context.embed === true) return <EmbedLayout context={context}>{children}</EmbedLayout>;
  return (
    <LocaleProvider value={{ locale: context.locale, alternates: context.alternates }}>
      <Header />
      <main id="main" className="container">
        {children}
      </main>
      <Footer noScrollTop={context.noScrollTop === true} />
      <ConsentManager />
      <UpdateNotice />
    </LocaleProvider>
  );
}

/** The minimal layout of embeddable views: no header, footer or banner. */
function EmbedLayout({ context, children }: LayoutProps): React.JSX.Element {
  return (
    <LocaleProvider value={{ locale: context.locale, alternates: context.alternates }}>
      <main id="main" className="iframe-main">
        {children}
      </main>
    </LocaleProvider>
  );
}
